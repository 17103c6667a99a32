import fs from 'node:fs';
import path from 'node:path';
import { printSchema } from 'graphql';
import { getSchema } from '../api/schema.js';

/** Writes the SDL the web's codegen reads: apps/server/schema.graphql. `--check` fails when it is stale. */
const target = path.resolve(import.meta.dirname, '../../schema.graphql');
const sdl = printSchema(getSchema().schema) + '\n';
if (process.argv.includes('--check')) {
  const current = fs.existsSync(target) ? fs.readFileSync(target, 'utf8') : '';
  if (current !== sdl) {
    console.error('apps/server/schema.graphql is stale: run "npm run schema"');
    process.exit(1);
  }
} else {
  fs.writeFileSync(target, sdl);
  console.log(`wrote ${path.relative(process.cwd(), target)}`);
}
