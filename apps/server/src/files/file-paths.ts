/**
 * Paths as agents report them: Windows ("C:\Users\a\b.txt", "\\server\share\b.txt") or POSIX
 * ("/home/a/b.txt"), or a repository's object URL ("s3://bucket/a/b.txt"). The separator is the path's own; nothing is rewritten, so a path reads in
 * the console exactly as it was on the device.
 */

export interface FolderLink {
  path: string;
  name: string;
  /** null for a root ("C:\", "/", "\\server\share"). */
  parentPath: string | null;
  depth: number;
}

function separatorOf(path: string): '\\' | '/' {
  return path.includes('\\') && !path.startsWith('/') ? '\\' : '/';
}

function rootOf(path: string, sep: '\\' | '/'): string {
  // A repository's object ("s3://bucket/key"): the bucket is the root.
  const url = /^[a-z][a-z0-9+.-]*:\/\/[^/]+/i.exec(path);
  if (sep === '/' && url) return url[0];
  if (sep === '/') return path.startsWith('/') ? '/' : '';
  const drive = /^[A-Za-z]:\\/.exec(path);
  if (drive) return drive[0];
  const unc = /^\\\\[^\\]+\\[^\\]+/.exec(path);
  if (unc) return unc[0];
  return '';
}

/** The folder holding a file, and the file's name. */
export function splitFilePath(path: string): { folder: string; name: string } {
  const sep = separatorOf(path);
  const root = rootOf(path, sep);
  const cut = path.lastIndexOf(sep);
  if (cut < root.length) return { folder: root, name: path.slice(root.length) };
  return { folder: cut === 0 ? sep : path.slice(0, cut), name: path.slice(cut + 1) };
}

/** Lower-case extension without the dot ("" when none); a leading dot is a name, not an extension. */
export function extensionOf(path: string): string {
  const { name } = splitFilePath(path);
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** The folder and every folder above it, root first. */
export function folderChain(folderPath: string): FolderLink[] {
  const sep = separatorOf(folderPath);
  const root = rootOf(folderPath, sep);
  const rest = folderPath
    .slice(root.length)
    .split(sep)
    .filter((s) => s !== '');
  const chain: FolderLink[] = [{ path: root, name: root, parentPath: null, depth: 0 }];
  let current = root;
  for (const segment of rest) {
    const parent = current;
    current = current === '' ? segment : current.endsWith(sep) ? current + segment : current + sep + segment;
    chain.push({ path: current, name: segment, parentPath: parent, depth: chain.length });
  }
  return chain;
}
