import iconv from 'iconv-lite';
import { beforeAll, describe, expect, it } from 'vitest';
import { allText, extract } from '../testing/extract.js';
import { buildTestMsg } from '../testing/msg.js';
import { buildZip } from '../testing/zip.js';

const CRLF = '\r\n';

// The parsers load on first use (over a second for mailparser on a busy machine): not what the
// tests below time.
beforeAll(async () => {
  await import('mailparser');
  await import('@kenjiuno/msgreader');
}, 60_000);

/** A MIME message as mail clients write it: multipart/mixed, the body and attachments encoded. */
function buildEml(
  parts: { headers: string[]; body: string }[],
  subject = 'Quarterly payroll',
  extraHeaders: string[] = [],
): Buffer {
  const boundary = '----=_Part_42';
  const lines = [
    'From: Jane Roe <jane@example.com>',
    'To: Payroll <payroll@example.com>',
    `Subject: ${subject}`,
    'Date: Thu, 26 Nov 2026 10:00:00 +0000',
    'Message-ID: <42@example.com>',
    'MIME-Version: 1.0',
    ...extraHeaders,
    `Content-Type: multipart/mixed; boundary="${boundary}"`,
    '',
    ...parts.flatMap((part) => [`--${boundary}`, ...part.headers, '', part.body]),
    `--${boundary}--`,
    '',
  ];
  return Buffer.from(lines.join(CRLF), 'latin1');
}

const base64 = (bytes: Uint8Array | string) =>
  (
    Buffer.from(bytes)
      .toString('base64')
      .match(/.{1,76}/g) ?? []
  ).join(CRLF);

describe('e-mail (.eml)', () => {
  it('reads a base64 body, a quoted-printable body in windows-1251 and base64 attachments', async () => {
    const zip = buildZip({ 'inner/ssn.txt': 'SSN 123-45-6789' });
    const eml = buildEml([
      {
        headers: ['Content-Type: text/plain; charset=utf-8', 'Content-Transfer-Encoding: base64'],
        body: base64('Card 4111 1111 1111 1111 for Zoë'),
      },
      {
        headers: [
          'Content-Type: text/plain; charset=windows-1251',
          'Content-Transfer-Encoding: quoted-printable',
        ],
        body: iconv
          .encode('Паспорт 4509 123456', 'windows-1251')
          .reduce(
            (s, b) => s + (b > 127 || b === 61 ? `=${b.toString(16).toUpperCase()}` : String.fromCharCode(b)),
            '',
          ),
      },
      {
        headers: [
          'Content-Type: text/csv; name="staff.csv"',
          'Content-Disposition: attachment; filename="staff.csv"',
          'Content-Transfer-Encoding: base64',
        ],
        body: base64('name,iban\nJane,DE89 3704 0044 0532 0130 00\n'),
      },
      {
        headers: [
          'Content-Type: application/zip; name="docs.zip"',
          'Content-Disposition: attachment; filename="docs.zip"',
          'Content-Transfer-Encoding: base64',
        ],
        body: base64(zip),
      },
    ]);
    const result = await extract(eml, 'C:/mail/payroll.eml');
    expect(result).toMatchObject({ parseResult: 'OK', isEncrypted: false, format: 'eml' });
    expect(result.segments[0]).toEqual({
      text: 'From: "Jane Roe" <jane@example.com>\nTo: "Payroll" <payroll@example.com>\nSubject: Quarterly payroll',
      scope: 'TEXT',
      location: 'Headers',
    });
    const body = result.segments.find((s) => s.location === 'Body')!.text;
    expect(body).toContain('Card 4111 1111 1111 1111 for Zoë');
    expect(body).toContain('Паспорт 4509 123456');
    expect(result.segments.slice(2)).toEqual([
      { text: 'name,iban\nJane,DE89 3704 0044 0532 0130 00\n', scope: 'TEXT', location: 'staff.csv' },
      { text: 'SSN 123-45-6789', scope: 'TEXT', location: 'docs.zip/inner/ssn.txt' },
    ]);
    expect(result.entries?.map((e) => [e.path, e.parseResult])).toEqual([
      ['staff.csv', 'OK'],
      ['docs.zip/inner/ssn.txt', 'OK'],
    ]);
  });

  it('reads an HTML-only body as text, and a message saved without its extension', async () => {
    const eml = buildEml([
      {
        headers: ['Content-Type: text/html; charset=utf-8', 'Content-Transfer-Encoding: base64'],
        body: base64('<html><body><p>SSN <b>123-45-6789</b></p><script>x()</script></body></html>'),
      },
    ]);
    for (const name of ['message.eml', 'saved-message']) {
      const result = await extract(eml, name);
      expect(result.format, name).toBe('eml');
      expect(result.segments.find((s) => s.location === 'Body')?.text, name).toBe('SSN 123-45-6789');
    }
  });

  it('opens attached messages within the nesting limit and says when it stops', async () => {
    let message = buildEml([
      { headers: ['Content-Type: text/plain'], body: 'innermost 4111 1111 1111 1111' },
    ]);
    for (let level = 0; level < 4; level++) {
      message = buildEml([
        { headers: ['Content-Type: text/plain'], body: `level ${level}` },
        {
          headers: [
            'Content-Type: message/rfc822; name="fwd.eml"',
            'Content-Disposition: attachment; filename="fwd.eml"',
            'Content-Transfer-Encoding: base64',
          ],
          body: base64(message),
        },
      ]);
    }
    const result = await extract(message, 'nested.eml', { maxArchiveDepth: 3 });
    expect(result.parseResult).toBe('TOO_LARGE');
    expect(allText(result)).toContain('level 3');
    expect(allText(result)).toContain('level 1');
    expect(allText(result)).not.toContain('innermost');
  });

  it('refuses an attachment larger than the entry limit but keeps the message text', async () => {
    const eml = buildEml([
      { headers: ['Content-Type: text/plain'], body: 'SSN 123-45-6789' },
      {
        headers: [
          'Content-Type: text/plain; name="big.txt"',
          'Content-Disposition: attachment; filename="big.txt"',
          'Content-Transfer-Encoding: base64',
        ],
        body: base64('x'.repeat(4096)),
      },
    ]);
    const result = await extract(eml, 'big.eml', { maxEntryBytes: 1024 });
    expect(result.parseResult).toBe('TOO_LARGE');
    expect(result.segments.find((s) => s.location === 'Body')?.text).toBe('SSN 123-45-6789');
  });

  it('leaves text that merely mentions headers as text', async () => {
    const result = await extract(Buffer.from('From: a note\nSubject: lunch\nsee you'), 'note.txt');
    expect(result.format).toBe('text');
  });
});

describe('Outlook message (.msg)', () => {
  it('reads the subject, sender, recipients, body and attachments', async () => {
    const msg = buildTestMsg({
      subject: 'Payroll',
      body: 'Card 4111 1111 1111 1111',
      senderName: 'Jane Roe',
      senderEmail: 'jane@example.com',
      recipients: [{ name: 'Bob', email: 'bob@example.com' }],
      attachments: [
        { fileName: 'notes.txt', content: Buffer.from('SSN 123-45-6789') },
        { fileName: 'docs.zip', content: buildZip({ 'a/iban.txt': 'DE89 3704 0044 0532 0130 00' }) },
      ],
    });
    for (const name of ['mail.msg', 'mail.bin']) {
      const result = await extract(msg, name);
      expect(result, name).toMatchObject({ parseResult: 'OK', format: 'msg' });
      expect(result.segments, name).toEqual([
        {
          text: 'From: Jane Roe <jane@example.com>\nTo: Bob <bob@example.com>\nSubject: Payroll',
          scope: 'TEXT',
          location: 'Headers',
        },
        { text: 'Card 4111 1111 1111 1111', scope: 'TEXT', location: 'Body' },
        { text: 'SSN 123-45-6789', scope: 'TEXT', location: 'notes.txt' },
        { text: 'DE89 3704 0044 0532 0130 00', scope: 'TEXT', location: 'docs.zip/a/iban.txt' },
      ]);
    }
  });

  it('keeps attachments that share a name apart', async () => {
    const msg = buildTestMsg({
      subject: 'twice',
      body: 'two files',
      attachments: [
        { fileName: 'a.txt', content: Buffer.from('first 123-45-6789') },
        { fileName: 'a.txt', content: Buffer.from('second 078-05-1120') },
      ],
    });
    const result = await extract(msg, 'twice.msg');
    expect(result.entries?.map((e) => e.path)).toEqual(['a.txt', 'a.txt (2)']);
    expect(result.segments.slice(2).map((s) => [s.location, s.text])).toEqual([
      ['a.txt', 'first 123-45-6789'],
      ['a.txt (2)', 'second 078-05-1120'],
    ]);
  });

  it('a damaged .msg is a parsing error, not a crash', async () => {
    const msg = buildTestMsg({ subject: 'x', body: 'y' });
    const result = await extract(msg.subarray(0, 700), 'broken.msg');
    expect(['PARSING_ERROR', 'OK']).toContain(result.parseResult);
  });
});
