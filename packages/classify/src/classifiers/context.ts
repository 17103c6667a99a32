import type { ClassifierDefinition } from '@vigil/contracts';
import type { ClassifyInput } from '../types.js';

/** Classifiers that look at where a file is or what touched it, not at its content. */
export type ContextPredicate = (input: ClassifyInput) => boolean;

export const normalizeExtension = (ext: string): string => ext.trim().toLowerCase().replace(/^\.+/, '');

export const normalizeProcess = (name: string): string => {
  const base = name.trim().toLowerCase().split(/[\\/]/).pop() ?? '';
  return base.endsWith('.exe') ? base.slice(0, -4) : base;
};

function extensionOf(input: ClassifyInput): string {
  if (input.extension) return normalizeExtension(input.extension);
  const name = input.path.split(/[\\/]/).pop() ?? '';
  const dot = name.lastIndexOf('.');
  return dot > 0 ? normalizeExtension(name.slice(dot + 1)) : '';
}

/** Drive letters, backslashes and UNC shares: Windows paths compare without case. */
const isWindowsPath = (p: string) => /^[A-Za-z]:/.test(p) || p.includes('\\');

function normalizePath(p: string, windows: boolean): string {
  let out = p.replace(/\\/g, '/').replace(/\/+$/, '');
  if (windows) out = out.toLowerCase();
  return out;
}

export function isInsideFolder(path: string, folder: string): boolean {
  const windows = isWindowsPath(path) || isWindowsPath(folder);
  const p = normalizePath(path, windows);
  const f = normalizePath(folder, windows);
  if (f === '') return p.startsWith('/');
  return p === f || p.startsWith(`${f}/`);
}

/** The predicate of a non-content, non-compound classifier. */
export function contextPredicate(def: ClassifierDefinition): ContextPredicate {
  switch (def.type) {
    case 'BY_EXTENSIONS': {
      const wanted = new Set(def.extensions.map(normalizeExtension).filter((e) => e.length > 0));
      return (input) => wanted.has(extensionOf(input));
    }
    case 'BY_FILE_SOURCE':
      return (input) => def.fileSourceType != null && input.fileSource === def.fileSourceType;
    case 'BY_CHANNELS': {
      const wanted = new Set(def.processNames.map(normalizeProcess).filter((p) => p.length > 0));
      return (input) => input.processName != null && wanted.has(normalizeProcess(input.processName));
    }
    case 'BY_FOLDER': {
      const folder = def.folder;
      return (input) =>
        folder != null && input.deviceId === folder.deviceId && isInsideFolder(input.path, folder.path);
    }
    case 'BY_REMOVABLE_DEVICE':
      return (input) => input.isRemovable === true;
    default:
      throw new Error(`${def.type} is not a context classifier`);
  }
}
