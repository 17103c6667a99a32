import { legacyDecoder } from '../text/legacy-encodings.js';

/** Code → text tables of the simple fonts' base encodings, and Adobe glyph names → text. */

export type EncodingTable = readonly string[];

function fromDecoder(label: string): string[] {
  const decoder = legacyDecoder(label);
  const table: string[] = [];
  for (let code = 0; code < 256; code++) table.push(code < 32 ? '' : decoder.decode(Uint8Array.of(code)));
  return table;
}

export const WIN_ANSI: EncodingTable = fromDecoder('windows-1252');
export const MAC_ROMAN: EncodingTable = fromDecoder('macintosh');

/** Adobe StandardEncoding: ASCII with typographic quotes and its own upper half. */
export const STANDARD: EncodingTable = (() => {
  const table: string[] = [];
  for (let code = 0; code < 256; code++)
    table.push(code >= 32 && code < 127 ? String.fromCharCode(code) : '');
  table[0x27] = '’';
  table[0x60] = '‘';
  const upper: Record<number, string> = {
    0xa1: '¡',
    0xa2: '¢',
    0xa3: '£',
    0xa4: '⁄',
    0xa5: '¥',
    0xa6: 'ƒ',
    0xa7: '§',
    0xa8: '¤',
    0xa9: "'",
    0xaa: '“',
    0xab: '«',
    0xac: '‹',
    0xad: '›',
    0xae: 'ﬁ',
    0xaf: 'ﬂ',
    0xb1: '–',
    0xb2: '†',
    0xb3: '‡',
    0xb4: '·',
    0xb6: '¶',
    0xb7: '•',
    0xb8: '‚',
    0xb9: '„',
    0xba: '”',
    0xbb: '»',
    0xbc: '…',
    0xbd: '‰',
    0xbf: '¿',
    0xc1: '`',
    0xc2: '´',
    0xc3: 'ˆ',
    0xc4: '˜',
    0xc5: '¯',
    0xc6: '˘',
    0xc7: '˙',
    0xc8: '¨',
    0xca: '˚',
    0xcb: '¸',
    0xcd: '˝',
    0xce: '˛',
    0xcf: 'ˇ',
    0xd0: '—',
    0xe1: 'Æ',
    0xe3: 'ª',
    0xe8: 'Ł',
    0xe9: 'Ø',
    0xea: 'Œ',
    0xeb: 'º',
    0xf1: 'æ',
    0xf5: 'ı',
    0xf8: 'ł',
    0xf9: 'ø',
    0xfa: 'œ',
    0xfb: 'ß',
  };
  for (const [code, text] of Object.entries(upper)) table[Number(code)] = text;
  return table;
})();

export function baseEncoding(name: string | undefined): EncodingTable | undefined {
  switch (name) {
    case 'WinAnsiEncoding':
      return WIN_ANSI;
    case 'MacRomanEncoding':
    case 'MacExpertEncoding':
      return MAC_ROMAN;
    case 'StandardEncoding':
      return STANDARD;
    default:
      return undefined;
  }
}

const ASCII_NAMES = [
  'space',
  'exclam',
  'quotedbl',
  'numbersign',
  'dollar',
  'percent',
  'ampersand',
  'quotesingle',
  'parenleft',
  'parenright',
  'asterisk',
  'plus',
  'comma',
  'hyphen',
  'period',
  'slash',
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'colon',
  'semicolon',
  'less',
  'equal',
  'greater',
  'question',
  'at',
];
const ASCII_NAMES_2 = ['bracketleft', 'backslash', 'bracketright', 'asciicircum', 'underscore', 'grave'];
const ASCII_NAMES_3 = ['braceleft', 'bar', 'braceright', 'asciitilde'];
const LATIN1_NAMES = [
  'nbspace',
  'exclamdown',
  'cent',
  'sterling',
  'currency',
  'yen',
  'brokenbar',
  'section',
  'dieresis',
  'copyright',
  'ordfeminine',
  'guillemotleft',
  'logicalnot',
  'sfthyphen',
  'registered',
  'macron',
  'degree',
  'plusminus',
  'twosuperior',
  'threesuperior',
  'acute',
  'mu',
  'paragraph',
  'periodcentered',
  'cedilla',
  'onesuperior',
  'ordmasculine',
  'guillemotright',
  'onequarter',
  'onehalf',
  'threequarters',
  'questiondown',
  'Agrave',
  'Aacute',
  'Acircumflex',
  'Atilde',
  'Adieresis',
  'Aring',
  'AE',
  'Ccedilla',
  'Egrave',
  'Eacute',
  'Ecircumflex',
  'Edieresis',
  'Igrave',
  'Iacute',
  'Icircumflex',
  'Idieresis',
  'Eth',
  'Ntilde',
  'Ograve',
  'Oacute',
  'Ocircumflex',
  'Otilde',
  'Odieresis',
  'multiply',
  'Oslash',
  'Ugrave',
  'Uacute',
  'Ucircumflex',
  'Udieresis',
  'Yacute',
  'Thorn',
  'germandbls',
  'agrave',
  'aacute',
  'acircumflex',
  'atilde',
  'adieresis',
  'aring',
  'ae',
  'ccedilla',
  'egrave',
  'eacute',
  'ecircumflex',
  'edieresis',
  'igrave',
  'iacute',
  'icircumflex',
  'idieresis',
  'eth',
  'ntilde',
  'ograve',
  'oacute',
  'ocircumflex',
  'otilde',
  'odieresis',
  'divide',
  'oslash',
  'ugrave',
  'uacute',
  'ucircumflex',
  'udieresis',
  'yacute',
  'thorn',
  'ydieresis',
];
const OTHER_NAMES: Record<string, string> = {
  quoteleft: '‘',
  quoteright: '’',
  quotedblleft: '“',
  quotedblright: '”',
  quotesinglbase: '‚',
  quotedblbase: '„',
  bullet: '•',
  endash: '–',
  emdash: '—',
  dagger: '†',
  daggerdbl: '‡',
  ellipsis: '…',
  perthousand: '‰',
  guilsinglleft: '‹',
  guilsinglright: '›',
  fi: 'fi',
  fl: 'fl',
  ff: 'ff',
  ffi: 'ffi',
  ffl: 'ffl',
  Euro: '€',
  trademark: '™',
  OE: 'Œ',
  oe: 'œ',
  Scaron: 'Š',
  scaron: 'š',
  Zcaron: 'Ž',
  zcaron: 'ž',
  Ydieresis: 'Ÿ',
  florin: 'ƒ',
  circumflex: 'ˆ',
  tilde: '˜',
  dotlessi: 'ı',
  Lslash: 'Ł',
  lslash: 'ł',
  fraction: '⁄',
  minus: '−',
  breve: '˘',
  dotaccent: '˙',
  ring: '˚',
  ogonek: '˛',
  caron: 'ˇ',
  hungarumlaut: '˝',
  space: ' ',
  uni00A0: '\u00a0',
};

const GLYPH_NAMES = new Map<string, string>();
ASCII_NAMES.forEach((name, i) => GLYPH_NAMES.set(name, String.fromCharCode(0x20 + i)));
ASCII_NAMES_2.forEach((name, i) => GLYPH_NAMES.set(name, String.fromCharCode(0x5b + i)));
ASCII_NAMES_3.forEach((name, i) => GLYPH_NAMES.set(name, String.fromCharCode(0x7b + i)));
LATIN1_NAMES.forEach((name, i) => GLYPH_NAMES.set(name, String.fromCharCode(0xa0 + i)));
for (const [name, text] of Object.entries(OTHER_NAMES)) GLYPH_NAMES.set(name, text);
for (let c = 65; c <= 90; c++) {
  GLYPH_NAMES.set(String.fromCharCode(c), String.fromCharCode(c));
  GLYPH_NAMES.set(String.fromCharCode(c + 32), String.fromCharCode(c + 32));
}

/** Text of an Adobe glyph name: "eacute", "uni20AC", "u1F600", "f_f_i", "a.sc"; '' when unknown. */
export function glyphNameToText(name: string): string {
  const known = GLYPH_NAMES.get(name);
  if (known !== undefined) return known;
  const dot = name.indexOf('.');
  if (dot > 0) return glyphNameToText(name.slice(0, dot));
  if (name.includes('_')) return name.split('_').map(glyphNameToText).join('');
  let match = /^uni((?:[0-9A-F]{4})+)$/.exec(name);
  if (match?.[1]) {
    const hex = match[1];
    let text = '';
    for (let i = 0; i < hex.length; i += 4) text += String.fromCharCode(parseInt(hex.slice(i, i + 4), 16));
    return text;
  }
  match = /^u([0-9A-F]{4,6})$/.exec(name);
  if (match?.[1]) {
    const code = parseInt(match[1], 16);
    return code <= 0x10ffff && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : '';
  }
  return '';
}
