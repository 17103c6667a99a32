import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { progress } from './report.js';

const repoRoot = path.resolve(import.meta.dirname, '..', '..');
const dist = path.join(repoRoot, 'apps/web/dist');
const manifestPath = path.join(dist, '.vite/manifest.json');

/** The sign-in route's critical path stays within what fast sites keep (issue 18). */
export const SIGN_IN_BUDGET_KB = 170;

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The chunks a page needs before it can render: an entry and what it imports, transitively. */
export function staticClosure(manifest: Manifest, roots: string[]): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  roots.forEach(visit);
  return [...files].filter((file) => file.endsWith('.js'));
}

const gzipKb = (file: string) =>
  zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length / 1024;

/**
 * What the browser downloads before a user can type on /auth/sign-in: the entry, its static
 * imports (index.html preloads them) and the sign-in page's chunk with its own imports, gzipped.
 */
export async function bundleBench(): Promise<Record<string, unknown>> {
  progress('building the console (vite build)…');
  const build = spawnSync('npm', ['run', '-s', 'build'], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (build.status !== 0) throw new Error('the web build failed');
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Manifest;
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const signInPage = Object.keys(manifest).find((key) => key.endsWith('features/sign-in/SignInPage.tsx'));
  if (!entry || !signInPage) throw new Error('the manifest names no entry or no sign-in page');
  const entryFiles = staticClosure(manifest, [entry]);
  const signInFiles = staticClosure(manifest, [entry, signInPage]);
  const allJs = Object.values(manifest).filter((chunk) => chunk.file.endsWith('.js'));
  const sum = (files: string[]) =>
    Math.round(files.reduce((total, file) => total + gzipKb(file), 0) * 10) / 10;
  const signInKb = sum(signInFiles);
  return {
    signInRouteKbGzip: signInKb,
    signInChunks: signInFiles.length,
    entryWithPreloadsKbGzip: sum(entryFiles),
    wholeConsoleKbGzip: sum([...new Set(allJs.map((chunk) => chunk.file))]),
    target: { budgetKb: SIGN_IN_BUDGET_KB, met: signInKb <= SIGN_IN_BUDGET_KB },
  };
}
