import { promises as fs } from 'node:fs';
import path from 'node:path';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEMPLATE_CLASSIFIERS } from '@vigil/classify/library';
import { definitionColumns } from '../../server/src/classifiers/classifier-definition.js';
import { insertClassifiers } from '../../server/src/classifiers/classifiers.repo.js';
import { resolveSystemScope } from '../../server/src/tenants/tenant-scope.js';
import { buildTestMsg } from '../../../packages/extract/src/testing/msg.js';
import { buildProtectedPdf } from '../../../packages/extract/src/testing/pdfkit.js';
import { deviceFiles } from './helpers/console.js';
import { runCli } from './helpers/cli.js';
import {
  agentStatus,
  startAgentEnvironment,
  type AgentEnvironment,
  registerAgent,
} from './helpers/environment.js';

/**
 * Issue 18's extraction and detection gaps, end to end: the agent scans a folder holding one file
 * of each kind and the console stores what it found. Classifiers: the test cards (plain 16 digits,
 * Luhn) and SSNs of helpers/console.ts, plus the library's payment-card template (every grouping,
 * dots too) and a Cyrillic keyword that only correctly decoded windows-1251 text contains.
 */

let env: AgentEnvironment;
const dirs = { state: '', data: '' };
const ids = { card: 0, ssn: 0, libraryCard: 0, passport: 0 };

const CRLF = '\r\n';
const base64 = (bytes: Uint8Array | string) =>
  (
    Buffer.from(bytes)
      .toString('base64')
      .match(/.{1,76}/g) ?? []
  ).join(CRLF);

function buildEml(): Buffer {
  const boundary = 'b-42';
  return Buffer.from(
    [
      'From: Jane Roe <jane@example.com>',
      'To: payroll@example.com',
      'Subject: Staff list',
      'Date: Thu, 26 Nov 2026 10:00:00 +0000',
      'MIME-Version: 1.0',
      `Content-Type: multipart/mixed; boundary="${boundary}"`,
      '',
      `--${boundary}`,
      'Content-Type: text/plain; charset=utf-8',
      'Content-Transfer-Encoding: base64',
      '',
      base64('Employee SSN 078-05-1120, see the attachment.'),
      `--${boundary}`,
      'Content-Type: text/csv; name="cards.csv"',
      'Content-Disposition: attachment; filename="cards.csv"',
      'Content-Transfer-Encoding: base64',
      '',
      base64('name,card\nJane,4111111111111111\n'),
      `--${boundary}--`,
      '',
    ].join(CRLF),
    'latin1',
  );
}

beforeAll(async () => {
  env = await startAgentEnvironment();
  ids.card = env.customer.classifiers.card;
  ids.ssn = env.customer.classifiers.ssn;
  const template = TEMPLATE_CLASSIFIERS.find((t) => t.key === 'PAYMENT_CARD');
  if (!template) throw new Error('no payment card template');
  const [libraryCard, passport] = await insertClassifiers(
    env.t.db,
    await resolveSystemScope(env.t.db, env.customer.customer.id),
    [
      definitionColumns({
        name: 'Library card numbers',
        type: 'BY_CONTENT',
        valuePerRecord: 100,
        rules: template.rules,
      }),
      definitionColumns({
        name: 'Russian passport',
        type: 'BY_CONTENT',
        valuePerRecord: 1,
        rules: [{ ruleType: 'CONTAINS', text: 'паспорт', entryCounter: true }],
      }),
    ],
  );
  if (!libraryCard || !passport) throw new Error('classifiers not created');
  ids.libraryCard = libraryCard.id;
  ids.passport = passport.id;

  dirs.state = path.join(env.work, 'state');
  dirs.data = path.join(env.work, 'data');
  await fs.mkdir(dirs.data);
  const write = (name: string, bytes: Uint8Array) => fs.writeFile(path.join(dirs.data, name), bytes);
  const pdfText = 'Card 4111111111111111 of Jane Roe, SSN 123-45-6789';
  await write('print-locked.pdf', await buildProtectedPdf({ text: pdfText, ownerPassword: 'owner' }));
  await write(
    'print-locked-aes256.pdf',
    await buildProtectedPdf({ text: pdfText, pdfVersion: '1.7ext3', ownerPassword: 'owner' }),
  );
  await write(
    'secret.pdf',
    await buildProtectedPdf({ text: pdfText, userPassword: 'open-me', ownerPassword: 'owner' }),
  );
  await write(
    'letter-1251.txt',
    iconv.encode(
      'Паспорт гражданина: Иванов Иван Иванович. Номер карты 5232.1461.6682.3609.',
      'windows-1251',
    ),
  );
  await write('staff.eml', buildEml());
  await write(
    'outlook.msg',
    buildTestMsg({
      subject: 'Card on file',
      body: 'Card 5555555555554444, grouped 5555\u00a05555\u00a05555\u00a04444.',
      senderName: 'Jane Roe',
      senderEmail: 'jane@example.com',
      attachments: [{ fileName: 'notes.txt', content: Buffer.from('SSN 123-45-6789') }],
    }),
  );
  await registerAgent(env, dirs.state);
  // A fresh database, five fixtures and a registration: on a loaded two-core machine over a minute.
}, 240_000);

afterAll(async () => {
  await env?.close();
});

describe('the agent reads every file kind of issue 18', () => {
  it('finds what each file holds and reports only the password-protected PDF as encrypted', async () => {
    const result = await runCli(['scan', dirs.data, '--state-dir', dirs.state, '--quiet']);
    expect(result.code).toBe(0);
    const { deviceId } = await agentStatus(dirs.state);
    const files = await deviceFiles(env.t, env.customer.customer.id, deviceId ?? -1);
    const file = (name: string) => files.get(path.join(dirs.data, name));

    for (const name of ['print-locked.pdf', 'print-locked-aes256.pdf']) {
      expect(file(name), name).toMatchObject({
        parseResult: 'OK',
        entries: { [ids.card]: 1, [ids.ssn]: 1, [ids.libraryCard]: 1 },
      });
    }
    expect(file('secret.pdf')).toMatchObject({ parseResult: 'ENCRYPTED_PASSWORD' });
    expect(file('secret.pdf')?.entries).toEqual({});
    expect(file('letter-1251.txt')).toMatchObject({
      parseResult: 'OK',
      entries: { [ids.passport]: 1, [ids.libraryCard]: 1 },
    });
    expect(file('staff.eml')).toMatchObject({
      parseResult: 'OK',
      entries: { [ids.card]: 1, [ids.ssn]: 1, [ids.libraryCard]: 1 },
    });
    expect(file('outlook.msg')).toMatchObject({
      parseResult: 'OK',
      entries: { [ids.card]: 1, [ids.ssn]: 1, [ids.libraryCard]: 2 },
    });
  }, 240_000);
});
