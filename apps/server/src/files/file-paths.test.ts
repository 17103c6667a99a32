import { describe, expect, it } from 'vitest';
import { extensionOf, folderChain, splitFilePath } from './file-paths.js';

describe('file paths', () => {
  it('splits Windows, UNC and POSIX paths into folder and name', () => {
    expect(splitFilePath('C:\\Users\\ann\\cards.xlsx')).toEqual({
      folder: 'C:\\Users\\ann',
      name: 'cards.xlsx',
    });
    expect(splitFilePath('C:\\cards.xlsx')).toEqual({ folder: 'C:\\', name: 'cards.xlsx' });
    expect(splitFilePath('\\\\srv\\share\\q1\\a.pdf')).toEqual({
      folder: '\\\\srv\\share\\q1',
      name: 'a.pdf',
    });
    expect(splitFilePath('/home/ann/a.txt')).toEqual({ folder: '/home/ann', name: 'a.txt' });
    expect(splitFilePath('/a.txt')).toEqual({ folder: '/', name: 'a.txt' });
    expect(splitFilePath('a.txt')).toEqual({ folder: '', name: 'a.txt' });
  });

  it('reads extensions in lower case, ignoring leading dots', () => {
    expect(extensionOf('/x/Report.PDF')).toBe('pdf');
    expect(extensionOf('/x/.bashrc')).toBe('');
    expect(extensionOf('C:\\a.b\\noext')).toBe('');
    expect(extensionOf('/x/a.tar.gz')).toBe('gz');
  });

  it('lists a folder and its ancestors, root first', () => {
    expect(folderChain('C:\\Users\\ann').map((f) => [f.path, f.name, f.parentPath, f.depth])).toEqual([
      ['C:\\', 'C:\\', null, 0],
      ['C:\\Users', 'Users', 'C:\\', 1],
      ['C:\\Users\\ann', 'ann', 'C:\\Users', 2],
    ]);
    expect(folderChain('/home/ann').map((f) => f.path)).toEqual(['/', '/home', '/home/ann']);
    expect(folderChain('/').map((f) => f.path)).toEqual(['/']);
    expect(folderChain('\\\\srv\\share\\q1').map((f) => f.path)).toEqual([
      '\\\\srv\\share',
      '\\\\srv\\share\\q1',
    ]);
  });

  it("takes a repository object's URL as bucket root and key folders", () => {
    expect(splitFilePath('s3://finance/payroll/2026.txt')).toEqual({
      folder: 's3://finance/payroll',
      name: '2026.txt',
    });
    expect(splitFilePath('s3://finance/a.txt')).toEqual({ folder: 's3://finance', name: 'a.txt' });
    expect(folderChain('s3://finance/payroll/q1').map((f) => [f.path, f.name, f.parentPath])).toEqual([
      ['s3://finance', 's3://finance', null],
      ['s3://finance/payroll', 'payroll', 's3://finance'],
      ['s3://finance/payroll/q1', 'q1', 's3://finance/payroll'],
    ]);
  });
});
