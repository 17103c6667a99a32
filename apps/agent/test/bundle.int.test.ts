import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Worker } from 'node:worker_threads';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEMPLATE_CLASSIFIERS } from '@vigil/classify/library';
import { classifierDefinitionSchema } from '@vigil/contracts';
import { buildTestMsg } from '../../../packages/extract/src/testing/msg.js';
import { buildProtectedPdf } from '../../../packages/extract/src/testing/pdfkit.js';
import {
  AGENT_BUNDLE_FILES,
  NATIVE_WATCHERS,
  buildAgentBundle,
  nativeWatcherFiles,
} from '../build/bundle.mjs';
import type { AnalyzeResult } from '../src/scan/analyze-file.js';
import type { WorkerReply, WorkerRequest } from '../src/scan/worker-pool.js';

const run = promisify(execFile);

/** The esbuild bundle runs with plain node from a folder with nothing else in it. */
let bare: string;

beforeAll(async () => {
  bare = await mkdtemp(path.join(os.tmpdir(), 'vigil-bundle-'));
  await buildAgentBundle({ outDir: bare });
}, 60_000);

afterAll(async () => {
  if (bare) await rm(bare, { recursive: true, force: true });
});

describe('the agent bundle', () => {
  it('is three files and the native watchers present here: no node_modules, no TypeScript', async () => {
    const natives = (Object.keys(NATIVE_WATCHERS) as (keyof typeof NATIVE_WATCHERS)[]).flatMap((system) =>
      Object.keys(nativeWatcherFiles(system)),
    );
    expect(natives).toContain(`native/watcher-${process.platform}-${process.arch}-glibc.node`);
    expect((await readdir(bare)).sort()).toEqual([...Object.values(AGENT_BUNDLE_FILES), 'native'].sort());
    expect((await readdir(path.join(bare, 'native'))).sort()).toEqual(
      natives.map((file) => path.basename(file)).sort(),
    );
    const cli = await readFile(path.join(bare, AGENT_BUNDLE_FILES.cli), 'utf8');
    expect(cli).not.toMatch(/from ['"]tsx/);
    // A bundled library's JSDoc may name its own .d.ts types; a TypeScript source never remains.
    expect(cli).not.toMatch(/(?<!\.d)\.ts['"]\)/);
  });

  it('prints its version and its status with plain node', async () => {
    const version = JSON.parse(await readFile(new URL('../package.json', import.meta.url), 'utf8')).version;
    const env = { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: bare };
    const printed = await run(process.execPath, [AGENT_BUNDLE_FILES.cli, '--version'], { cwd: bare, env });
    expect(printed.stdout.trim()).toBe(version);
    const status = await run(
      process.execPath,
      [AGENT_BUNDLE_FILES.cli, 'status', '--json', '--state-dir', path.join(bare, 'state')],
      { cwd: bare, env },
    );
    expect(JSON.parse(status.stdout)).toMatchObject({ registered: false, agentVersion: version });
  });

  it('its analysis worker reads owner-locked PDFs, legacy encodings, .eml and .msg (the new dependencies bundled)', async () => {
    const data = await mkdtemp(path.join(os.tmpdir(), 'vigil-bundle-data-'));
    const template = TEMPLATE_CLASSIFIERS.find((t) => t.key === 'PAYMENT_CARD')!;
    const classifiers = [
      classifierDefinitionSchema.parse({ id: 1, name: 'Cards', type: 'BY_CONTENT', rules: template.rules }),
      classifierDefinitionSchema.parse({
        id: 2,
        name: 'Passport',
        type: 'BY_CONTENT',
        rules: [{ ruleType: 'CONTAINS', text: 'паспорт', entryCounter: true }],
      }),
    ];
    const fixtures: Record<string, Uint8Array> = {
      'locked.pdf': await buildProtectedPdf({ text: 'Card 5232.1461.6682.3609', ownerPassword: 'owner' }),
      'letter.txt': iconv.encode(
        'Паспорт гражданина: Иванов Иван Иванович, номер карты 4111 1111 1111 1111.',
        'koi8-r',
      ),
      'mail.eml': Buffer.from(
        [
          'From: a@example.com',
          'Subject: card',
          'MIME-Version: 1.0',
          'Content-Type: text/plain; charset=utf-8',
          'Content-Transfer-Encoding: base64',
          '',
          Buffer.from('Card 4111-1111-1111-1111').toString('base64'),
        ].join('\r\n'),
      ),
      'mail.msg': buildTestMsg({
        subject: 'x',
        body: 'see attachment',
        attachments: [{ fileName: 'a.txt', content: Buffer.from('Card 5555 5555 5555 4444') }],
      }),
    };
    const worker = new Worker(path.join(bare, AGENT_BUNDLE_FILES.worker), {
      workerData: { classifiers, deviceId: 1 },
    });
    try {
      const analyze = (id: number, file: string) =>
        new Promise<AnalyzeResult>((resolve, reject) => {
          const onMessage = (reply: WorkerReply) => {
            if (reply.id !== id) return;
            worker.off('message', onMessage);
            if (reply.type === 'result') resolve(reply.result);
            else reject(new Error(reply.type === 'error' ? reply.message : 'unexpected reply'));
          };
          worker.on('message', onMessage);
          const request: WorkerRequest = {
            type: 'analyze',
            id,
            request: {
              path: file,
              extension: path.extname(file).slice(1),
              knownHash: null,
              parseAsText: false,
              isRemovable: false,
            },
          };
          worker.postMessage(request);
        });
      const found: Record<string, unknown> = {};
      let id = 0;
      for (const [name, bytes] of Object.entries(fixtures)) {
        await writeFile(path.join(data, name), bytes);
        const result = await analyze(++id, path.join(data, name));
        found[name] =
          result.kind === 'analyzed'
            ? [result.parseResult, Object.fromEntries(result.entries.map((e) => [e.classifierId, e.count]))]
            : result.kind;
      }
      expect(found).toEqual({
        'locked.pdf': ['OK', { 1: 1 }],
        'letter.txt': ['OK', { 1: 1, 2: 1 }],
        'mail.eml': ['OK', { 1: 1 }],
        'mail.msg': ['OK', { 1: 1 }],
      });
    } finally {
      await worker.terminate();
      await rm(data, { recursive: true, force: true });
    }
  });

  it('the uninstall helper says how to call it', async () => {
    const failed = await run(process.execPath, [AGENT_BUNDLE_FILES.uninstall], { cwd: bare }).catch(
      (error: { code: number; stderr: string }) => error,
    );
    expect(failed).toMatchObject({ code: 2 });
    expect((failed as { stderr: string }).stderr).toContain('--uninstall-key KEY');
  });
});
