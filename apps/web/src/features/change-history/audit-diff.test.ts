import { describe, expect, it } from 'vitest';
import { auditChanges, entityTypeLabel, fieldLabel, renderValue } from './audit-diff';

describe('auditChanges', () => {
  it('lists only the fields an update changed, with before and after', () => {
    expect(
      auditChanges(
        { name: 'Cards', valuePerRecord: 20, isActive: true, regulations: [1, 2] },
        { name: 'Cards', valuePerRecord: 35, isActive: false, regulations: [1, 2] },
      ),
    ).toEqual([
      { field: 'valuePerRecord', label: 'Value per Record', before: '20', after: '35' },
      { field: 'isActive', label: 'Active', before: 'Yes', after: 'No' },
    ]);
  });

  it('shows every field of a create as new and of a delete as gone', () => {
    expect(auditChanges(null, { name: 'Cards', rules: [{ ruleType: 'NOT_REGEX', text: 'x' }] })).toEqual([
      { field: 'name', label: 'Name', before: null, after: 'Cards' },
      { field: 'rules', label: 'Rules', before: null, after: '(Matcher: Not regex, Value: x)' },
    ]);
    expect(auditChanges({ name: 'Cards' }, null)).toEqual([
      { field: 'name', label: 'Name', before: 'Cards', after: null },
    ]);
  });

  it('keeps fields that appear or disappear in an update', () => {
    expect(auditChanges({ a: 1, gone: 'x' }, { a: 1, added: null })).toEqual([
      { field: 'added', label: 'Added', before: null, after: '—' },
      { field: 'gone', label: 'Gone', before: 'x', after: null },
    ]);
  });

  it('compares nested objects field by field, and names them in words', () => {
    expect(
      auditChanges(
        { encryptionSettings: { isEnabled: true, delayDays: 30 } },
        { encryptionSettings: { isEnabled: true, delayDays: 2 } },
      ),
    ).toEqual([
      {
        field: 'encryptionSettings.delayDays',
        label: 'Encryption settings › Delay days',
        before: '30',
        after: '2',
      },
    ]);
  });

  it('shows codes by the console’s names, lists by their items’ names, and keeps names as written', () => {
    expect(
      auditChanges(
        { type: 'BY_CONTENT', regulations: [{ id: 1, name: 'HIPAA' }], valuePerRecord: 1200 },
        {
          type: 'BY_EXTENSIONS',
          regulations: [
            { id: 1, name: 'HIPAA' },
            { id: 2, name: 'GDPR' },
          ],
          valuePerRecord: 12000,
        },
      ),
    ).toEqual([
      { field: 'type', label: 'Classifier Type', before: 'Content', after: 'Extensions' },
      { field: 'regulations', label: 'Regulations', before: 'HIPAA', after: 'HIPAA, GDPR' },
      { field: 'valuePerRecord', label: 'Value per Record', before: '1,200', after: '12,000' },
    ]);
    expect(renderValue('LEAVE_ENCRYPTED')).toBe('Leave encrypted');
    expect(renderValue([])).toBe('None');
    expect(fieldLabel('countryIds')).toBe('Countries');
    expect(fieldLabel('isSensitive')).toBe('Sensitive');
  });

  it('returns nothing when there is no state', () => {
    expect(auditChanges(null, null)).toEqual([]);
    expect(auditChanges({ a: 1 }, { a: 1 })).toEqual([]);
  });

  it('treats non-object states as one value', () => {
    expect(auditChanges(1, 2)).toEqual([{ field: 'value', label: 'Value', before: '1', after: '2' }]);
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
