import { describe, expect, it } from 'vitest';
import { AgentLimits } from '@vigil/contracts';
import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { classifierDefinitionSchema } from '@vigil/contracts';
import { boundEntries, createFileAnalyzer, readFailure } from './analyze-file.js';

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
    const huge = boundEntries([{ classifierId: 1, count: 2 ** 53 - 1, samples: [] }]);
    expect(huge[0]?.count).toBe(AgentLimits.entriesPerFinding);
  });
});

describe('createFileAnalyzer', () => {
  it('leaves out a classifier it cannot compile and still finds what the others find', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'vigil-analyze-'));
    const file = path.join(dir, 'cards.txt');
    await writeFile(file, 'card 4111 1111 1111 1111 on file');
    const classifiers = [
      classifierDefinitionSchema.parse({
        id: 1,
        name: 'Broken pattern',
        type: 'BY_CONTENT',
        rules: [{ ruleType: 'REGEX', text: '(unclosed', entryCounter: true }],
      }),
      classifierDefinitionSchema.parse({
        id: 2,
        name: 'Cards',
        type: 'BY_CONTENT',
        rules: [
          {
            ruleType: 'REGEX',
            text: '\\b\\d{4} \\d{4} \\d{4} \\d{4}\\b',
            checkMethod: 'LUHN',
            entryCounter: true,
          },
        ],
      }),
    ];
    const analyze = createFileAnalyzer({ classifiers, deviceId: 1 });
    const result = await analyze({
      path: file,
      extension: 'txt',
      knownHash: null,
      parseAsText: false,
      isRemovable: false,
    });
    expect(result.kind).toBe('analyzed');
    if (result.kind !== 'analyzed') return;
    expect(result.entries.map((e) => [e.classifierId, e.count])).toEqual([[2, 1]]);
  });
});
