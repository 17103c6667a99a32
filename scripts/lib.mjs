import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');
export const bin = (name) => path.join(root, 'node_modules', '.bin', name);

/** Runs a command with inherited output; resolves with its exit code. */
export function run(cmd, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolve(signal ? 1 : (code ?? 1)));
    child.on('error', () => resolve(127));
  });
}

function newestMtime(dir) {
  let newest = 0;
  if (!fs.existsSync(dir)) return newest;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const p = path.join(dir, entry.name);
    const t = entry.isDirectory() ? newestMtime(p) : fs.statSync(p).mtimeMs;
    if (t > newest) newest = t;
  }
  return newest;
}

/** Builds the web console when dist is missing or older than its sources. */
export async function ensureWebBuilt({ force = false } = {}) {
  const index = path.join(root, 'apps/web/dist/index.html');
  const builtAt = fs.existsSync(index) ? fs.statSync(index).mtimeMs : 0;
  const sourcesAt = Math.max(
    newestMtime(path.join(root, 'apps/web/src')),
    newestMtime(path.join(root, 'apps/web/public')),
    newestMtime(path.join(root, 'packages/contracts/src')),
    fs.existsSync(path.join(root, 'apps/web/index.html'))
      ? fs.statSync(path.join(root, 'apps/web/index.html')).mtimeMs
      : 0,
  );
  if (!force && builtAt > sourcesAt) return 0;
  console.log('Building the web console…');
  return run('npm', ['run', 'build', '-w', '@vigil/web']);
}

export function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
    Boolean,
  );
  return candidates.find((p) => fs.existsSync(p)) ?? null;
}
