import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';

export interface MailAttachment {
  filename: string;
  content: Buffer | string;
  contentType?: string;
}

export interface MailMessage {
  to: readonly string[];
  subject: string;
  text: string;
  html?: string;
  attachments?: readonly MailAttachment[];
}

export interface SentMail {
  messageId: string;
  /** The .eml file the message was written to, when there is no SMTP server. */
  file?: string;
}

/** How mail leaves the console: what the console tells people who expect e-mails. */
export type MailDelivery = { via: 'smtp' } | { via: 'folder'; folder: string };

export interface Mailer {
  readonly delivery: MailDelivery;
  send(message: MailMessage): Promise<SentMail>;
  close(): void;
}

export interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  dataDir: string;
}

/** The folder mail goes to without an SMTP server. */
export const mailFolder = (dataDir: string) => path.join(dataDir, 'mail');

/** Where mail goes with these settings, without opening anything (for pages that say so). */
export function mailDelivery(options: MailerOptions): MailDelivery {
  return options.smtpUrl ? { via: 'smtp' } : { via: 'folder', folder: mailFolder(options.dataDir) };
}

/**
 * Sends mail through the configured SMTP server. Without one, each message is written as an .eml
 * file to the data folder instead (a console without mail settings still shows what it would send).
 */
export function createMailer(options: MailerOptions): Mailer {
  if (options.smtpUrl) return smtpMailer(nodemailer.createTransport(options.smtpUrl), options.from);
  return folderMailer(mailFolder(options.dataDir), options.from);
}

function envelope(from: string, message: MailMessage) {
  return {
    from,
    to: [...message.to],
    subject: message.subject,
    text: message.text,
    html: message.html,
    attachments: message.attachments?.map((a) => ({ ...a })),
  };
}

function smtpMailer(transport: Transporter, from: string): Mailer {
  return {
    delivery: { via: 'smtp' },
    async send(message) {
      const info = (await transport.sendMail(envelope(from, message))) as { messageId: string };
      return { messageId: info.messageId };
    },
    close: () => transport.close(),
  };
}

function folderMailer(folder: string, from: string): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    delivery: { via: 'folder', folder },
    async send(message) {
      const info = (await transport.sendMail(envelope(from, message))) as {
        messageId: string;
        message: Buffer;
      };
      await fs.mkdir(folder, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(folder, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
      await fs.writeFile(file, info.message);
      return { messageId: info.messageId, file };
    },
    close: () => transport.close(),
  };
}
