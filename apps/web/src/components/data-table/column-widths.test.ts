import { describe, expect, it } from 'vitest';
import { columnWidthsKey, readColumnWidths, sanitizeColumnWidths, writeColumnWidths } from './column-widths';

const columns = [{ id: 'name' }, { id: 'risk', minWidth: 90 }, { id: 'files', minWidth: 20 }];

describe('column widths', () => {
  it('raises widths to the minimum of 50 px, or the column minimum when larger', () => {
    expect(sanitizeColumnWidths({ name: 10, risk: 60, files: 30 }, columns)).toEqual({
      name: 50,
      risk: 90,
      files: 50,
    });
  });

  it('keeps known columns with finite numbers only', () => {
    expect(sanitizeColumnWidths({ name: 120.4, gone: 300, risk: 'wide', files: Infinity }, columns)).toEqual({
      name: 120,
    });
    expect(sanitizeColumnWidths('nonsense', columns)).toEqual({});
    expect(sanitizeColumnWidths([1, 2], columns)).toEqual({});
  });

  it('is remembered per table id', () => {
    writeColumnWidths(window.localStorage, 'dataRisk', { name: 300, risk: 40 }, columns);
    writeColumnWidths(window.localStorage, 'deviceRisk', { name: 140 }, columns);
    expect(window.localStorage.getItem(columnWidthsKey('dataRisk'))).toBe('{"name":300,"risk":90}');
    expect(readColumnWidths(window.localStorage, 'dataRisk', columns)).toEqual({ name: 300, risk: 90 });
    expect(readColumnWidths(window.localStorage, 'deviceRisk', columns)).toEqual({ name: 140 });
    expect(readColumnWidths(window.localStorage, 'other', columns)).toEqual({});
  });

  it('survives broken storage content', () => {
    window.localStorage.setItem(columnWidthsKey('broken'), '{not json');
    expect(readColumnWidths(window.localStorage, 'broken', columns)).toEqual({});
    expect(readColumnWidths(null, 'broken', columns)).toEqual({});
  });
});
