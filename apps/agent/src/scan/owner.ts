import { readFileSync } from 'node:fs';
import os from 'node:os';

/** uid → user name from /etc/passwd text (name:x:uid:…). */
export function parsePasswd(text: string): Map<number, string> {
  const names = new Map<number, string>();
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const [name, , uid] = line.split(':');
    const id = Number(uid);
    if (name && uid !== undefined && uid !== '' && Number.isInteger(id) && !names.has(id))
      names.set(id, name);
  }
  return names;
}

/**
 * Resolves file owners cheaply: /etc/passwd is read once (directory services are not queried —
 * an unknown uid is reported as the number). Windows stats carry no owner.
 */
export function createOwnerResolver(platform: NodeJS.Platform = process.platform): (uid: number) => string {
  if (platform === 'win32') return () => '';
  let names: Map<number, string>;
  try {
    names = parsePasswd(readFileSync('/etc/passwd', 'utf8'));
  } catch {
    names = new Map();
  }
  try {
    const me = os.userInfo();
    if (!names.has(me.uid)) names.set(me.uid, me.username);
  } catch {
    // No passwd entry for the current uid (containers): numbers only.
  }
  return (uid) => names.get(uid) ?? String(uid);
}
