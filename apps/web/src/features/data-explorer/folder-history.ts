/** Where the Folder Risk Explorer stands: the device list, a device's top folders, or a folder. */
export type FolderLocation =
  | { kind: 'devices' }
  | { kind: 'device'; deviceId: number; deviceName: string }
  | { kind: 'folder'; deviceId: number; deviceName: string; folderId: number };

/** The explorer's history (spec part 2 §4 "Folder explorer has undo and redo history"). */
export interface FolderHistory {
  past: FolderLocation[];
  present: FolderLocation;
  future: FolderLocation[];
}

export type FolderHistoryAction = { type: 'open'; to: FolderLocation } | { type: 'undo' } | { type: 'redo' };

export const START: FolderHistory = { past: [], present: { kind: 'devices' }, future: [] };

const same = (a: FolderLocation, b: FolderLocation) => JSON.stringify(a) === JSON.stringify(b);

/** Opening a place forgets what undo had left to redo, as in every editor. */
export function folderHistory(state: FolderHistory, action: FolderHistoryAction): FolderHistory {
  switch (action.type) {
    case 'open':
      if (same(state.present, action.to)) return state;
      return { past: [...state.past, state.present], present: action.to, future: [] };
    case 'undo': {
      const previous = state.past[state.past.length - 1];
      if (!previous) return state;
      return { past: state.past.slice(0, -1), present: previous, future: [state.present, ...state.future] };
    }
    case 'redo': {
      const [next, ...rest] = state.future;
      if (!next) return state;
      return { past: [...state.past, state.present], present: next, future: rest };
    }
  }
}
