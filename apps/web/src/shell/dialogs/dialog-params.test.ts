import { describe, expect, it } from 'vitest';
import { DialogDataError, parseDialogParams, withDialog, withoutDialog } from './dialog-params';
import { readDialogData } from './dialog-registry';

const params = (query: string) => new URLSearchParams(query);

describe('dialog parameters', () => {
  it('is closed without dialogType', () => {
    expect(parseDialogParams(params('tab=1'))).toEqual({ state: 'closed' });
  });

  it('names an unknown type as such', () => {
    expect(parseDialogParams(params('dialogType=nope'))).toEqual({ state: 'unknown', dialogType: 'nope' });
  });

  it('opens a known type with its raw data', () => {
    expect(parseDialogParams(params('dialogType=editTenant&dialogData=%7B%22id%22%3A5%7D'))).toEqual({
      state: 'open',
      dialogType: 'editTenant',
      rawData: '{"id":5}',
    });
  });

  it('reads the data a dialog needs', () => {
    expect(readDialogData('editTenant', '{"id":5,"tenantType":"CUSTOMER"}')).toEqual({
      id: 5,
      tenantType: 'CUSTOMER',
    });
    expect(() => readDialogData('editTenant', '{"id":5}')).toThrow(DialogDataError);
    expect(readDialogData('addUser', null)).toBeUndefined();
    expect(readDialogData('encryptionWizard', '{"classifierId":3}')).toEqual({ classifierId: 3 });
  });

  it('raises an internal error for malformed, missing or mismatched data', () => {
    expect(() => readDialogData('editTenant', '{not json')).toThrow(DialogDataError);
    expect(() => readDialogData('editTenant', null)).toThrow(DialogDataError);
    expect(() => readDialogData('editTenant', '{"id":"5"}')).toThrow(DialogDataError);
  });

  it('adds and removes the dialog parameters, keeping the others', () => {
    const opened = withDialog(params('tab=1'), 'editUser', { id: 9 });
    expect(opened.get('dialogType')).toBe('editUser');
    expect(opened.get('dialogData')).toBe('{"id":9}');
    expect(withoutDialog(opened).toString()).toBe('tab=1');
    expect(withDialog(params('dialogData=x'), 'addUser').has('dialogData')).toBe(false);
  });
});
