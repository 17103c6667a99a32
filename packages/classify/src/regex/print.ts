import { MAX_CODE, type Range, type RegexNode } from './ast.js';

export type Dialect = 'js' | 're2';

const PLAIN = /^[A-Za-z0-9 !"#%&',:;<=>@_`~]$/;
const SYNTAX = '^$\\.*+?()[]{}|/-';

function printCode(code: number, dialect: Dialect): string {
  const c = String.fromCharCode(code);
  if (PLAIN.test(c)) return c;
  if (SYNTAX.includes(c)) return `\\${c}`;
  const hex = code.toString(16).toUpperCase().padStart(4, '0');
  return dialect === 'js' ? `\\u${hex}` : `\\x{${hex}}`;
}

function printClass(ranges: readonly Range[], dialect: Dialect): string {
  if (ranges.length === 0) {
    // A class that matches nothing: both engines accept this spelling.
    return dialect === 'js' ? '[^\\s\\S]' : '[^\\x{0}-\\x{10FFFF}]';
  }
  const parts = ranges.map(([lo, hi]) => {
    // RE2 reads astral characters as one code point: a class reaching the top of the BMP goes on.
    const top = dialect === 're2' && hi === MAX_CODE ? '\\x{10FFFF}' : printCode(hi, dialect);
    if (lo === hi && top === printCode(hi, dialect)) return printCode(lo, dialect);
    return `${printCode(lo, dialect)}-${top}`;
  });
  return `[${parts.join('')}]`;
}

/** Prints the parsed pattern for one engine, without capturing groups. */
export function printPattern(node: RegexNode, dialect: Dialect): string {
  switch (node.kind) {
    case 'empty':
      return '';
    case 'char':
      return printCode(node.code, dialect);
    case 'class':
      return printClass(node.ranges, dialect);
    case 'assert':
      return { lineStart: '^', lineEnd: '$', wordBoundary: '\\b', notWordBoundary: '\\B' }[node.which];
    case 'group':
      return `(?:${printPattern(node.body, dialect)})`;
    case 'concat':
      return node.items.map((item) => printPattern(item, dialect)).join('');
    case 'alt':
      return node.options.map((option) => printPattern(option, dialect)).join('|');
    case 'repeat': {
      const body = node.body;
      const inner =
        body.kind === 'char' || body.kind === 'class' || body.kind === 'group'
          ? printPattern(body, dialect)
          : `(?:${printPattern(body, dialect)})`;
      const { min, max } = node;
      let q: string;
      if (min === 0 && max === Infinity) q = '*';
      else if (min === 1 && max === Infinity) q = '+';
      else if (min === 0 && max === 1) q = '?';
      else if (max === Infinity) q = `{${min},}`;
      else if (min === max) q = `{${min}}`;
      else q = `{${min},${max}}`;
      return inner + q + (node.lazy ? '?' : '');
    }
  }
}
