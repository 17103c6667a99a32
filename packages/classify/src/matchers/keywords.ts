import { foldRanges } from '../regex/analyze.js';
import type { Range } from '../regex/ast.js';
import type { ProbeSpec } from '../regex/compile-pattern.js';
import { isWordCode, standsAlone } from '../nearby.js';
import type { ProbeSpans } from './shared-scan.js';
import { trieSource } from './trie.js';

export type WordHits = ReadonlyMap<string, readonly number[]>;

const isAsciiWordCode = (code: number) => code < 0x80 && isWordCode(code);

function firstCharsOf(words: readonly string[]): Range[] {
  return foldRanges(
    words.map((w): Range => [w.charCodeAt(0), w.charCodeAt(0)]),
    true,
  );
}

/** A trie of literal words as a probe of the shared scan; `wordStart` adds a leading \\b. */
export function literalProbe(words: readonly string[], ignoreCase: boolean, wordStart = false): ProbeSpec {
  const trie = trieSource(words);
  return {
    source: wordStart ? `\\b(?:${trie})` : words.length > 1 ? `(?:${trie})` : trie,
    ...(wordStart ? { afterWordStart: `(?:${trie})` } : {}),
    literals: words,
    ignoreCase,
    caseless: !/[A-Za-z\u0080-\uffff]/.test(words.join('')),
    firstChars: ignoreCase
      ? firstCharsOf(words)
      : words.map((w): Range => [w.charCodeAt(0), w.charCodeAt(0)]),
  };
}

/**
 * All nearby words of an engine. They are found by the shared scan of each segment; matchers
 * that need nearby words then look for occurrences only around these hits.
 */
export class KeywordIndex {
  readonly probes: ProbeSpec[];
  private readonly words: ReadonlySet<string>;
  /** For a matched text (lower-case): the words it starts with, longest first. */
  private readonly prefixes = new Map<string, string[]>();

  constructor(words: Iterable<string>) {
    const unique = [...new Set([...words].map((w) => w.toLowerCase()).filter((w) => w.length > 0))];
    this.words = new Set(unique);
    // A leading \b lets V8 skip the inside of words; where a word ends is checked afterwards.
    const plain = unique.filter((w) => isAsciiWordCode(w.charCodeAt(0)));
    const other = unique.filter((w) => !isAsciiWordCode(w.charCodeAt(0)));
    this.probes = [
      ...(plain.length > 0 ? [literalProbe(plain, true, true)] : []),
      ...(other.length > 0 ? [literalProbe(other, true)] : []),
    ];
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

  /** Positions of each word standing alone in text, from the spans of this index's probes. */
  collect(text: string, spans: ProbeSpans, probeIds: readonly number[]): WordHits {
    const hits = new Map<string, number[]>();
    for (const id of probeIds) {
      const flat = spans[id]!;
      for (let i = 0; i < flat.length; i += 2) {
        const at = flat[i]!;
        // The longest word won the match; shorter words starting here may stand alone as well.
        for (const word of this.prefixesOf(text.slice(at, flat[i + 1]).toLowerCase())) {
          if (!standsAlone(text, at, word.length)) continue;
          let list = hits.get(word);
          if (!list) hits.set(word, (list = []));
          list.push(at);
        }
      }
    }
    return hits;
  }
}
