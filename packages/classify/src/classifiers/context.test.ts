import { describe, expect, it } from 'vitest';
import { createEngine } from '../engine.js';
import { createClassifier, textInput } from '../testing/factories.js';
import type { ClassifyInput } from '../types.js';
import { isInsideFolder } from './context.js';

function run(input: Partial<ClassifyInput>, def: Parameters<typeof createClassifier>[0]) {
  const classifier = createClassifier({ valuePerRecord: 25, ...def });
  return createEngine([classifier]).classify(textInput('', input)).results[0]!;
}

describe('BY_EXTENSIONS', () => {
  const def = { type: 'BY_EXTENSIONS' as const, extensions: ['.DOCX', 'pdf'] };

  it('matches case-insensitively, with or without the dot, as one record', () => {
    expect(run({ extension: 'docx' }, def)).toMatchObject({ matched: true, entries: 1, riskUsd: 25 });
    expect(run({ extension: '.PDF' }, def).matched).toBe(true);
    expect(run({ extension: 'txt' }, def)).toMatchObject({ matched: false, entries: 0, riskUsd: 0 });
  });

  it('falls back to the path when the extension is empty', () => {
    expect(run({ extension: '', path: 'C:\\Docs\\Plan.Docx' }, def).matched).toBe(true);
  });
});

describe('BY_FILE_SOURCE', () => {
  it('matches the storage platform', () => {
    const def = { type: 'BY_FILE_SOURCE' as const, fileSourceType: 'ONE_DRIVE' as const };
    expect(run({ fileSource: 'ONE_DRIVE' }, def).matched).toBe(true);
    expect(run({ fileSource: 'DROP_BOX' }, def).matched).toBe(false);
    expect(run({}, def).matched).toBe(false);
  });
});

describe('BY_CHANNELS', () => {
  const def = { type: 'BY_CHANNELS' as const, processNames: ['chrome.exe', 'Slack'] };

  it('matches the process name case-insensitively, with or without .exe', () => {
    expect(run({ processName: 'chrome' }, def).matched).toBe(true);
    expect(run({ processName: 'SLACK.EXE' }, def).matched).toBe(true);
    expect(run({ processName: 'C:\\Program Files\\Google\\Chrome.exe' }, def).matched).toBe(true);
    expect(run({ processName: 'firefox.exe' }, def).matched).toBe(false);
    expect(run({ processName: null }, def).matched).toBe(false);
  });
});

describe('BY_FOLDER', () => {
  it('matches files inside the folder on the same device', () => {
    const def = { type: 'BY_FOLDER' as const, folder: { deviceId: 7, path: 'C:\\Users\\Ann\\Finance\\' } };
    expect(run({ deviceId: 7, path: 'c:/users/ann/finance/q1/report.xlsx' }, def).matched).toBe(true);
    expect(run({ deviceId: 7, path: 'C:\\Users\\Ann\\Finance' }, def).matched).toBe(true);
    expect(run({ deviceId: 7, path: 'C:\\Users\\Ann\\FinanceOld\\a.txt' }, def).matched).toBe(false);
    expect(run({ deviceId: 8, path: 'C:\\Users\\Ann\\Finance\\a.txt' }, def).matched).toBe(false);
  });

  it('compares POSIX paths with their case', () => {
    expect(isInsideFolder('/home/ann/Secret/a.txt', '/home/ann/Secret')).toBe(true);
    expect(isInsideFolder('/home/ann/secret/a.txt', '/home/ann/Secret')).toBe(false);
    expect(isInsideFolder('/anything', '/')).toBe(true);
  });
});

describe('BY_REMOVABLE_DEVICE', () => {
  it('matches files on removable drives', () => {
    const def = { type: 'BY_REMOVABLE_DEVICE' as const };
    expect(run({ isRemovable: true }, def)).toMatchObject({ matched: true, entries: 1, riskUsd: 25 });
    expect(run({ isRemovable: false }, def).matched).toBe(false);
  });
});
