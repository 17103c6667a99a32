import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScannerConfFile } from '@vigil/contracts';
import { startTestCloudProvider, type TestCloudProvider } from '../../../e2e/support/test-cloud-provider.js';
import { mirrorCloud } from '../src/repository/cloud-connectors.js';

const listed = async (root: string) => (await fs.readdir(root)).sort();

describe('mirrorCloud limits: items per pass, bytes per item, a stopped listing removes nothing', () => {
  let provider: TestCloudProvider;
  let root: string;
  let conf: ScannerConfFile;

  beforeAll(async () => {
    provider = await startTestCloudProvider({
      data: {
        googleDrive: [
          { id: 'g1', name: 'a.txt', mimeType: 'text/plain', content: 'a' },
          { id: 'g2', name: 'b.txt', mimeType: 'text/plain', content: 'b'.repeat(100) },
          { id: 'g3', name: 'c.txt', mimeType: 'text/plain', content: 'c' },
        ],
      },
    });
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'vigil-cloud-mirror-'));
    conf = {
      vigilScannerAuth: 1,
      authService: 'GOOGLE_DRIVE',
      tokenUrl: `${provider.url}/google/token`,
      apiUrl: `${provider.url}/googleapis`,
      serviceAccount: provider.addServiceAccount(),
    };
  });

  afterAll(async () => {
    await provider?.close();
    if (root) await fs.rm(root, { recursive: true, force: true });
  });

  it('an item larger than fileBytesMax is left out, the others mirrored', async () => {
    const result = await mirrorCloud(conf, root, { limits: { fileBytesMax: 50 } });
    expect(result).toMatchObject({ objects: 3, downloaded: 2, tooLarge: 1, incomplete: false });
    expect(await listed(root)).toEqual(['a.txt', 'c.txt']);
  });

  it('itemsMax stops the listing: incomplete, and what was mirrored before stays', async () => {
    const result = await mirrorCloud(conf, root, { limits: { itemsMax: 1 } });
    expect(result).toMatchObject({ objects: 1, incomplete: true });
    expect(await listed(root)).toEqual(['a.txt', 'c.txt']);
    // Without limits the whole listing is mirrored again.
    const all = await mirrorCloud(conf, root);
    expect(all).toMatchObject({ objects: 3, tooLarge: 0, incomplete: false });
    expect(await listed(root)).toEqual(['a.txt', 'b.txt', 'c.txt']);
  });

  it('an aborted signal stops before the first item', async () => {
    const result = await mirrorCloud(conf, root, { signal: AbortSignal.abort() });
    expect(result).toMatchObject({ objects: 0, incomplete: true });
    expect(await listed(root)).toEqual(['a.txt', 'b.txt', 'c.txt']);
  });
});
