import { burn } from '@kenjiuno/msgreader/lib/Burner.js';
import type { Entry } from '@kenjiuno/msgreader/lib/Burner.js';

/** Compound-file entry types (MS-CFB): storage, stream, root. */
const STORAGE = 1;
const STREAM = 2;
const ROOT = 5;

export interface TestMessage {
  subject: string;
  body: string;
  senderName?: string;
  senderEmail?: string;
  recipients?: { name: string; email: string }[];
  attachments?: { fileName: string; content: Uint8Array }[];
}

/**
 * An Outlook .msg for tests: MAPI string properties (PT_UNICODE, UTF-16LE) and binary attachment
 * data in their named streams, written into a compound file by @kenjiuno/msgreader's own CFB
 * writer (burn), the same package the agent reads .msg files with.
 */
export function buildTestMsg(message: TestMessage): Uint8Array {
  const entries: Entry[] = [{ name: 'Root Entry', type: ROOT, length: 0, children: [] }];
  const add = (parent: number, entry: Entry): number => {
    entries.push(entry);
    entries[parent]!.children!.push(entries.length - 1);
    return entries.length - 1;
  };
  const stream = (parent: number, name: string, data: Uint8Array): void => {
    // A plain copy: burn reads the provider's ArrayBuffer, and a small Buffer's is a shared pool.
    const own = Uint8Array.from(data);
    add(parent, { name, type: STREAM, length: own.length, binaryProvider: () => own });
  };
  const text = (parent: number, tag: string, value: string): void =>
    stream(parent, `__substg1.0_${tag}001F`, Uint8Array.from(Buffer.from(value, 'utf16le')));
  const properties = (parent: number, headerBytes: number): void =>
    stream(parent, '__properties_version1.0', new Uint8Array(headerBytes));

  properties(0, 32);
  text(0, '0037', message.subject);
  text(0, '1000', message.body);
  if (message.senderName) text(0, '0C1A', message.senderName);
  if (message.senderEmail) text(0, '0C1F', message.senderEmail);
  (message.recipients ?? []).forEach((recipient, i) => {
    const storage = add(0, {
      name: `__recip_version1.0_#${hex8(i)}`,
      type: STORAGE,
      length: 0,
      children: [],
    });
    properties(storage, 8);
    text(storage, '3001', recipient.name);
    text(storage, '3003', recipient.email);
  });
  (message.attachments ?? []).forEach((attachment, i) => {
    const storage = add(0, {
      name: `__attach_version1.0_#${hex8(i)}`,
      type: STORAGE,
      length: 0,
      children: [],
    });
    properties(storage, 8);
    text(storage, '3707', attachment.fileName);
    text(storage, '3001', attachment.fileName);
    stream(storage, '__substg1.0_37010102', attachment.content);
  });
  return burn(entries);
}

function hex8(n: number): string {
  return n.toString(16).toUpperCase().padStart(8, '0');
}
