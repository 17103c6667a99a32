import { describe, expect, it } from 'vitest';
import { AgentLimits } from '@vigil/contracts';
import { boundEntries, readFailure } from './analyze-file.js';

const errno = (code: string) => Object.assign(new Error(`${code}: failed`), { code });

describe('readFailure', () => {
  it('maps permission errors to CANT_OPEN_FILE and locks to LOCKED', () => {
    expect(readFailure(errno('EACCES'))).toMatchObject({ kind: 'unreadable', parseResult: 'CANT_OPEN_FILE' });
    expect(readFailure(errno('EPERM'))).toMatchObject({ kind: 'unreadable', parseResult: 'CANT_OPEN_FILE' });
    expect(readFailure(errno('EBUSY'))).toMatchObject({ kind: 'unreadable', parseResult: 'LOCKED' });
    expect(readFailure(errno('EAGAIN'))).toMatchObject({ kind: 'unreadable', parseResult: 'LOCKED' });
  });

  it('treats a file that vanished as gone, not as an error', () => {
    expect(readFailure(errno('ENOENT'))).toEqual({ kind: 'gone' });
    expect(readFailure(errno('EISDIR'))).toEqual({ kind: 'gone' });
  });
});

describe('boundEntries', () => {
  it('keeps entries and samples within the API limits', () => {
    const entries = Array.from({ length: AgentLimits.entriesPerFile + 5 }, (_, i) => ({
      classifierId: i,
      count: 2.7,
      samples: Array.from({ length: 9 }, () => 'x'.repeat(100)),
    }));
    const bounded = boundEntries(entries);
    expect(bounded).toHaveLength(AgentLimits.entriesPerFile);
    expect(bounded[0]?.count).toBe(2);
    expect(bounded[0]?.samples).toHaveLength(AgentLimits.samplesPerEntry);
    expect(bounded[0]?.samples[0]).toHaveLength(64);
  });
});
