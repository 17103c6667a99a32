// npm start: build the web console if needed, then run the server (migrates and seeds on first start).
import { spawn } from 'node:child_process';
import { ensureWebBuilt, root } from './lib.mjs';

const code = await ensureWebBuilt();
if (code !== 0) process.exit(code);

// tsx as a loader of this very process, not as a wrapper around it: the tsx wrapper SIGKILLs a
// server that does not answer a stop signal within 60 ms (one busy PGlite query), which would cut
// a transaction of the embedded database short instead of letting the server shut down cleanly.
const child = spawn(
  process.execPath,
  ['--import', 'tsx', 'apps/server/src/main.ts', ...process.argv.slice(2)],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (c, signal) => process.exit(signal ? 0 : (c ?? 1)));
