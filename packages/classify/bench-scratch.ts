import { createEngine } from './src/engine.js';
import { benchmarkCorpus } from './src/corpus/benchmark-corpus.js';
import { libraryClassifiers, createContentClassifier } from './src/testing/factories.js';

const size = 16 * 1024 * 1024;
const t0 = performance.now();
const corpus = benchmarkCorpus(size, 7);
console.log('corpus gen ms', (performance.now() - t0).toFixed(0), 'planted', corpus.planted.length);
const chunks: string[] = [];
for (let i = 0; i < corpus.text.length; i += 256 * 1024) chunks.push(corpus.text.slice(i, i + 256 * 1024));
function run(name: string, engine: ReturnType<typeof createEngine>) {
  for (let round = 0; round < 4; round++) {
    const t = performance.now();
    const c0 = process.cpuUsage();
    let found = 0;
    for (const c of chunks) {
      const r = engine.classify({ segments: [{ text: c, scope: 'TEXT' }], path: 'x.txt', extension: 'txt' });
      for (const e of r.entries) found += e.count;
    }
    const ms = performance.now() - t;
    const cu = process.cpuUsage(c0);
    const cpuMs = (cu.user + cu.system) / 1000;
    console.log(
      name,
      'round',
      round,
      'wall',
      (size / 1e6 / (ms / 1000)).toFixed(1),
      'cpu',
      (size / 1e6 / (cpuMs / 1000)).toFixed(1),
      'MB/s',
      'entries',
      found,
    );
  }
}
const literal = [
  createContentClassifier([{ ruleType: 'REGEX', text: 'CONFIDENTIAL', entryCounter: true }]),
  createContentClassifier([{ ruleType: 'REGEX', text: 'patient id:? ?\\d{6,10}', entryCounter: true }]),
  createContentClassifier([{ ruleType: 'REGEX', text: 'invoice\\s*#\\s*\\d+', entryCounter: true }]),
  createContentClassifier([{ ruleType: 'CONTAINS', text: 'password', entryCounter: true }]),
];
run('library', createEngine(libraryClassifiers()));
//run('literal-led', createEngine(literal));
//run('library+literal', createEngine([...libraryClassifiers(), ...literal.map((c, i) => ({ ...c, id: 500 + i }))]));

