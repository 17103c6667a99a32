/**
 * Turns JSON (or JSON lines) into "key: value" lines with string escapes decoded, so that
 * "\u0034\u0031..." reads as the digits it is and a value sits beside the key naming it.
 * Returns undefined for content that isn't JSON, to be read as plain text instead.
 */
export function jsonToText(text: string): string | undefined {
  const out: string[] = [];
  const n = text.length;
  let i = 0;
  let key: string | undefined;
  // Values in an array are named by the array's key: {"phones": ["1", "2"]} → phones: 1, phones: 2.
  const arrayKeys: (string | undefined)[] = [];
  const emit = (value: string): void => {
    const name = key ?? arrayKeys[arrayKeys.length - 1];
    out.push(name === undefined ? value : `${name}: ${value}`);
    key = undefined;
  };
  while (i < n) {
    const c = text.charCodeAt(i);
    if (c === 34 /* " */) {
      const end = findStringEnd(text, i + 1);
      if (end < 0) return undefined;
      const value = decodeJsonString(text, i + 1, end);
      if (value === undefined) return undefined;
      i = end + 1;
      while (i < n && isSpace(text.charCodeAt(i))) i++;
      if (text.charCodeAt(i) === 58 /* : */) {
        key = value;
        i++;
        continue;
      }
      emit(value);
      continue;
    }
    if (c === 91 /* [ */ || c === 123 /* { */) {
      arrayKeys.push(c === 91 ? key : undefined);
      key = undefined;
      i++;
      continue;
    }
    if (c === 93 /* ] */ || c === 125 /* } */) {
      arrayKeys.pop();
      key = undefined;
      i++;
      continue;
    }
    if (c === 44 || isSpace(c)) {
      i++;
      continue;
    }
    let end = i;
    while (end < n && isLiteralChar(text.charCodeAt(end))) end++;
    if (end === i) return undefined;
    const literal = text.slice(i, end);
    if (!/^(true|false|null|-?\d+(\.\d+)?([eE][+-]?\d+)?)$/.test(literal)) return undefined;
    if (literal !== 'null') emit(literal);
    else key = undefined;
    i = end;
  }
  return out.join('\n');
}

function findStringEnd(text: string, from: number): number {
  let i = from;
  for (;;) {
    const quote = text.indexOf('"', i);
    if (quote < 0) return -1;
    let backslashes = 0;
    for (let j = quote - 1; j >= from && text.charCodeAt(j) === 92; j--) backslashes++;
    if (backslashes % 2 === 0) return quote;
    i = quote + 1;
  }
}

function decodeJsonString(text: string, start: number, end: number): string | undefined {
  const raw = text.slice(start, end);
  if (raw.indexOf('\\') < 0) return raw;
  try {
    return JSON.parse(`"${raw}"`) as string;
  } catch {
    return undefined;
  }
}

function isSpace(c: number): boolean {
  return c === 32 || c === 10 || c === 13 || c === 9 || c === 0xfeff;
}

function isLiteralChar(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 97 && c <= 122) || c === 45 || c === 43 || c === 46 || c === 69;
}
