import { describe, expect, it } from 'vitest';
import { folderHistory, START, type FolderLocation } from './folder-history';

const device: FolderLocation = { kind: 'device', deviceId: 1, deviceName: 'laptop' };
const folder = (folderId: number): FolderLocation => ({
  kind: 'folder',
  deviceId: 1,
  deviceName: 'laptop',
  folderId,
});

describe('folder explorer history', () => {
  it('undoes and redoes the places opened, in order', () => {
    let s = folderHistory(START, { type: 'open', to: device });
    s = folderHistory(s, { type: 'open', to: folder(10) });
    s = folderHistory(s, { type: 'open', to: folder(11) });
    s = folderHistory(s, { type: 'undo' });
    expect(s.present).toEqual(folder(10));
    s = folderHistory(s, { type: 'undo' });
    expect(s.present).toEqual(device);
    s = folderHistory(s, { type: 'redo' });
    expect(s.present).toEqual(folder(10));
    expect(s.future).toEqual([folder(11)]);
  });

  it('forgets the redo list when another place is opened, and ignores undo at the start', () => {
    let s = folderHistory(START, { type: 'undo' });
    expect(s).toBe(START);
    s = folderHistory(s, { type: 'open', to: device });
    s = folderHistory(s, { type: 'open', to: folder(10) });
    s = folderHistory(s, { type: 'undo' });
    s = folderHistory(s, { type: 'open', to: folder(12) });
    expect(s.future).toEqual([]);
    expect(folderHistory(s, { type: 'redo' })).toBe(s);
    // opening the place already shown adds nothing to undo
    expect(folderHistory(s, { type: 'open', to: folder(12) })).toBe(s);
  });
});
