import { decodeHtmlEntities } from '../xml/entities.js';

/** Elements whose content is code or data, never text a person reads. */
const SKIPPED_ELEMENTS = new Set(['script', 'style', 'template', 'svg', 'math']);

const BLOCK_ELEMENTS = new Set([
  'p',
  'div',
  'br',
  'li',
  'tr',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'table',
  'section',
  'article',
  'header',
  'footer',
  'ul',
  'ol',
  'dl',
  'dt',
  'dd',
  'blockquote',
  'pre',
  'hr',
  'title',
  'address',
  'aside',
  'nav',
  'main',
  'figure',
  'figcaption',
  'form',
  'fieldset',
  'legend',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'option',
  'textarea',
  'details',
  'summary',
  'body',
  'html',
]);

const CELL_ELEMENTS = new Set(['td', 'th']);

/** Attributes that carry text shown to a person or typed by one. */
const TEXT_ATTRIBUTES = ['alt', 'title', 'placeholder', 'aria-label', 'label', 'summary'];

/**
 * Tags stripped in one pass; scripts and styles dropped; entities decoded; block elements
 * become line breaks and cells tabs; runs of white space collapse as a browser shows them.
 */
export function htmlToText(html: string): string {
  const out: string[] = [];
  const n = html.length;
  let i = 0;
  let pendingSpace = false;
  let atLineStart = true;
  let preDepth = 0;

  const pushText = (raw: string): void => {
    const decoded = decodeHtmlEntities(raw);
    if (preDepth > 0) {
      out.push(decoded);
      atLineStart = decoded.endsWith('\n');
      pendingSpace = false;
      return;
    }
    const parts = decoded.split(/[ \t\n\r\f\u00a0]+/);
    for (let p = 0; p < parts.length; p++) {
      const word = parts[p] ?? '';
      if (p > 0) pendingSpace = true;
      if (!word) continue;
      if (pendingSpace && !atLineStart) out.push(' ');
      out.push(word);
      pendingSpace = false;
      atLineStart = false;
    }
  };
  const breakLine = (): void => {
    if (!atLineStart) out.push('\n');
    atLineStart = true;
    pendingSpace = false;
  };

  while (i < n) {
    const lt = html.indexOf('<', i);
    const textEnd = lt < 0 ? n : lt;
    if (textEnd > i) pushText(html.slice(i, textEnd));
    if (lt < 0) break;
    i = lt;
    if (html.startsWith('<!--', i)) {
      const end = html.indexOf('-->', i + 4);
      i = end < 0 ? n : end + 3;
      continue;
    }
    const c1 = html.charCodeAt(i + 1);
    if (c1 === 33 /* ! */ || c1 === 63 /* ? */) {
      if (html.startsWith('<![CDATA[', i)) {
        const end = html.indexOf(']]>', i + 9);
        pushText(html.slice(i + 9, end < 0 ? n : end));
        i = end < 0 ? n : end + 3;
        continue;
      }
      const end = html.indexOf('>', i);
      i = end < 0 ? n : end + 1;
      continue;
    }
    const closing = c1 === 47;
    const nameStart = closing ? i + 2 : i + 1;
    let nameEnd = nameStart;
    if (isLetter(html.charCodeAt(nameStart))) {
      while (nameEnd < n && isNameChar(html.charCodeAt(nameEnd))) nameEnd++;
    }
    if (nameEnd === nameStart) {
      // A '<' that starts no tag ("a < b") is text.
      pushText('<');
      i++;
      continue;
    }
    const name = html.slice(nameStart, nameEnd).toLowerCase();
    const tagEnd = findTagEnd(html, nameEnd);
    const attributes = html.slice(nameEnd, tagEnd);
    i = tagEnd < n ? tagEnd + 1 : n;
    if (closing) {
      if (name === 'pre') preDepth = Math.max(0, preDepth - 1);
      if (BLOCK_ELEMENTS.has(name)) breakLine();
      else if (CELL_ELEMENTS.has(name)) {
        out.push('\t');
        pendingSpace = false;
      }
      continue;
    }
    if (SKIPPED_ELEMENTS.has(name) && !attributes.endsWith('/')) {
      i = skipRawContent(html, i, name);
      continue;
    }
    if (BLOCK_ELEMENTS.has(name)) breakLine();
    if (name === 'pre') preDepth++;
    for (const value of textAttributes(attributes, name)) {
      if (!atLineStart) out.push(' ');
      out.push(value);
      atLineStart = false;
      pendingSpace = true;
    }
  }
  return out.join('').trim();
}

function textAttributes(attributes: string, element: string): string[] {
  if (attributes.length < 3) return [];
  const values: string[] = [];
  const pattern = /([a-zA-Z_:][-a-zA-Z0-9_:.]*)\s*=\s*("([^"]*)"|'([^']*)'|([^\s"'>]+))/g;
  for (const match of attributes.matchAll(pattern)) {
    const attribute = (match[1] ?? '').toLowerCase();
    const wanted =
      TEXT_ATTRIBUTES.includes(attribute) ||
      (attribute === 'value' && (element === 'input' || element === 'option' || element === 'button')) ||
      (attribute === 'content' && element === 'meta');
    if (!wanted) continue;
    const value = decodeHtmlEntities(match[3] ?? match[4] ?? match[5] ?? '').trim();
    if (value) values.push(value);
  }
  return values;
}

function findTagEnd(html: string, from: number): number {
  for (let i = from; i < html.length; i++) {
    const c = html.charCodeAt(i);
    if (c === 62) return i;
    if (c === 34 || c === 39) {
      const close = html.indexOf(c === 34 ? '"' : "'", i + 1);
      if (close < 0) return html.length;
      i = close;
    }
  }
  return html.length;
}

/** The end of a script or style: the next "</name" in any case, found in one forward pass. */
function skipRawContent(html: string, from: number, name: string): number {
  for (let at = html.indexOf('</', from); at >= 0; at = html.indexOf('</', at + 2)) {
    if (html.slice(at + 2, at + 2 + name.length).toLowerCase() !== name) continue;
    const end = html.indexOf('>', at);
    return end < 0 ? html.length : end + 1;
  }
  return html.length;
}

function isLetter(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90);
}

function isNameChar(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 45 || c === 58;
}
