/** PDF values as the lexer produces them; numbers, booleans and null are plain JS values. */
export type PdfValue =
  number | boolean | null | PdfName | PdfString | PdfRef | PdfValue[] | PdfDict | PdfStream | PdfOperator;

export interface PdfName {
  kind: 'name';
  name: string;
}

export interface PdfString {
  kind: 'string';
  bytes: Uint8Array;
}

export interface PdfRef {
  kind: 'ref';
  num: number;
  gen: number;
}

export interface PdfDict {
  kind: 'dict';
  entries: Map<string, PdfValue>;
}

export interface PdfStream {
  kind: 'stream';
  dict: PdfDict;
  /** The raw (still encoded) data. */
  data: Uint8Array;
}

/** A bare keyword: an operator in a content stream, or a structural word (obj, stream, R) elsewhere. */
export interface PdfOperator {
  kind: 'op';
  op: string;
}

export function isName(value: PdfValue | undefined, name?: string): value is PdfName {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    value.kind === 'name' &&
    (name === undefined || value.name === name)
  );
}

export function isDict(value: PdfValue | undefined): value is PdfDict {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && value.kind === 'dict';
}

export function isStream(value: PdfValue | undefined): value is PdfStream {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && value.kind === 'stream';
}

export function isRef(value: PdfValue | undefined): value is PdfRef {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && value.kind === 'ref';
}

export function isString(value: PdfValue | undefined): value is PdfString {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && value.kind === 'string';
}

export function isOperator(value: PdfValue | undefined): value is PdfOperator {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && value.kind === 'op';
}

/** The dictionary of a dict or of a stream. */
export function dictOf(value: PdfValue | undefined): PdfDict | undefined {
  if (isDict(value)) return value;
  if (isStream(value)) return value.dict;
  return undefined;
}
