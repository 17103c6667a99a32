// npm test: every check, in order, then one summary. Test counts come from the runners' JSON reports.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bin, findChromium, run } from './lib.mjs';

const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-test-'));
const vitestJson = (name) => [
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${path.join(reports, `${name}.json`)}`,
];

const steps = [
  ['typecheck', 'npm', ['run', '-s', 'typecheck']],
  ['lint', 'npm', ['run', '-s', 'lint']],
  ['format', 'npm', ['run', '-s', 'format:check']],
  ['schema up to date', bin('tsx'), ['apps/server/src/cli/print-schema.ts', '--check']],
  ['unit', bin('vitest'), ['run', '--project', 'unit', '--project', 'web', ...vitestJson('unit')]],
  ['integration', bin('vitest'), ['run', '--project', 'integration', ...vitestJson('integration')]],
  [
    'e2e',
    'node',
    ['scripts/e2e.mjs'],
    { env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reports, 'e2e.json') } },
  ],
];

const results = [];
for (const [name, cmd, args, options] of steps) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const code = await run(cmd, args, options);
  results.push({ name, code, seconds: Math.round((Date.now() - started) / 1000) });
  if (code !== 0) break;
}

function counts(file) {
  const p = path.join(reports, file);
  if (!fs.existsSync(p)) return { passed: 0, failed: 0, skipped: 0 };
  const r = JSON.parse(fs.readFileSync(p, 'utf8'));
  if ('numPassedTests' in r)
    return {
      passed: r.numPassedTests,
      failed: r.numFailedTests,
      skipped: r.numPendingTests + (r.numTodoTests ?? 0),
    };
  const s = r.stats ?? {};
  return { passed: s.expected ?? 0, failed: (s.unexpected ?? 0) + (s.flaky ?? 0), skipped: s.skipped ?? 0 };
}

const total = ['unit.json', 'integration.json', 'e2e.json']
  .map(counts)
  .reduce(
    (a, b) => ({ passed: a.passed + b.passed, failed: a.failed + b.failed, skipped: a.skipped + b.skipped }),
    { passed: 0, failed: 0, skipped: 0 },
  );
const failedStep = results.find((r) => r.code !== 0);

console.log('\nSummary');
for (const r of results) console.log(`  ${r.code === 0 ? '✓' : '✗'} ${r.name} (${r.seconds}s)`);
for (const [name] of steps.slice(results.length)) console.log(`  - ${name} (not run)`);
if (!findChromium()) console.log('  ! e2e skipped: no Chromium');
if (failedStep) console.log(`\nFailed at: ${failedStep.name}`);
const failed = total.failed + (failedStep && total.failed === 0 ? 1 : 0);
console.log(
  `Tests: ${total.passed} passed, ${failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`,
);
process.exit(failedStep ? 1 : 0);
