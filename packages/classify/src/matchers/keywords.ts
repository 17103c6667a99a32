import { isWordCode, standsAlone } from '../nearby.js';
import { trieSource } from './trie.js';

export type WordHits = ReadonlyMap<string, readonly number[]>;

const isAsciiWordCode = (code: number) => code < 0x80 && isWordCode(code);

/**
 * All nearby words of an engine, found in one pass per segment. Matchers that need nearby words
 * then look for occurrences only around these hits instead of scanning the whole segment.
 */
export class KeywordIndex {
  private readonly re: RegExp | null;
  private readonly words: ReadonlySet<string>;
  /** For a matched text (lower-case): the words it starts with, longest first. */
  private readonly prefixes = new Map<string, string[]>();

  constructor(words: Iterable<string>) {
    const unique = [...new Set([...words].map((w) => w.toLowerCase()).filter((w) => w.length > 0))];
    this.words = new Set(unique);
    // \b on both sides lets V8 skip the inside of words; words with a symbol at an end go without.
    const plain = unique.filter((w) => isAsciiWordCode(w.charCodeAt(0)) && isAsciiWordCode(w.charCodeAt(w.length - 1)));
    const other = unique.filter((w) => !plain.includes(w));
    const parts = [
      ...(plain.length > 0 ? [`\\b(?:${trieSource(plain)})\\b`] : []),
      ...(other.length > 0 ? [`(?:${trieSource(other)})`] : []),
    ];
    this.re = parts.length > 0 ? new RegExp(parts.join('|'), 'gi') : null;
  }

  private prefixesOf(matched: string): string[] {
    let list = this.prefixes.get(matched);
    if (!list) {
      list = [];
      for (let n = matched.length; n > 0; n--) {
        const candidate = matched.slice(0, n);
        if (this.words.has(candidate)) list.push(candidate);
      }
      this.prefixes.set(matched, list);
    }
    return list;
  }

  /** Positions of each word that stands alone in text (overlapping hits included). */
  scan(text: string): WordHits {
    const hits = new Map<string, number[]>();
    const re = this.re;
    if (!re) return hits;
    re.lastIndex = 0;
    for (let m = re.exec(text); m; m = re.exec(text)) {
      const at = m.index;
      // The longest word won the match; shorter words starting here may stand alone as well.
      for (const word of this.prefixesOf(m[0].toLowerCase())) {
        if (!standsAlone(text, at, word.length)) continue;
        let list = hits.get(word);
        if (!list) hits.set(word, (list = []));
        list.push(at);
      }
      re.lastIndex = at + 1;
    }
    return hits;
  }
}
