import { describe, expect, it } from 'vitest';
import { extract } from '../testing/extract.js';
import { text } from '../testing/zip.js';
import { rtfToText } from './rtf.js';

describe('rtf', () => {
  it('strips control words and skips tables, pictures and ignorable destinations', () => {
    const rtf = String.raw`{\rtf1\ansi\ansicpg1252\deff0{\fonttbl{\f0\fswiss Arial;}{\f1 Times;}}{\colortbl;\red0\green0\blue0;}
{\*\generator Writer 1.0;}{\info{\title Secret}{\author Someone}}
\pard\plain\f0\fs24 Name:\tab Jos\'e9 M\'fcller\par
Card \b 4111 1111 1111 1111\b0\line next\par
{\pict\pngblip 89504e470d0a1a0a}{\*\bkmkstart x}Unicode: \u8364?\u-4064? and \uc0\u1044\u1046 end\par
Escapes: \{braces\} \\ back\~space\emdash x\par
{\field{\*\fldinst HYPERLINK "http://x"}{\fldrslt link text}}\par
}`;
    expect(rtfToText(text(rtf))).toBe(
      'Name:\tJosé Müller\nCard 4111 1111 1111 1111\nnext\nUnicode: €\uf020 and ДЖend\nEscapes: {braces} \\ back\u00a0space—x\nlink text',
    );
  });

  it("decodes \\'hh bytes in the font charset", () => {
    const rtf = String.raw`{\rtf1\ansi\ansicpg1252{\fonttbl{\f0\fcharset0 Arial;}{\f1\fcharset204 Arial Cyr;}}\f1 \'cf\'f0\'e8\'e2\'e5\'f2 \f0 caf\'e9}`;
    expect(rtfToText(text(rtf))).toBe('Привет café');
  });

  it('skips binary data', () => {
    expect(rtfToText(text(String.raw`{\rtf1 a{\bin4 }}{}}b}`))).toBe('ab');
  });

  it('reads .rtf through extractText and survives truncation', async () => {
    expect(await extract(text(String.raw`{\rtf1\ansi Hello\par World}`), 'memo.rtf')).toMatchObject({
      parseResult: 'OK',
      format: 'rtf',
      segments: [{ text: 'Hello\nWorld', scope: 'TEXT' }],
    });
    expect((await extract(text(String.raw`{\rtf1\ansi Hello {\b wor`), 'memo.rtf')).segments[0]?.text).toBe(
      'Hello wor',
    );
  });
});
