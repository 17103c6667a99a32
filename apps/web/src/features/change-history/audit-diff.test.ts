import { describe, expect, it } from 'vitest';
import { auditChanges, entityTypeLabel, renderValue } from './audit-diff';

describe('auditChanges', () => {
  it('lists only the fields an update changed, with before and after', () => {
    expect(
      auditChanges(
        { name: 'Cards', valuePerRecord: 20, isActive: true, regulations: [1, 2] },
        { name: 'Cards', valuePerRecord: 35, isActive: false, regulations: [1, 2] },
      ),
    ).toEqual([
      { field: 'valuePerRecord', before: '20', after: '35' },
      { field: 'isActive', before: 'true', after: 'false' },
    ]);
  });

  it('shows every field of a create as new and of a delete as gone', () => {
    expect(auditChanges(null, { name: 'Cards', rules: [{ text: 'x' }] })).toEqual([
      { field: 'name', before: null, after: 'Cards' },
      { field: 'rules', before: null, after: '[{"text":"x"}]' },
    ]);
    expect(auditChanges({ name: 'Cards' }, null)).toEqual([{ field: 'name', before: 'Cards', after: null }]);
  });

  it('keeps fields that appear or disappear in an update', () => {
    expect(auditChanges({ a: 1, gone: 'x' }, { a: 1, added: null })).toEqual([
      { field: 'added', before: null, after: '—' },
      { field: 'gone', before: 'x', after: null },
    ]);
  });

  it('compares nested values by content', () => {
    expect(
      auditChanges({ s: { isEnabled: true, delayDays: 30 } }, { s: { isEnabled: true, delayDays: 2 } }),
    ).toEqual([
      { field: 's', before: '{"isEnabled":true,"delayDays":30}', after: '{"isEnabled":true,"delayDays":2}' },
    ]);
  });

  it('returns nothing when there is no state', () => {
    expect(auditChanges(null, null)).toEqual([]);
    expect(auditChanges({ a: 1 }, { a: 1 })).toEqual([]);
  });

  it('treats non-object states as one value', () => {
    expect(auditChanges(1, 2)).toEqual([{ field: 'value', before: '1', after: '2' }]);
  });
});

describe('renderValue and entityTypeLabel', () => {
  it('cuts long values at 160 characters', () => {
    const long = renderValue('x'.repeat(500));
    expect(long).toHaveLength(160);
    expect(long.endsWith('…')).toBe(true);
  });
  it('spaces the words of an entity type', () => {
    expect(entityTypeLabel('TemplateClassifier')).toBe('Template Classifier');
    expect(entityTypeLabel('Rule')).toBe('Rule');
  });
});
