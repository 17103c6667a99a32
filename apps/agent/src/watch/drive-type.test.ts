import { describe, expect, it } from 'vitest';
import {
  defaultRemovableRoots,
  driveTypeOf,
  parseProcMounts,
  parseWindowsDrives,
  type DriveContext,
} from './drive-type.js';

const linux = (mounts = ''): DriveContext => ({
  platform: 'linux',
  mounts: parseProcMounts(mounts),
  windowsDrives: new Map(),
  removableRoots: defaultRemovableRoots('linux'),
});

describe('driveTypeOf on Linux', () => {
  it('treats /media, /run/media and /mnt as removable', () => {
    const context = linux();
    expect(driveTypeOf('/media/ann/USB STICK/a.docx', context)).toBe('REMOVABLE');
    expect(driveTypeOf('/run/media/ann/SD/b.txt', context)).toBe('REMOVABLE');
    expect(driveTypeOf('/mnt/usb/c.txt', context)).toBe('REMOVABLE');
    expect(driveTypeOf('/home/ann/media/d.txt', context)).toBe('FIXED');
    expect(driveTypeOf('/mediation/e.txt', context)).toBe('FIXED');
  });

  it('treats network filesystems as network, whatever their mount point', () => {
    const context = linux(
      [
        '/dev/sda1 / ext4 rw 0 0',
        'nas:/export /mnt/nas nfs4 rw 0 0',
        '//srv/share /home/ann/Team\\040Share cifs rw 0 0',
      ].join('\n'),
    );
    expect(driveTypeOf('/mnt/nas/a.txt', context)).toBe('NETWORK');
    expect(driveTypeOf('/home/ann/Team Share/b.txt', context)).toBe('NETWORK');
    expect(driveTypeOf('/home/ann/c.txt', context)).toBe('FIXED');
  });
});

describe('driveTypeOf on macOS and Windows', () => {
  it('treats /Volumes as removable on macOS', () => {
    const context: DriveContext = {
      platform: 'darwin',
      mounts: [],
      windowsDrives: new Map(),
      removableRoots: defaultRemovableRoots('darwin'),
    };
    expect(driveTypeOf('/Volumes/USB/a.txt', context)).toBe('REMOVABLE');
    expect(driveTypeOf('/Users/ann/a.txt', context)).toBe('FIXED');
  });

  it('uses the drive letters Windows reports, and UNC paths are network', () => {
    const context: DriveContext = {
      platform: 'win32',
      mounts: [],
      windowsDrives: parseWindowsDrives('C: 3\r\nE: 2\r\nF: 5\r\nZ: 4\r\n\r\n'),
      removableRoots: [],
    };
    expect(driveTypeOf('C:\\Users\\ann\\a.txt', context)).toBe('FIXED');
    expect(driveTypeOf('e:\\backup\\a.txt', context)).toBe('REMOVABLE');
    expect(driveTypeOf('F:\\disc\\a.txt', context)).toBe('REMOVABLE');
    expect(driveTypeOf('Z:\\team\\a.txt', context)).toBe('NETWORK');
    expect(driveTypeOf('\\\\server\\share\\a.txt', context)).toBe('NETWORK');
    expect(driveTypeOf('D:\\a.txt', context)).toBe('FIXED');
  });
});
