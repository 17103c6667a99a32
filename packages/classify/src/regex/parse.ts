import {
  complementRanges,
  DIGIT_RANGES,
  DOT_RANGES,
  normalizeRanges,
  SPACE_RANGES,
  WORD_RANGES,
  type Range,
  type RegexNode,
} from './ast.js';

/** RE2 refuses larger counted repetitions; so do we, with our own message. */
export const MAX_REPEAT = 1000;

export class PatternSyntaxError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PatternSyntaxError';
  }
}

const invalid = (what: string, at: number) =>
  new PatternSyntaxError(`Invalid regular expression: ${what} (at character ${at + 1})`);

const unsupported = (what: string) => new PatternSyntaxError(what);

const QUANTIFIER_RE = /^\{(\d+)(,(\d*))?\}/;
const SYNTAX_CHARS = '^$\\.*+?()[]{}|/-';

/**
 * Parses a customer's pattern. Accepts only constructs that mean the same in V8 and RE2 and that
 * a linear-time engine can run; everything else is a PatternSyntaxError with a readable message.
 */
export function parsePattern(pattern: string): RegexNode {
  return new Parser(pattern).parse();
}

class Parser {
  private pos = 0;
  constructor(private readonly src: string) {}

  parse(): RegexNode {
    const node = this.parseAlt();
    if (this.pos < this.src.length) {
      // parseAlt only stops early at an unmatched ')'.
      throw invalid('unmatched closing parenthesis', this.pos);
    }
    return node;
  }

  private peek(offset = 0): string | undefined {
    return this.src[this.pos + offset];
  }

  private parseAlt(): RegexNode {
    const options: RegexNode[] = [this.parseConcat()];
    while (this.peek() === '|') {
      this.pos++;
      options.push(this.parseConcat());
    }
    return options.length === 1 ? options[0]! : { kind: 'alt', options };
  }

  private parseConcat(): RegexNode {
    const items: RegexNode[] = [];
    while (this.pos < this.src.length) {
      const c = this.peek();
      if (c === '|' || c === ')') break;
      const atomStart = this.pos;
      const atom = this.parseAtom();
      items.push(this.parseQuantifiers(atom, atomStart));
    }
    if (items.length === 0) return { kind: 'empty' };
    return items.length === 1 ? items[0]! : { kind: 'concat', items };
  }

  private quantifierAt(): { min: number; max: number; length: number } | null {
    const c = this.peek();
    if (c === '*') return { min: 0, max: Infinity, length: 1 };
    if (c === '+') return { min: 1, max: Infinity, length: 1 };
    if (c === '?') return { min: 0, max: 1, length: 1 };
    if (c === '{') {
      const m = QUANTIFIER_RE.exec(this.src.slice(this.pos, this.pos + 24));
      if (!m) return null;
      const min = Number(m[1]);
      const max = m[2] === undefined ? min : m[3] === '' ? Infinity : Number(m[3]);
      return { min, max, length: m[0].length };
    }
    return null;
  }

  private parseQuantifiers(atom: RegexNode, atomStart: number): RegexNode {
    const q = this.quantifierAt();
    if (!q) return atom;
    if (atom.kind === 'assert' || atom.kind === 'empty') {
      throw invalid(`nothing to repeat before '${this.src[this.pos]}'`, this.pos);
    }
    const at = this.pos;
    if (q.min > MAX_REPEAT || (q.max !== Infinity && q.max > MAX_REPEAT)) {
      throw unsupported(`Repetition counts above ${MAX_REPEAT} are not supported (at character ${at + 1})`);
    }
    if (q.max < q.min) throw invalid(`numbers out of order in {${q.min},${q.max}}`, at);
    this.pos += q.length;
    let lazy = false;
    if (this.peek() === '?') {
      lazy = true;
      this.pos++;
    }
    if (this.quantifierAt()) {
      throw invalid(
        `a quantifier cannot follow another quantifier ('${this.src.slice(atomStart, this.pos + 1)}')`,
        this.pos,
      );
    }
    return { kind: 'repeat', body: atom, min: q.min, max: q.max, lazy };
  }

  private parseAtom(): RegexNode {
    const start = this.pos;
    const c = this.src[this.pos++]!;
    switch (c) {
      case '(':
        return this.parseGroup(start);
      case '[':
        return this.parseClass(start);
      case '.':
        return { kind: 'class', ranges: DOT_RANGES };
      case '^':
        return { kind: 'assert', which: 'lineStart' };
      case '$':
        return { kind: 'assert', which: 'lineEnd' };
      case '\\':
        return this.parseEscape(start);
      case '*':
      case '+':
      case '?':
        throw invalid(`nothing to repeat before '${c}'`, start);
      case '{':
        if (QUANTIFIER_RE.test(this.src.slice(start, start + 24))) {
          throw invalid(`nothing to repeat before '{'`, start);
        }
        return { kind: 'char', code: c.charCodeAt(0) };
      default:
        return { kind: 'char', code: c.charCodeAt(0) };
    }
  }

  private parseGroup(start: number): RegexNode {
    if (this.peek() === '?') {
      const rest = this.src.slice(this.pos, this.pos + 4);
      if (rest.startsWith('?:')) {
        this.pos += 2;
      } else if (/^\?<[=!]/.test(rest) || /^\?[=!]/.test(rest)) {
        throw unsupported(
          'Lookahead and lookbehind ((?=…), (?!…), (?<=…), (?<!…)) are not supported: patterns must run in linear time',
        );
      } else if (rest.startsWith('?<') || rest.startsWith('?P<')) {
        const nameStart = this.pos + (rest.startsWith('?P<') ? 3 : 2);
        const m = /^([A-Za-z_][A-Za-z0-9_]*)>/.exec(this.src.slice(nameStart, nameStart + 64));
        if (!m) throw invalid('invalid group name', start);
        this.pos = nameStart + m[0].length;
      } else if (rest.startsWith('?>')) {
        throw unsupported('Atomic groups (?>…) are not supported');
      } else if (/^\?[a-zA-Z-]/.test(rest)) {
        throw unsupported(
          'Inline flags such as (?i) are not supported: use the matcher’s Case sensitive option',
        );
      } else {
        throw invalid('invalid group syntax after "(?"', start);
      }
    }
    const body = this.parseAlt();
    if (this.peek() !== ')') throw invalid('missing closing parenthesis', start);
    this.pos++;
    return { kind: 'group', body };
  }

  private parseEscape(start: number): RegexNode {
    const ranges = this.classEscape();
    if (ranges) return { kind: 'class', ranges };
    const c = this.peek();
    if (c === 'b') {
      this.pos++;
      return { kind: 'assert', which: 'wordBoundary' };
    }
    if (c === 'B') {
      this.pos++;
      return { kind: 'assert', which: 'notWordBoundary' };
    }
    return { kind: 'char', code: this.charEscape(start) };
  }

  /** \d \D \w \W \s \S, or null when the escape is something else. */
  private classEscape(): Range[] | null {
    const c = this.peek();
    let r: Range[] | null = null;
    if (c === 'd') r = DIGIT_RANGES;
    else if (c === 'D') r = complementRanges(DIGIT_RANGES);
    else if (c === 'w') r = WORD_RANGES;
    else if (c === 'W') r = complementRanges(WORD_RANGES);
    else if (c === 's') r = SPACE_RANGES;
    else if (c === 'S') r = complementRanges(SPACE_RANGES);
    if (r) this.pos++;
    return r;
  }

  /** The code unit of a character escape; the backslash is already consumed. */
  private charEscape(start: number): number {
    const c = this.src[this.pos];
    if (c === undefined) throw invalid('pattern ends with a lone backslash', start);
    this.pos++;
    const simple: Record<string, number> = { t: 9, n: 10, v: 11, f: 12, r: 13 };
    if (c in simple) return simple[c]!;
    if (c === '0' && !/[0-9]/.test(this.peek() ?? '')) return 0;
    if (/[1-9]/.test(c)) {
      throw unsupported('Backreferences (\\1, \\2, …) are not supported: patterns must run in linear time');
    }
    if (c === 'k') {
      throw unsupported('Backreferences (\\k<name>) are not supported: patterns must run in linear time');
    }
    if (c === 'x') return this.hex(2, start);
    if (c === 'u') {
      if (this.peek() === '{') throw unsupported('Code point escapes \\u{…} are not supported; use \\uHHHH');
      return this.hex(4, start);
    }
    if (c === 'p' || c === 'P') throw unsupported('Unicode property classes (\\p{…}) are not supported');
    if (SYNTAX_CHARS.includes(c) || /[^A-Za-z0-9]/.test(c)) return c.charCodeAt(0);
    throw invalid(`unknown escape \\${c}`, start);
  }

  private hex(digits: number, start: number): number {
    const text = this.src.slice(this.pos, this.pos + digits);
    if (text.length !== digits || !/^[0-9A-Fa-f]+$/.test(text)) {
      throw invalid(`\\${digits === 2 ? 'x' : 'u'} needs ${digits} hexadecimal digits`, start);
    }
    this.pos += digits;
    return parseInt(text, 16);
  }

  private parseClass(start: number): RegexNode {
    let negated = false;
    if (this.peek() === '^') {
      negated = true;
      this.pos++;
    }
    if (this.peek() === ']') throw invalid('empty character class; escape a literal ] as \\]', start);
    const ranges: Range[] = [];
    for (;;) {
      const c = this.peek();
      if (c === undefined) throw invalid('missing closing bracket ]', start);
      if (c === ']') {
        this.pos++;
        break;
      }
      const itemStart = this.pos;
      const lo = this.classAtom(start);
      if (Array.isArray(lo)) {
        ranges.push(...lo);
        if (this.peek() === '-' && this.peek(1) !== ']' && this.peek(1) !== undefined) {
          throw invalid('invalid character class range', itemStart);
        }
        continue;
      }
      if (this.peek() === '-' && this.peek(1) !== ']' && this.peek(1) !== undefined) {
        this.pos++;
        const hi = this.classAtom(start);
        if (Array.isArray(hi)) throw invalid('invalid character class range', itemStart);
        if (hi < lo) {
          throw invalid(
            `range out of order in character class (${this.src.slice(itemStart, this.pos)})`,
            itemStart,
          );
        }
        ranges.push([lo, hi]);
      } else {
        ranges.push([lo, lo]);
      }
    }
    const set = normalizeRanges(ranges);
    return { kind: 'class', ranges: negated ? complementRanges(set) : set };
  }

  /** A single code unit, or the ranges of a class escape. */
  private classAtom(classStart: number): number | Range[] {
    const c = this.src[this.pos]!;
    if (c === '[') {
      throw invalid('use \\[ for a literal [ inside a character class', this.pos);
    }
    if (c !== '\\') {
      this.pos++;
      return c.charCodeAt(0);
    }
    const escStart = this.pos;
    this.pos++;
    const ranges = this.classEscape();
    if (ranges) return [...ranges];
    if (this.peek() === 'b' || this.peek() === 'B') {
      throw invalid('\\b is not supported inside a character class', escStart);
    }
    if (this.peek() === undefined) throw invalid('missing closing bracket ]', classStart);
    return this.charEscape(escStart);
  }
}
