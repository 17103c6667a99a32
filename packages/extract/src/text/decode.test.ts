import iconv from 'iconv-lite';
import { beforeAll, describe, expect, it } from 'vitest';
import { extract } from '../testing/extract.js';
import { decodeText, looksBinary, needsLegacyDetection, sniffUtf16 } from './decode.js';
import { loadLegacyDetector } from './legacy-encodings.js';

beforeAll(loadLegacyDetector);

const sample = 'Name: Zoë Ångström, card 4111 1111 1111 1111\r\nNext line €';

describe('decodeText', () => {
  it('reads UTF-8 with and without a BOM', () => {
    expect(decodeText(Buffer.from(sample, 'utf8'))).toEqual({ text: sample, encoding: 'utf-8' });
    expect(decodeText(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(sample)]))).toEqual({
      text: sample,
      encoding: 'utf-8',
    });
  });

  it('reads UTF-16 LE and BE with a BOM', () => {
    const le = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(sample, 'utf16le')]);
    const be = Buffer.from(le.subarray(2)).swap16();
    expect(decodeText(le)).toEqual({ text: sample, encoding: 'utf-16le' });
    expect(decodeText(Buffer.concat([Buffer.from([0xfe, 0xff]), be]))).toEqual({
      text: sample,
      encoding: 'utf-16be',
    });
  });

  it('recognises UTF-16 without a BOM by its NUL bytes', () => {
    const le = Buffer.from(sample, 'utf16le');
    expect(sniffUtf16(le)).toBe('le');
    expect(decodeText(le).text).toBe(sample);
    const be = Buffer.from(le).swap16();
    expect(sniffUtf16(be)).toBe('be');
    expect(decodeText(be).text).toBe(sample);
  });

  it('falls back to Windows-1252 (Latin-1) for bytes that are not UTF-8', () => {
    const latin = Buffer.from([0x43, 0x61, 0x66, 0xe9, 0x20, 0x80, 0x35]);
    expect(decodeText(latin)).toEqual({ text: 'Café €5', encoding: 'windows-1252' });
  });
});

describe('looksBinary', () => {
  it('tells text from binary content', () => {
    expect(looksBinary(Buffer.from(sample))).toBe(false);
    expect(looksBinary(Buffer.from(sample, 'utf16le'))).toBe(false);
    expect(looksBinary(Buffer.from([0x41, 0x00, 0x00, 0x00, 0x42, 0x01, 0x02]))).toBe(true);
    expect(looksBinary(Buffer.from('\x01\x02\x03\x04\x05 text text'))).toBe(true);
    expect(looksBinary(new Uint8Array(0))).toBe(false);
  });
});

describe('decodeText with legacy encodings', () => {
  const legacy: [string, string, string][] = [
    ['windows-1251', 'windows-1251', 'Паспорт: 4509 123456, Иванов Иван Иванович, дата рождения 01.02.1980.'],
    ['koi8-r', 'koi8', 'Паспорт: 4509 123456, Иванов Иван Иванович, дата рождения 01.02.1980.'],
    [
      'iso-8859-2',
      'iso-8859-2',
      'Zażółć gęślą jaźń. Numer dowodu osobistego ABC123456, PESEL 44051401359, ulica Świętokrzyska.',
    ],
    [
      'windows-1250',
      'windows-1250',
      'Příliš žluťoučký kůň úpěl ďábelské ódy. Rodné číslo 736028/5163. Žádost o vydání průkazu.',
    ],
    [
      'shift_jis',
      'cp932',
      '氏名：山田太郎、住所：東京都千代田区、クレジットカード番号 4111 1111 1111 1111 です。',
    ],
    ['gb18030', 'gb18030', '姓名：张伟，身份证号码：11010519491231002X，地址：北京市朝阳区。'],
  ];

  it.each(legacy)('detects %s and decodes it', (encoding, detected, text) => {
    const decoded = decodeText(iconv.encode(text, encoding));
    expect(decoded.text).toBe(text);
    expect(decoded.encoding.startsWith(detected)).toBe(true);
  });

  it('keeps short Western text as Windows-1252 when the detector is unsure', () => {
    for (const text of ['Café €5', 'Müller, Straße 5', '£100 © 2024 — “quoted”', 'Año nuevo, señor Núñez']) {
      expect(decodeText(iconv.encode(text, 'windows-1252'))).toEqual({ text, encoding: 'windows-1252' });
    }
  });
});

describe('needsLegacyDetection', () => {
  it('is true only for text that is neither UTF-8 nor UTF-16', () => {
    expect(needsLegacyDetection(Buffer.from('plain ASCII and UTF-8 é'))).toBe(false);
    expect(needsLegacyDetection(Buffer.from('UTF-16 text', 'utf16le'))).toBe(false);
    expect(needsLegacyDetection(iconv.encode('Паспорт гражданина', 'windows-1251'))).toBe(true);
    expect(needsLegacyDetection(Buffer.from([0xef, 0xbb, 0xbf, 0x43, 0xe9]))).toBe(true);
  });

  it('extractText loads the detector itself for such text', async () => {
    const text = 'Паспорт гражданина: Иванов Иван Иванович, дата рождения 01.02.1980.';
    const result = await extract(iconv.encode(text, 'windows-1251'), 'letter.txt');
    expect(result.segments).toEqual([{ text, scope: 'TEXT' }]);
  });
});
