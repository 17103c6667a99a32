// The agent as plain JavaScript: one ESM file for the CLI and one for the analysis worker, started
// with `node` from a bare folder (no node_modules, no TypeScript at run time). Used by
// `npm run build -w @vigil/agent` (writes dist/) and by the server's installation packages (in memory).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const AGENT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** File names inside a package; the CLI finds the worker beside itself (worker-pool.ts's ENTRY). */
export const AGENT_BUNDLE_FILES = {
  cli: 'vigil-agent.mjs',
  worker: 'analyze-worker-entry.mjs',
  uninstall: 'vigil-uninstall.mjs',
};

/**
 * @parcel/watcher's prebuilt binaries each installer carries, as `native/watcher-<name>.node` under
 * lib/ (the agent's watcher.ts loads its own from there). npm installs only the build machine's
 * optional package: a name missing from node_modules is left out, and that platform uses fs.watch.
 */
export const NATIVE_WATCHERS = {
  linux: ['linux-x64-glibc', 'linux-x64-musl', 'linux-arm64-glibc', 'linux-arm64-musl'],
  macos: ['darwin-arm64', 'darwin-x64'],
  windows: ['win32-x64', 'win32-arm64'],
};

const requireFromAgent = createRequire(path.join(AGENT_ROOT, 'package.json'));

/** The prebuilt watcher binaries present here for one installer's system: lib-relative path → contents. */
export function nativeWatcherFiles(system) {
  const files = {};
  for (const name of NATIVE_WATCHERS[system]) {
    let file;
    try {
      file = requireFromAgent.resolve(`@parcel/watcher-${name}/watcher.node`);
    } catch {
      continue;
    }
    files[`native/watcher-${name}.node`] = readFileSync(file);
  }
  return files;
}

export const AGENT_VERSION = JSON.parse(readFileSync(path.join(AGENT_ROOT, 'package.json'), 'utf8')).version;

// ESM output still meets CommonJS dependencies that call require() for Node built-ins.
const BANNER =
  "import { createRequire as __vigilCreateRequire } from 'node:module'; const require = __vigilCreateRequire(import.meta.url);";

const VERSION_READ = "JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'))";

/**
 * device-facts.ts reads the agent's package.json beside its sources; a bundle has no such file, so
 * the read becomes the version itself. The build fails if the source no longer reads it this way.
 */
const inlineVersion = {
  name: 'inline-agent-version',
  setup(build) {
    build.onLoad({ filter: /[\\/]facts[\\/]device-facts\.ts$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      if (!source.includes(VERSION_READ)) {
        return { errors: [{ text: `device-facts.ts no longer reads the version as ${VERSION_READ}` }] };
      }
      return {
        contents: source.replace(VERSION_READ, JSON.stringify({ version: AGENT_VERSION })),
        loader: 'ts',
      };
    });
  },
};

/**
 * The @parcel/watcher package (it finds its binary in node_modules) stays out: the bundle loads the
 * binary from lib/native/ (see NATIVE_WATCHERS) through the package's JS wrapper, which is bundled.
 * esbuild's `external` would take the package's subpaths (the wrapper) out too.
 */
const parcelWatcherPackageExternal = {
  name: 'parcel-watcher-package-external',
  setup(build) {
    build.onResolve({ filter: /^@parcel\/watcher$/ }, (args) => ({ path: args.path, external: true }));
  },
};

/** Builds the two files; with `outDir` they are written there, else returned in memory. */
export async function buildAgentBundle({ outDir } = {}) {
  const result = await esbuild.build({
    absWorkingDir: AGENT_ROOT,
    entryPoints: {
      [AGENT_BUNDLE_FILES.cli.replace(/\.mjs$/, '')]: 'src/cli.ts',
      [AGENT_BUNDLE_FILES.worker.replace(/\.mjs$/, '')]: 'src/scan/analyze-worker.ts',
      [AGENT_BUNDLE_FILES.uninstall.replace(/\.mjs$/, '')]: 'build/uninstall-entry.ts',
    },
    outdir: outDir ?? path.join(AGENT_ROOT, 'dist'),
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    banner: { js: BANNER },
    plugins: [inlineVersion, parcelWatcherPackageExternal],
    legalComments: 'none',
    logLevel: 'silent',
    write: outDir !== undefined,
  });
  if (outDir !== undefined) {
    for (const system of Object.keys(NATIVE_WATCHERS)) {
      for (const [name, contents] of Object.entries(nativeWatcherFiles(system))) {
        mkdirSync(path.join(outDir, path.dirname(name)), { recursive: true });
        writeFileSync(path.join(outDir, name), contents);
      }
    }
    return null;
  }
  const files = {};
  for (const file of result.outputFiles) files[path.basename(file.path)] = Buffer.from(file.contents);
  return { version: AGENT_VERSION, files };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const outDir = path.join(AGENT_ROOT, 'dist');
  await buildAgentBundle({ outDir });
  process.stdout.write(
    `vigil-agent ${AGENT_VERSION} bundled into ${path.relative(process.cwd(), outDir) || '.'}\n`,
  );
}
