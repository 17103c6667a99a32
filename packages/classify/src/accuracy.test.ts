import { describe, expect, it } from 'vitest';
import { block, sentence } from './corpus/benchmark-corpus.js';
import { FAMILIES } from './corpus/families.js';
import { Random } from './corpus/random.js';
import { createEngine } from './engine.js';
import { TEMPLATE_CLASSIFIERS } from './library/index.js';
import { libraryClassifiers, textInput } from './testing/factories.js';

interface Doc {
  text: string;
  key: string;
  positive: boolean;
  start: number;
  end: number;
}

const POSITIVES = 80;
const LOOKALIKES = 60;
/** Logs, CSV, JSON and code without identifiers: timestamps, UUIDs, amounts, versions, ids. */
const NOISE_DOCS = 400;

/** One short document per planted value: prose, the sentence with the value, prose. */
function makeDoc(r: Random, key: string, context: string, value: string, positive: boolean): Doc {
  const head = `${sentence(r)} ${sentence(r)}\n`;
  const at = head.length + context.indexOf('{v}');
  const text = `${head}${context.replace('{v}', value)}\n${sentence(r)} ${sentence(r)}`;
  return { text, key, positive, start: at, end: at + value.length };
}

function labelledCorpus(seed: number): Doc[] {
  const r = new Random(seed);
  const docs: Doc[] = [];
  for (const family of FAMILIES) {
    for (let i = 0; i < POSITIVES; i++)
      docs.push(makeDoc(r, family.key, r.pick(family.contexts), family.valid(r), true));
    for (let i = 0; i < LOOKALIKES; i++) {
      const lookalike = r.pick(family.lookalikes(r));
      docs.push(makeDoc(r, family.key, r.pick(family.contexts), lookalike, false));
    }
    for (const context of family.bareContexts ?? []) {
      for (let i = 0; i < 10; i++) {
        // The value without its separators and without the words that make it an identifier.
        docs.push(makeDoc(r, family.key, context, family.valid(r).replace(/[ -]/g, ''), false));
      }
    }
  }
  for (let i = 0; i < NOISE_DOCS; i++)
    docs.push({ text: block(r), key: 'NOISE', positive: false, start: 0, end: 0 });
  return docs;
}

describe('accuracy of the template library on a labelled corpus', () => {
  const classifiers = libraryClassifiers();
  const keyOf = new Map(classifiers.map((c, i) => [c.id, TEMPLATE_CLASSIFIERS[i]!.key]));
  const engine = createEngine(classifiers);
  const docs = labelledCorpus(2024);
  const stats = new Map(TEMPLATE_CLASSIFIERS.map((t) => [t.key, { tp: 0, fp: 0, fn: 0 }]));

  for (const doc of docs) {
    const result = engine.classify(textInput(doc.text));
    let found = false;
    for (const res of result.results) {
      const key = keyOf.get(res.classifierId)!;
      for (const f of res.findings) {
        if (!f.accepted) continue;
        const hitsPlant =
          doc.positive && key === doc.key && f.offset < doc.end && f.offset + 1 > doc.start - 1;
        if (hitsPlant) found = true;
        else stats.get(key)!.fp++;
      }
    }
    if (doc.positive) {
      if (found) stats.get(doc.key)!.tp++;
      else stats.get(doc.key)!.fn++;
    }
  }

  const rows = [...stats].map(([key, s]) => ({
    key,
    ...s,
    precision: s.tp + s.fp === 0 ? 1 : s.tp / (s.tp + s.fp),
    recall: s.tp + s.fn === 0 ? 1 : s.tp / (s.tp + s.fn),
  }));

  it('prints the table', () => {
    const lines = rows.map(
      (r) =>
        `${r.key.padEnd(18)} ${String(r.tp).padStart(4)} ${String(r.fp).padStart(4)} ${String(r.fn).padStart(4)}   ${r.precision.toFixed(3)}   ${r.recall.toFixed(3)}`,
    );
    process.stdout.write(
      `\n${docs.length} documents\ntemplate             TP   FP   FN   precision recall\n${lines.join('\n')}\n`,
    );
    expect(rows).toHaveLength(TEMPLATE_CLASSIFIERS.length);
  });

  it.each(TEMPLATE_CLASSIFIERS.map((t) => t.key))('%s: precision and recall ≥ 0.95', (key) => {
    const row = rows.find((r) => r.key === key)!;
    expect(row.tp + row.fn, 'positives planted').toBeGreaterThan(0);
    expect(row.precision).toBeGreaterThanOrEqual(0.95);
    expect(row.recall).toBeGreaterThanOrEqual(0.95);
  });
});
