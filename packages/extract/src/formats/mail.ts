import type msgReaderModule from '@kenjiuno/msgreader';
import { chargeExpanded } from '../context.js';
import type { ExtractContext } from '../context.js';
import { ExtractError, textSegment } from '../extraction.js';
import type { ExtractedSegment, Extraction } from '../extraction.js';
import { extractMembers } from './archive.js';
import type { ArchiveMember } from './archive.js';
import { htmlToText } from './html.js';

/**
 * The parsers are loaded when the first message is met: mailparser alone takes over a second to
 * load on a busy machine, which every analysis worker would otherwise pay at start.
 * msgreader is CommonJS with an ES default: Node hands an ES module the exports object (the class
 * under .default), a bundler that honours __esModule may hand the class itself.
 */
async function loadMsgReader(): Promise<typeof msgReaderModule.default> {
  const loaded = (await import('@kenjiuno/msgreader')) as unknown as {
    default: typeof msgReaderModule.default | { default: typeof msgReaderModule.default };
  };
  const exported = loaded.default;
  return 'default' in exported ? exported.default : exported;
}

/** One message, whichever format it came in. */
interface MailMessage {
  headers: string;
  body: string;
  attachments: { name: string; content: () => Uint8Array }[];
}

/**
 * An e-mail (.eml, RFC 5322 / MIME, through mailparser): headers, the body decoded from base64 or
 * quoted-printable in its charset (HTML-only bodies as text), then each attachment read like a
 * file of its own ("invoice.pdf#Page 1"), nested messages and archives included, within the same
 * depth and size limits as archives.
 */
export async function extractEml(bytes: Uint8Array, ctx: ExtractContext): Promise<Extraction> {
  const { simpleParser } = await import('mailparser');
  const parsed = await simpleParser(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), {
    skipImageLinks: true,
    skipTextLinks: true,
  });
  const headerLines: string[] = [];
  const address = (value: typeof parsed.from | typeof parsed.to): string =>
    value === undefined ? '' : (Array.isArray(value) ? value : [value]).map((a) => a.text).join(', ');
  if (parsed.from) headerLines.push(`From: ${address(parsed.from)}`);
  if (parsed.to) headerLines.push(`To: ${address(parsed.to)}`);
  if (parsed.cc) headerLines.push(`Cc: ${address(parsed.cc)}`);
  if (parsed.subject) headerLines.push(`Subject: ${parsed.subject}`);
  const body = parsed.text?.trim() ? parsed.text : parsed.html ? htmlToText(parsed.html) : '';
  return readMessage(
    {
      headers: headerLines.join('\n'),
      body,
      attachments: parsed.attachments.map((a, i) => ({
        name: a.filename ?? `attachment-${i + 1}`,
        content: () => a.content,
      })),
    },
    'eml',
    ctx,
  );
}

/** An Outlook message (.msg, a compound file of MAPI properties, through @kenjiuno/msgreader). */
export async function extractMsg(bytes: Uint8Array, ctx: ExtractContext): Promise<Extraction> {
  const MsgReader = await loadMsgReader();
  // Its own ArrayBuffer: a Buffer's may be a shared pool (and Buffer#slice doesn't copy).
  const reader = new MsgReader(Uint8Array.from(bytes).buffer);
  const data = reader.getFileData();
  if (data.error) throw new ExtractError('PARSING_ERROR', `The Outlook message is damaged (${data.error}).`);
  const headerLines: string[] = [];
  const sender = [data.senderName, data.senderEmail ? `<${data.senderEmail}>` : ''].filter(Boolean).join(' ');
  if (sender) headerLines.push(`From: ${sender}`);
  const recipients = (data.recipients ?? [])
    .map((r) => [r.name, r.email && r.email !== r.name ? `<${r.email}>` : ''].filter(Boolean).join(' '))
    .filter(Boolean);
  if (recipients.length > 0) headerLines.push(`To: ${recipients.join(', ')}`);
  if (data.subject) headerLines.push(`Subject: ${data.subject}`);
  const html = data.bodyHtml ?? (data.html ? Buffer.from(data.html).toString('utf8') : undefined);
  const body = data.body?.trim() ? data.body : html ? htmlToText(html) : '';
  return readMessage(
    {
      headers: headerLines.join('\n'),
      body,
      attachments: (data.attachments ?? []).map((attachment, i) => ({
        name: attachment.fileName ?? attachment.name ?? `attachment-${i + 1}`,
        content: () => {
          const content = reader.getAttachment(attachment).content;
          // An attached Outlook item (innerMsgContent) has no bytes of its own to read.
          if (!content) throw new ExtractError('UNSUPPORTED', 'Attached Outlook items are not read.');
          return content;
        },
      })),
    },
    'msg',
    ctx,
  );
}

async function readMessage(message: MailMessage, format: string, ctx: ExtractContext): Promise<Extraction> {
  const segments: ExtractedSegment[] = [
    ...textSegment(message.headers, 'Headers'),
    ...textSegment(message.body, 'Body'),
  ];
  if (message.attachments.length === 0) return { parseResult: 'OK', isEncrypted: false, segments, format };
  const used = new Set<string>();
  const members: ArchiveMember[] = message.attachments.map((attachment) => {
    const base = attachment.name.replace(/[\\/]/g, '_') || 'attachment';
    let path = base;
    for (let n = 2; used.has(path); n++) path = `${base} (${n})`;
    used.add(path);
    return {
      path,
      read: () => {
        const content = attachment.content();
        if (content.length > ctx.limits.maxEntryBytes) {
          throw new ExtractError(
            'TOO_LARGE',
            `The attachment ${path} is larger than the limit; it wasn't read.`,
          );
        }
        chargeExpanded(ctx, content.length, `The attachment ${path}`);
        return content;
      },
    };
  });
  try {
    const inner = await extractMembers(members, format, ctx);
    return { ...inner, segments: [...segments, ...inner.segments] };
  } catch (error) {
    // Nested too deep: the message's own text still counts, its attachments weren't opened.
    if (error instanceof ExtractError && error.parseResult === 'TOO_LARGE') {
      return {
        parseResult: 'TOO_LARGE',
        brokenDescription: `The message's attachments weren't opened: ${error.message}`,
        isEncrypted: false,
        segments,
        format,
      };
    }
    throw error;
  }
}
