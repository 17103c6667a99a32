import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSmtpServer, type TestSmtpServer } from '../../../e2e/support/test-smtp-server.js';
import { createMailer, mailFolder } from '../src/mail/mailer.js';

const pdf = Buffer.from('%PDF-1.4\n% a few bytes that stand for a report\n%%EOF\n');
const message = {
  to: ['admin@customer.example', 'second@customer.example'],
  subject: 'Executive summary — November',
  text: 'Your data at risk: $1,234,567.',
  attachments: [{ filename: 'summary.pdf', content: pdf, contentType: 'application/pdf' }],
};

describe('outgoing mail', () => {
  let smtp: TestSmtpServer;
  let dataDir: string;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'vigil-mail-'));
  });
  afterAll(async () => {
    await smtp.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('delivers through a real SMTP server, recipients, text and attachment intact', async () => {
    const mailer = createMailer({ smtpUrl: smtp.url, from: 'Vigil <vigil@console.example>', dataDir });
    expect(mailer.delivery).toEqual({ via: 'smtp' });
    await mailer.send(message);
    mailer.close();
    const [mail] = await smtp.waitFor(1);
    expect(mail?.envelopeTo).toEqual(message.to);
    expect(mail?.parsed.subject).toBe(message.subject);
    expect(mail?.parsed.from?.text).toContain('vigil@console.example');
    expect(mail?.parsed.text?.trim()).toBe(message.text);
    expect(mail?.parsed.attachments.map((a) => a.filename)).toEqual(['summary.pdf']);
    expect(mail?.parsed.attachments[0]?.content.equals(pdf)).toBe(true);
  });

  it('without an SMTP server, writes each message to the data folder as an .eml file', async () => {
    const mailer = createMailer({ smtpUrl: undefined, from: 'Vigil <vigil@console.example>', dataDir });
    expect(mailer.delivery).toEqual({ via: 'folder', folder: mailFolder(dataDir) });
    const sent = await mailer.send(message);
    expect(path.dirname(sent.file ?? '')).toBe(mailFolder(dataDir));
    const parsed = await simpleParser(await fs.readFile(sent.file ?? ''));
    expect(parsed.subject).toBe(message.subject);
    expect(parsed.attachments[0]?.content.equals(pdf)).toBe(true);
  });

  it('fails the send, not the process, when the SMTP server is unreachable', async () => {
    const mailer = createMailer({
      smtpUrl: 'smtp://127.0.0.1:1/?ignoreTLS=true',
      from: 'a@b.example',
      dataDir,
    });
    await expect(mailer.send(message)).rejects.toThrow();
    mailer.close();
  });
});
