import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { benchmarkCorpus, createEngine, type Engine } from '@vigil/classify';
import { TEMPLATE_CLASSIFIERS } from '@vigil/classify/library';
import { classifierDefinitionSchema, type ClassifierDefinition, type ContentRule } from '@vigil/contracts';
import { progress, round, target } from './report.js';

const SEGMENT = 256 * 1024;
const FILE_SIZE = 1024 * 1024;

/** Keyword classifiers: the literal-led patterns of the target. */
const LITERAL_KEYWORDS = [
  ['confidential', 'internal only', 'do not distribute'],
  ['password', 'passwd', 'secret key'],
  ['social security', 'date of birth', 'patient name'],
  ['account number', 'routing number', 'sort code'],
];

function literalLed(): ClassifierDefinition[] {
  return LITERAL_KEYWORDS.map((words, i) =>
    classifierDefinitionSchema.parse({
      id: 1000 + i,
      name: `Keywords ${i + 1}`,
      type: 'BY_CONTENT',
      rulesMatch: 'ANY_RULE',
      rules: words.map((text, j) => ({ ruleType: 'CONTAINS', text, sortOrder: j, entryCounter: j === 0 })),
    }),
  );
}

function library(): ClassifierDefinition[] {
  return TEMPLATE_CLASSIFIERS.map((tpl, i) => classifierDefinitionSchema.parse({ ...tpl, id: i + 1 }));
}

/** Single-thread MB/s of classify() over the corpus, best of a few rounds. */
function engineRate(engine: Engine, chunks: string[], bytes: number, rounds: number): number {
  let best = Infinity;
  for (let r = 0; r < rounds; r++) {
    const started = process.hrtime.bigint();
    for (const text of chunks) {
      engine.classify({ segments: [{ text, scope: 'TEXT' }], path: 'bench.txt', extension: 'txt' });
    }
    best = Math.min(best, Number(process.hrtime.bigint() - started) / 1e9);
  }
  return bytes / 1e6 / best;
}

function ripgrepPatterns(defs: ClassifierDefinition[]): { fixed: boolean; patterns: string[] } {
  const rules = defs.flatMap((d) => d.rules) as ContentRule[];
  if (rules.every((r) => r.ruleType === 'CONTAINS'))
    return { fixed: true, patterns: rules.map((r) => r.text) };
  return {
    fixed: false,
    patterns: rules
      .filter((r) => r.ruleType === 'REGEX')
      // ASCII \b and \d as in JavaScript; Unicode classes would force ripgrep's slow engine.
      .map((r) => `(?-u${r.caseSensitive ? '' : 'i'}:${r.text})`),
  };
}

/** ripgrep, one thread, counting every match of the same patterns in the same files. */
function ripgrepRate(
  dir: string,
  bytes: number,
  defs: ClassifierDefinition[],
  rounds: number,
): number | null {
  const { fixed, patterns } = ripgrepPatterns(defs);
  const args = ['-j1', '--no-config', '--count-matches', '--no-filename', ...(fixed ? ['-F', '-i'] : [])];
  for (const p of patterns) args.push('-e', p);
  args.push(dir);
  let best = Infinity;
  for (let r = 0; r < rounds; r++) {
    const started = process.hrtime.bigint();
    const run = spawnSync('rg', args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    if (run.error || (run.status !== 0 && run.status !== 1)) return null;
    best = Math.min(best, Number(process.hrtime.bigint() - started) / 1e9);
  }
  return bytes / 1e6 / best;
}

export async function engineBench({ size }: { size: 'small' | 'large' }) {
  const bytes = size === 'large' ? 128 * 1024 * 1024 : 24 * 1024 * 1024;
  progress(`engine: generating a ${bytes / 1024 / 1024} MB corpus`);
  const { text } = benchmarkCorpus(bytes, 7);
  const chunks: string[] = [];
  for (let i = 0; i < text.length; i += SEGMENT) chunks.push(text.slice(i, i + SEGMENT));
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-bench-corpus-'));
  for (let i = 0, n = 0; i < text.length; i += FILE_SIZE, n++) {
    fs.writeFileSync(path.join(dir, `part-${String(n).padStart(4, '0')}.txt`), text.slice(i, i + FILE_SIZE));
  }
  const corpusBytes = Buffer.byteLength(text);
  const hasRipgrep = spawnSync('rg', ['--version']).status === 0;
  const rounds = 3;

  const run = (name: string, defs: ClassifierDefinition[]) => {
    progress(`engine: ${name}`);
    const engineMBs = engineRate(createEngine(defs), chunks, corpusBytes, rounds);
    const rgMBs = hasRipgrep ? ripgrepRate(dir, corpusBytes, defs, rounds) : null;
    return {
      classifiers: defs.length,
      engineMBsPerCore: round(engineMBs),
      ripgrepMBsPerCore: rgMBs === null ? null : round(rgMBs),
      engineToRipgrep: rgMBs ? round(engineMBs / rgMBs, 2) : null,
    };
  };

  try {
    const literal = run('literal-led patterns', literalLed());
    const full = run('full template library', library());
    return {
      corpusMB: round(corpusBytes / 1e6),
      ripgrep: hasRipgrep
        ? spawnSync('rg', ['--version'], { encoding: 'utf8' }).stdout.split('\n')[0]
        : 'not installed',
      literalLed: { ...literal, ...target(literal.engineMBsPerCore, 200, 'MB/s per core') },
      fullLibrary: full,
      note: 'ripgrep only matches; the engine also validates (Luhn, issuer, check digits), checks nearby words and masks.',
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
