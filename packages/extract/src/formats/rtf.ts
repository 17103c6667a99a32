import { asBuffer } from '../text/decode.js';
import { legacyDecoder } from '../text/legacy-encodings.js';

/** Destinations that hold no text a person wrote (tables, pictures, metadata, field codes). */
const SKIPPED_DESTINATIONS = new Set([
  'fonttbl',
  'colortbl',
  'stylesheet',
  'info',
  'pict',
  'object',
  'objdata',
  'themedata',
  'colorschememapping',
  'datastore',
  'latentstyles',
  'listtable',
  'listoverridetable',
  'rsidtbl',
  'generator',
  'xmlnstbl',
  'mmathPr',
  'fldinst',
  'bkmkstart',
  'bkmkend',
  'filetbl',
  'revtbl',
  'pgdsctbl',
  'wgrffmtfilter',
  'fchars',
  'lchars',
  'sp',
  'nonshppict',
  'blipuid',
  'docvar',
  'userprops',
  'passwordhash',
  'protusertbl',
  'template',
  'falt',
  'panose',
  'listtext',
  'pntext',
  'pntxta',
  'pntxtb',
  'latentstyles',
  'factoidname',
  'xmlopen',
  'xmlclose',
]);

const CHARACTER_WORDS: Record<string, string> = {
  par: '\n',
  line: '\n',
  sect: '\n',
  page: '\n',
  row: '\n',
  tab: '\t',
  cell: '\t',
  nestcell: '\t',
  emdash: '—',
  endash: '–',
  bullet: '•',
  lquote: '‘',
  rquote: '’',
  ldblquote: '“',
  rdblquote: '”',
  emspace: '\u2003',
  enspace: '\u2002',
  qmspace: '\u2005',
};

/** RTF \fcharset values to the code pages they stand for. */
const CHARSET_ENCODINGS: Record<number, string> = {
  128: 'shift_jis',
  129: 'euc-kr',
  134: 'gbk',
  136: 'big5',
  161: 'windows-1253',
  162: 'windows-1254',
  163: 'windows-1258',
  177: 'windows-1255',
  178: 'windows-1256',
  186: 'windows-1257',
  204: 'windows-1251',
  222: 'windows-874',
  238: 'windows-1250',
};

const CODEPAGE_ENCODINGS: Record<number, string> = {
  437: 'windows-1252',
  874: 'windows-874',
  932: 'shift_jis',
  936: 'gbk',
  949: 'euc-kr',
  950: 'big5',
  10000: 'macintosh',
  65001: 'utf-8',
};

interface GroupState {
  skip: boolean;
  uc: number;
  encoding: string | undefined;
  inFontTable: boolean;
}

/** Reads the text of an RTF document: control words stripped, \'hh and \uN decoded, tables and pictures skipped. */
export function rtfToText(bytes: Uint8Array): string {
  const src = asBuffer(bytes).toString('latin1');
  const n = src.length;
  const out: string[] = [];
  const pending: number[] = [];
  let documentEncoding = 'windows-1252';
  const fontCharsets = new Map<number, number>();
  let definingFont = -1;
  let state: GroupState = { skip: false, uc: 1, encoding: undefined, inFontTable: false };
  const stack: GroupState[] = [];
  let ucSkip = 0;
  let groupStart = false;

  const flush = (): void => {
    if (pending.length === 0) return;
    out.push(legacyDecoder(state.encoding ?? documentEncoding).decode(Uint8Array.from(pending)));
    pending.length = 0;
  };
  const emit = (text: string): void => {
    flush();
    out.push(text);
  };

  let i = 0;
  while (i < n) {
    const c = src.charCodeAt(i);
    if (c === 123 /* { */) {
      flush();
      stack.push(state);
      state = { ...state };
      groupStart = true;
      ucSkip = 0;
      i++;
      continue;
    }
    if (c === 125 /* } */) {
      flush();
      state = stack.pop() ?? state;
      groupStart = false;
      ucSkip = 0;
      i++;
      continue;
    }
    if (c === 92 /* \ */) {
      const next = src.charCodeAt(i + 1);
      if (isLetter(next)) {
        let end = i + 1;
        while (end < n && isLetter(src.charCodeAt(end))) end++;
        const word = src.slice(i + 1, end);
        let paramEnd = end;
        if (src.charCodeAt(paramEnd) === 45 /* - */) paramEnd++;
        while (paramEnd < n && isDigit(src.charCodeAt(paramEnd))) paramEnd++;
        const hasParam = paramEnd > end && !(paramEnd === end + 1 && src.charCodeAt(end) === 45);
        const param = hasParam ? parseInt(src.slice(end, paramEnd), 10) : 0;
        i = src.charCodeAt(paramEnd) === 32 ? paramEnd + 1 : paramEnd;
        const first = groupStart;
        groupStart = false;
        if (word === 'bin') {
          i += Math.max(0, param);
          continue;
        }
        if (first && SKIPPED_DESTINATIONS.has(word)) {
          flush();
          state.skip = true;
          state.inFontTable = word === 'fonttbl';
        }
        if (state.inFontTable) {
          if (word === 'f') definingFont = param;
          else if (word === 'fcharset' && definingFont >= 0) fontCharsets.set(definingFont, param);
          continue;
        }
        if (word === 'ansicpg') documentEncoding = CODEPAGE_ENCODINGS[param] ?? `windows-${param}`;
        else if (word === 'uc') state.uc = Math.max(0, param);
        else if (word === 'f') {
          flush();
          state.encoding = CHARSET_ENCODINGS[fontCharsets.get(param) ?? 0];
        }
        if (state.skip) continue;
        if (ucSkip > 0) {
          ucSkip--;
          continue;
        }
        if (word === 'u') {
          emit(String.fromCharCode(param < 0 ? param + 65536 : param));
          ucSkip = state.uc;
          continue;
        }
        const character = CHARACTER_WORDS[word];
        if (character !== undefined) emit(character);
        continue;
      }
      groupStart = groupStart && next === 42;
      i += 2;
      if (next === 42 /* * */) {
        flush();
        state.skip = true;
        continue;
      }
      if (next === 39 /* ' */) {
        const hex = parseInt(src.slice(i, i + 2), 16);
        i += 2;
        if (state.skip || Number.isNaN(hex)) continue;
        if (ucSkip > 0) {
          ucSkip--;
          continue;
        }
        pending.push(hex);
        continue;
      }
      if (state.skip) continue;
      if (next === 92 || next === 123 || next === 125) emit(String.fromCharCode(next));
      else if (next === 126 /* ~ */) emit('\u00a0');
      else if (next === 95 /* _ */) emit('-');
      else if (next === 10 || next === 13) emit('\n');
      continue;
    }
    groupStart = false;
    if (c === 10 || c === 13 || state.skip) {
      i++;
      continue;
    }
    if (ucSkip > 0) {
      ucSkip--;
      i++;
      continue;
    }
    if (c < 128) {
      let end = i + 1;
      while (end < n && isPlainAscii(src.charCodeAt(end))) end++;
      emit(src.slice(i, end));
      i = end;
      continue;
    }
    pending.push(c);
    i++;
  }
  flush();
  return trimLineEnds(out.join('')).trim();
}

/** Drops spaces and tabs before each line break, in one pass (a regex would backtrack on long runs). */
function trimLineEnds(text: string): string {
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    let end = line.length;
    while (end > 0 && (line.charCodeAt(end - 1) === 32 || line.charCodeAt(end - 1) === 9)) end--;
    if (end < line.length) lines[i] = line.slice(0, end);
  }
  return lines.join('\n');
}

function isPlainAscii(c: number): boolean {
  return c < 128 && c !== 92 && c !== 123 && c !== 125 && c !== 10 && c !== 13;
}

function isLetter(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90);
}

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}
