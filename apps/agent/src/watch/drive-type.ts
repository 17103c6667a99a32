import { execFile } from 'node:child_process';
import { promises as fs } from 'node:fs';
import type { DriveType } from '@vigil/contracts';

export interface MountInfo {
  mountPoint: string;
  fsType: string;
}

export interface DriveContext {
  platform: NodeJS.Platform;
  /** Linux: mounted filesystems (from /proc/mounts), longest mount point first. */
  mounts: MountInfo[];
  /** Windows: drive letters (upper case, no colon) by kind, as Win32_LogicalDisk reports them. */
  windowsDrives: ReadonlyMap<string, DriveType>;
  /** Folders (with a trailing separator) where removable media are mounted. */
  removableRoots: readonly string[];
}

const NETWORK_FS = new Set([
  'nfs',
  'nfs4',
  'cifs',
  'smb3',
  'smbfs',
  'sshfs',
  'fuse.sshfs',
  'fuse.rclone',
  'davfs',
  'fuse.davfs2',
  'afs',
  'ncpfs',
  'glusterfs',
  'ceph',
  '9p',
]);

/** Where desktop Linux (udisks) and administrators mount USB sticks and card readers; macOS volumes. */
export function defaultRemovableRoots(platform: NodeJS.Platform): string[] {
  if (platform === 'win32') return [];
  return platform === 'darwin' ? ['/Volumes/'] : ['/media/', '/run/media/', '/mnt/'];
}

function unescapeMount(value: string): string {
  return value.replace(/\\([0-7]{3})/g, (_, octal: string) => String.fromCharCode(parseInt(octal, 8)));
}

export function parseProcMounts(text: string): MountInfo[] {
  const mounts: MountInfo[] = [];
  for (const line of text.split('\n')) {
    const [, mountPoint, fsType] = line.split(' ');
    if (mountPoint && fsType) mounts.push({ mountPoint: unescapeMount(mountPoint), fsType });
  }
  return mounts.sort((a, b) => b.mountPoint.length - a.mountPoint.length);
}

/** Lines "E: 2" (DeviceID, Win32_LogicalDisk DriveType) → letter → drive type. */
export function parseWindowsDrives(text: string): Map<string, DriveType> {
  const drives = new Map<string, DriveType>();
  for (const line of text.split(/\r?\n/)) {
    const match = /^([A-Za-z]):\s+(\d)\s*$/.exec(line.trim());
    if (!match?.[1] || !match[2]) continue;
    const code = Number(match[2]);
    // 2 removable disk, 3 local disk, 4 network drive, 5 optical disc.
    const type: DriveType =
      code === 2 || code === 5 ? 'REMOVABLE' : code === 4 ? 'NETWORK' : code === 3 ? 'FIXED' : 'UNKNOWN';
    drives.set(match[1].toUpperCase(), type);
  }
  return drives;
}

export function driveTypeOf(filePath: string, context: DriveContext): DriveType {
  if (context.platform === 'win32') {
    if (filePath.startsWith('\\\\') || filePath.startsWith('//')) return 'NETWORK';
    const letter = /^([A-Za-z]):/.exec(filePath)?.[1]?.toUpperCase();
    if (!letter) return 'UNKNOWN';
    return context.windowsDrives.get(letter) ?? 'FIXED';
  }
  const mount = context.mounts.find(
    (m) =>
      filePath === m.mountPoint ||
      filePath.startsWith(m.mountPoint.endsWith('/') ? m.mountPoint : `${m.mountPoint}/`),
  );
  if (mount && NETWORK_FS.has(mount.fsType)) return 'NETWORK';
  if (context.removableRoots.some((root) => filePath.startsWith(root))) return 'REMOVABLE';
  return 'FIXED';
}

/** Reads what the OS says about drives; anything unavailable degrades to path rules only. */
export async function detectDriveContext(
  platform: NodeJS.Platform = process.platform,
): Promise<DriveContext> {
  if (platform === 'win32') {
    const text = await new Promise<string>((resolve) => {
      execFile(
        'powershell.exe',
        [
          '-NoProfile',
          '-NonInteractive',
          '-Command',
          'Get-CimInstance Win32_LogicalDisk | ForEach-Object { "$($_.DeviceID) $($_.DriveType)" }',
        ],
        { timeout: 5_000, windowsHide: true },
        (error, stdout) => resolve(error ? '' : stdout),
      );
    });
    return { platform, mounts: [], windowsDrives: parseWindowsDrives(text), removableRoots: [] };
  }
  const text = platform === 'linux' ? await fs.readFile('/proc/mounts', 'utf8').catch(() => '') : '';
  return {
    platform,
    mounts: parseProcMounts(text),
    windowsDrives: new Map(),
    removableRoots: defaultRemovableRoots(platform),
  };
}
