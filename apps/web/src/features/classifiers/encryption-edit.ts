import {
  encryptionDelayDaysOf,
  needsShortDelayConfirmation,
  sanitizeEncryptionDelayInput,
} from '@vigil/contracts';

/** What the list knows of a classifier's encryption (spec part 1 §3 "Classifier list row"). */
export interface EncryptionRowState {
  id: number;
  encryptionIsEnabled: boolean;
  encryptionDelayDays: number | null;
  rules: readonly { id: number }[];
}

/** A staged, not yet saved, change of the encryption checkbox or delay. */
export interface EncryptionEdit {
  enabled: boolean;
  /** The delay input's text (blank allowed while editing; sent as 0). */
  delayText: string;
}

export const DEFAULT_ENCRYPTION_DELAY_DAYS = 30;

export function savedDelayText(row: EncryptionRowState): string {
  return String(row.encryptionDelayDays ?? DEFAULT_ENCRYPTION_DELAY_DAYS);
}

/** The checkbox and delay as shown: the staged edit over the saved state. */
export function shownEncryption(row: EncryptionRowState, edit: EncryptionEdit | undefined): EncryptionEdit {
  return edit ?? { enabled: row.encryptionIsEnabled, delayText: savedDelayText(row) };
}

/** A staged edit that equals the saved state is no edit. */
function normalised(row: EncryptionRowState, edit: EncryptionEdit): EncryptionEdit | undefined {
  const saved = shownEncryption(row, undefined);
  const sameDelay =
    !edit.enabled || encryptionDelayDaysOf(edit.delayText) === encryptionDelayDaysOf(saved.delayText);
  return edit.enabled === saved.enabled && sameDelay && edit.delayText !== '' ? undefined : edit;
}

export type CheckboxOutcome =
  /** Turning encryption on from off opens the Encryption Wizard; nothing is staged. */
  { kind: 'wizard' } | { kind: 'staged'; edit: EncryptionEdit | undefined };

/** The checkbox clicked (spec part 1 §4): on opens the wizard, off stages a change. */
export function toggleEncryption(
  row: EncryptionRowState,
  edit: EncryptionEdit | undefined,
  checked: boolean,
): CheckboxOutcome {
  if (checked && !row.encryptionIsEnabled) return { kind: 'wizard' };
  const shown = shownEncryption(row, edit);
  return { kind: 'staged', edit: normalised(row, { ...shown, enabled: checked }) };
}

/** The delay typed: digits only, leading zero stripped, at most 4 digits. */
export function editDelay(
  row: EncryptionRowState,
  edit: EncryptionEdit | undefined,
  text: string,
): EncryptionEdit | undefined {
  const shown = shownEncryption(row, edit);
  return normalised(row, { ...shown, delayText: sanitizeEncryptionDelayInput(text) });
}

export type EncryptionSave =
  | { kind: 'update'; ruleId: number; encryptionIsEnabled: boolean; encryptionDelayDays: number }
  | { kind: 'create'; classifierId: number; isEnabled: boolean; delayDays: number };

/** Saving creates a rule when none exists (active, no override), else updates the existing one. */
export function encryptionSave(row: EncryptionRowState, edit: EncryptionEdit): EncryptionSave {
  const delayDays = encryptionDelayDaysOf(edit.delayText);
  const rule = row.rules[0];
  return rule
    ? { kind: 'update', ruleId: rule.id, encryptionIsEnabled: edit.enabled, encryptionDelayDays: delayDays }
    : { kind: 'create', classifierId: row.id, isEnabled: edit.enabled, delayDays };
}

/** A delay under 2 days (with encryption on) asks 'Apply New Setting' / Cancel. */
export function asksShortDelay(edit: EncryptionEdit): boolean {
  return needsShortDelayConfirmation(edit.enabled, encryptionDelayDaysOf(edit.delayText));
}
