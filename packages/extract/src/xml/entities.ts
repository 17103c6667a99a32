const XML_ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/** HTML's common named references; the rare ones are left as written. */
const HTML_ENTITIES: Record<string, string> = {
  ...XML_ENTITIES,
  nbsp: '\u00a0',
  iexcl: '¡',
  cent: '¢',
  pound: '£',
  curren: '¤',
  yen: '¥',
  brvbar: '¦',
  sect: '§',
  uml: '¨',
  copy: '©',
  ordf: 'ª',
  laquo: '«',
  not: '¬',
  shy: '\u00ad',
  reg: '®',
  macr: '¯',
  deg: '°',
  plusmn: '±',
  sup2: '²',
  sup3: '³',
  acute: '´',
  micro: 'µ',
  para: '¶',
  middot: '·',
  cedil: '¸',
  sup1: '¹',
  ordm: 'º',
  raquo: '»',
  frac14: '¼',
  frac12: '½',
  frac34: '¾',
  iquest: '¿',
  times: '×',
  divide: '÷',
  szlig: 'ß',
  euro: '€',
  ndash: '–',
  mdash: '—',
  lsquo: '‘',
  rsquo: '’',
  sbquo: '‚',
  ldquo: '“',
  rdquo: '”',
  bdquo: '„',
  dagger: '†',
  Dagger: '‡',
  bull: '•',
  hellip: '…',
  permil: '‰',
  prime: '′',
  Prime: '″',
  lsaquo: '‹',
  rsaquo: '›',
  trade: '™',
  larr: '←',
  rarr: '→',
  uarr: '↑',
  darr: '↓',
  harr: '↔',
  ensp: '\u2002',
  emsp: '\u2003',
  thinsp: '\u2009',
  zwnj: '\u200c',
  zwj: '\u200d',
  lrm: '\u200e',
  rlm: '\u200f',
  OElig: 'Œ',
  oelig: 'œ',
  Scaron: 'Š',
  scaron: 'š',
  Yuml: 'Ÿ',
  fnof: 'ƒ',
  circ: 'ˆ',
  tilde: '˜',
  minus: '−',
  le: '≤',
  ge: '≥',
  ne: '≠',
  infin: '∞',
  Alpha: 'Α',
  alpha: 'α',
  Beta: 'Β',
  beta: 'β',
  Gamma: 'Γ',
  gamma: 'γ',
  Delta: 'Δ',
  delta: 'δ',
  pi: 'π',
  Omega: 'Ω',
  omega: 'ω',
  mu: 'μ',
  sigma: 'σ',
  Sigma: 'Σ',
  tab: '\t',
  newline: '\n',
};

// Latin-1 letters follow a pattern: a name per accent and letter (Agrave, eacute, ...).
const LATIN1_LETTER_NAMES = [
  'Agrave',
  'Aacute',
  'Acirc',
  'Atilde',
  'Auml',
  'Aring',
  'AElig',
  'Ccedil',
  'Egrave',
  'Eacute',
  'Ecirc',
  'Euml',
  'Igrave',
  'Iacute',
  'Icirc',
  'Iuml',
  'ETH',
  'Ntilde',
  'Ograve',
  'Oacute',
  'Ocirc',
  'Otilde',
  'Ouml',
  '',
  'Oslash',
  'Ugrave',
  'Uacute',
  'Ucirc',
  'Uuml',
  'Yacute',
  'THORN',
];
LATIN1_LETTER_NAMES.forEach((name, i) => {
  if (!name) return;
  HTML_ENTITIES[name] = String.fromCharCode(0xc0 + i);
  const lower =
    name === 'ETH'
      ? 'eth'
      : name === 'THORN'
        ? 'thorn'
        : name === 'AElig'
          ? 'aelig'
          : name[0]!.toLowerCase() + name.slice(1);
  HTML_ENTITIES[lower] = String.fromCharCode(0xe0 + i);
});
HTML_ENTITIES.yuml = 'ÿ';

export function decodeXmlEntities(text: string): string {
  return text.indexOf('&') < 0 ? text : decodeEntities(text, XML_ENTITIES);
}

export function decodeHtmlEntities(text: string): string {
  return text.indexOf('&') < 0 ? text : decodeEntities(text, HTML_ENTITIES);
}

function decodeEntities(text: string, named: Record<string, string>): string {
  let out = '';
  let last = 0;
  let amp = text.indexOf('&');
  while (amp >= 0) {
    // A reference is short: look for its ';' nearby only, so that many lone '&' stay linear.
    const semi = text.slice(amp + 1, amp + 34).indexOf(';') + amp + 1;
    if (semi === amp) {
      amp = text.indexOf('&', amp + 1);
      continue;
    }
    const replacement = resolveReference(text.slice(amp + 1, semi), named);
    if (replacement !== undefined) {
      out += text.slice(last, amp) + replacement;
      last = semi + 1;
    }
    amp = text.indexOf('&', replacement === undefined ? amp + 1 : semi + 1);
  }
  return last === 0 ? text : out + text.slice(last);
}

function resolveReference(name: string, named: Record<string, string>): string | undefined {
  if (name.charCodeAt(0) === 35 /* # */) {
    const hex = name.charCodeAt(1) === 120 || name.charCodeAt(1) === 88;
    const digits = hex ? name.slice(2) : name.slice(1);
    if (!(hex ? /^[0-9a-fA-F]{1,6}$/ : /^[0-9]{1,7}$/).test(digits)) return undefined;
    const code = parseInt(digits, hex ? 16 : 10);
    if (code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return '\ufffd';
    return String.fromCodePoint(code);
  }
  return Object.hasOwn(named, name) ? named[name] : undefined;
}
