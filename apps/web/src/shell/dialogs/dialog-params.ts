import { isDialogType, type DialogType } from '@vigil/contracts';

export const DIALOG_TYPE_PARAM = 'dialogType';
export const DIALOG_DATA_PARAM = 'dialogData';

export type DialogParams =
  | { state: 'closed' }
  | { state: 'unknown'; dialogType: string }
  | { state: 'open'; dialogType: DialogType; rawData: string | null };

/** What ?dialogType=…&dialogData=… asks for (spec part 1 §2 "Dialogs"). */
export function parseDialogParams(params: URLSearchParams): DialogParams {
  const dialogType = params.get(DIALOG_TYPE_PARAM);
  if (dialogType === null) return { state: 'closed' };
  if (!isDialogType(dialogType)) return { state: 'unknown', dialogType };
  return { state: 'open', dialogType, rawData: params.get(DIALOG_DATA_PARAM) };
}

/** Missing or mismatched dialog data: an internal error, its text not meant for the user. */
export class DialogDataError extends Error {
  constructor(dialogType: string, reason: string) {
    super(`Invalid data for dialog ${dialogType}: ${reason}`);
    this.name = 'DialogDataError';
  }
}

export function parseDialogData(dialogType: string, rawData: string | null): unknown {
  if (rawData === null || rawData === '') return undefined;
  try {
    return JSON.parse(rawData) as unknown;
  } catch {
    throw new DialogDataError(dialogType, 'dialogData is not JSON');
  }
}

export function withDialog(params: URLSearchParams, dialogType: DialogType, data?: unknown): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set(DIALOG_TYPE_PARAM, dialogType);
  if (data === undefined) next.delete(DIALOG_DATA_PARAM);
  else next.set(DIALOG_DATA_PARAM, JSON.stringify(data));
  return next;
}

export function withoutDialog(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete(DIALOG_TYPE_PARAM);
  next.delete(DIALOG_DATA_PARAM);
  return next;
}
