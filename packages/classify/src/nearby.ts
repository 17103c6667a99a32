/**
 * How far around an occurrence a nearby word may sit: this many characters before its start and
 * after its end (about one line of text).
 */
export const NEARBY_WINDOW = 50;

/** Letters, digits and underscore, including accented letters: words do not split inside them. */
export function isWordCode(code: number): boolean {
  if (code < 0x80) {
    return (
      (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code === 95
    );
  }
  return (
    code >= 0xc0 && code !== 0xd7 && code !== 0xf7 && !(code >= 0x2000 && code <= 0x206f) && code !== 0x3000
  );
}

/** True when `word` sits at `at` in `text` with no word character glued to either end. */
export function standsAlone(text: string, at: number, length: number): boolean {
  const first = text.charCodeAt(at);
  const last = text.charCodeAt(at + length - 1);
  if (isWordCode(first) && at > 0 && isWordCode(text.charCodeAt(at - 1))) return false;
  const after = at + length;
  if (isWordCode(last) && after < text.length && isWordCode(text.charCodeAt(after))) return false;
  return true;
}

/** Whether one of `words` (lower-case) stands within NEARBY_WINDOW of text[start, end). */
export function hasWordNear(
  text: string,
  start: number,
  end: number,
  words: readonly string[],
  window = NEARBY_WINDOW,
): boolean {
  if (words.length === 0) return true;
  const from = Math.max(0, start - window);
  const to = Math.min(text.length, end + window);
  const hay = text.slice(from, to).toLowerCase();
  for (const word of words) {
    if (word.length === 0) continue;
    for (let i = hay.indexOf(word); i >= 0; i = hay.indexOf(word, i + 1)) {
      if (standsAlone(hay, i, word.length)) return true;
    }
  }
  return false;
}
