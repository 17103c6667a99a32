import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const FIXTURE = fileURLToPath(new URL('./fixtures/log-lines.ts', import.meta.url));

function linesWritten(count: number, ending: 'end' | 'exit' | 'throw'): number[] {
  const run = spawnSync(process.execPath, ['--import', 'tsx', FIXTURE, String(count), ending], {
    encoding: 'utf8',
    timeout: 30_000,
  });
  return run.stdout
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => (JSON.parse(l) as { i: number }).i);
}

describe('the batched standard output of log lines', () => {
  it.each(['end', 'exit', 'throw'] as const)(
    'writes every line, in order, when the process ends by %s',
    (ending) => {
      // Fewer lines than one batch, and several batches with a remainder.
      for (const count of [3, 250]) {
        expect(linesWritten(count, ending)).toEqual(Array.from({ length: count }, (_, i) => i));
      }
    },
  );
});
