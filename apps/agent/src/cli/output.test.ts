import { describe, expect, it } from 'vitest';
import { createOutput } from './output.js';

function streams(tty: boolean) {
  const out: string[] = [];
  const err: string[] = [];
  return {
    out,
    err,
    stdout: { write: (s: string) => out.push(s) },
    stderr: { write: (s: string) => err.push(s), isTTY: tty },
  };
}

describe('createOutput', () => {
  it('keeps one updating progress line on a terminal, cleared before other output', () => {
    const s = streams(true);
    const output = createOutput({ stdout: s.stdout, stderr: s.stderr });
    output.progress('10 files');
    output.progress('20 files');
    output.warn('careful');
    expect(s.err).toEqual(['\r\x1b[2K10 files', '\r\x1b[2K20 files', '\r\x1b[2K', 'careful\n']);
  });

  it('prints a progress line every few seconds when not on a terminal', () => {
    const s = streams(false);
    let now = 0;
    const output = createOutput({
      stdout: s.stdout,
      stderr: s.stderr,
      plainIntervalMs: 5_000,
      now: () => now,
    });
    output.progress('a');
    now = 1_000;
    output.progress('b');
    now = 6_000;
    output.progress('c');
    expect(s.err).toEqual(['a\n', 'c\n']);
  });

  it('shows no progress when quiet, but still results and warnings', () => {
    const s = streams(true);
    const output = createOutput({ stdout: s.stdout, stderr: s.stderr, quiet: true });
    output.progress('hidden');
    output.line('result');
    output.warn('warning');
    expect(s.out).toEqual(['result\n']);
    expect(s.err).toEqual(['warning\n']);
  });
});
