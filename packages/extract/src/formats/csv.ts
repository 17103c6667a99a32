/**
 * Removes CSV quoting ("a ""b""" → a "b") and keeps the delimiters and line structure, so that
 * values read as they do in a spreadsheet. Text without quotes is returned as is.
 */
export function csvToText(text: string, delimiter: ',' | '\t' | ';' = ','): string {
  if (text.indexOf('"') < 0) return text;
  const parts: string[] = [];
  let i = 0;
  let fieldStart = true;
  let plainFrom = 0;
  const n = text.length;
  const delimiterCode = delimiter.charCodeAt(0);
  while (i < n) {
    const c = text.charCodeAt(i);
    if (c === 34 /* " */ && fieldStart) {
      parts.push(text.slice(plainFrom, i));
      i++;
      let from = i;
      for (;;) {
        const quote = text.indexOf('"', i);
        if (quote < 0) {
          parts.push(text.slice(from));
          i = n;
          break;
        }
        if (text.charCodeAt(quote + 1) === 34) {
          parts.push(text.slice(from, quote + 1));
          i = quote + 2;
          from = i;
          continue;
        }
        parts.push(text.slice(from, quote));
        i = quote + 1;
        break;
      }
      plainFrom = i;
      fieldStart = false;
      continue;
    }
    fieldStart = c === delimiterCode || c === 10 || c === 13;
    i++;
  }
  parts.push(text.slice(plainFrom));
  return parts.join('');
}

/** Semicolons separate values where the comma is the decimal mark; guessed from the first line. */
export function guessDelimiter(text: string): ',' | ';' {
  let end = text.indexOf('\n');
  if (end < 0) end = Math.min(text.length, 4096);
  let commas = 0;
  let semicolons = 0;
  for (let i = 0; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c === 44) commas++;
    else if (c === 59) semicolons++;
  }
  return semicolons > commas ? ';' : ',';
}
