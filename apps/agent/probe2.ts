import { promises as fs } from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { TEMPLATE_CLASSIFIERS } from '@vigil/classify/library';
import { createEngine } from '@vigil/classify';
import { extractText } from '@vigil/extract';
import { classifierDefinitionSchema } from '@vigil/contracts';
const defs = TEMPLATE_CLASSIFIERS.map(({ key: _k, description: _d, regulationKeys: _r, countries: _c, ...def }, i) => classifierDefinitionSchema.parse({ ...def, id: i + 1 }));
const engine = createEngine(defs);
const files: string[] = [];
for (const d of await fs.readdir('/tmp/vbench/data')) for (const f of await fs.readdir(path.join('/tmp/vbench/data', d))) files.push(path.join('/tmp/vbench/data', d, f));
let read = 0, hash = 0, ext = 0, cls = 0, bytes = 0;
for (const f of files) {
  let t = performance.now();
  const b = await fs.readFile(f); bytes += b.length;
  read += performance.now() - t; t = performance.now();
  createHash('sha256').update(b).digest('hex');
  hash += performance.now() - t; t = performance.now();
  const x = await extractText(b, { fileName: path.basename(f) });
  ext += performance.now() - t; t = performance.now();
  engine.classify({ segments: x.segments, path: f, extension: 'txt' });
  cls += performance.now() - t;
}
const mb = bytes / 1e6;
console.log({ mb, readMBps: mb / read * 1000, hashMBps: mb / hash * 1000, extractMBps: mb / ext * 1000, classifyMBps: mb / cls * 1000, total: mb / (read + hash + ext + cls) * 1000 });
