// npm start: build the web console if needed, then run the server (migrates and seeds on first start).
import { spawn } from 'node:child_process';
import { bin, ensureWebBuilt, root } from './lib.mjs';

const code = await ensureWebBuilt();
if (code !== 0) process.exit(code);

const child = spawn(bin('tsx'), ['apps/server/src/main.ts', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (c, signal) => process.exit(signal ? 0 : (c ?? 1)));
