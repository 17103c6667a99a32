// The server as plain JavaScript for production: `node apps/server/dist/main.js` (and
// `node apps/server/dist/create-admin.js`), no TypeScript compiler or loader at run time.
//
// - Our workspaces export TypeScript sources (@vigil/contracts, @vigil/classify, @vigil/extract):
//   they are bundled in. Every other package stays external and is loaded from node_modules as it
//   is in development: native and wasm modules (@node-rs/argon2, @electric-sql/pglite), pdfkit's
//   fonts, and graphql (one instance: Node resolves it to its CommonJS build for Yoga, Pothos and
//   us alike; bundled, esbuild would pick its ESM build and instanceof checks would break).
//   @vigil/agent/build is plain JavaScript: it stays external too, and builds the agent's packages
//   from the agent's sources on the first download (installation/agent-bundle.ts).
// - main.ts loads the configuration before the rest (dynamic imports): split into chunks, a refusal
//   to start comes before the server's modules and packages are loaded.
// - Sources that find files beside themselves (`import.meta.dirname`, `new URL(…, import.meta.url)`:
//   the migrations, the installer templates, the built web console) get their own source folder,
//   resolved from dist/ at run time, so the repository's layout (apps/server/drizzle,
//   apps/server/src/installation/templates, apps/web/dist) is what a deployment ships.
import { readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const SERVER_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SERVER_DIST = path.join(SERVER_ROOT, 'dist');

/** Output file (without .js) → entry source. */
export const SERVER_ENTRIES = {
  main: 'src/main.ts',
  'create-admin': 'src/cli/create-admin.ts',
};

/** Workspaces whose TypeScript sources are bundled; everything else that is not relative is external. */
// @vigil/agent itself (not its /build) is bundled too: the cloud-scan job runs its repository pass.
const BUNDLED_PACKAGES = /^@vigil\/(contracts|classify|extract)(\/|$)|^@vigil\/agent$/;

const BANNER = [
  "import { createRequire as __vigilCreateRequire } from 'node:module';",
  "import { fileURLToPath as __vigilFileUrlToPath, pathToFileURL as __vigilPathToFileUrl } from 'node:url';",
  "import __vigilPath from 'node:path';",
  // CommonJS code bundled into ESM may call require() for Node built-ins.
  'const require = __vigilCreateRequire(import.meta.url);',
  'const __vigilDist = __vigilPath.dirname(__vigilFileUrlToPath(import.meta.url));',
  'const __vigilSourceDir = (relative) => __vigilPath.resolve(__vigilDist, relative);',
  'const __vigilSourceUrl = (relative) => __vigilPathToFileUrl(__vigilPath.resolve(__vigilDist, relative)).href;',
].join('\n');

const externals = {
  name: 'externals',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('node:') || !BUNDLED_PACKAGES.test(args.path)) {
        return { path: args.path, external: true };
      }
      return undefined;
    });
  },
};

const URL_BESIDE = /new URL\(([^()]*?), import\.meta\.url\)/g;

const sourceLocations = {
  name: 'source-locations',
  setup(build) {
    build.onLoad({ filter: /\.ts$/ }, (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const source = readFileSync(args.path, 'utf8');
      if (!source.includes('import.meta.dirname') && !URL_BESIDE.test(source)) return undefined;
      URL_BESIDE.lastIndex = 0;
      const dir = path.relative(SERVER_DIST, path.dirname(args.path)).split(path.sep).join('/');
      const file = path.relative(SERVER_DIST, args.path).split(path.sep).join('/');
      const contents = source
        .replaceAll('import.meta.dirname', `__vigilSourceDir(${JSON.stringify(dir)})`)
        .replace(URL_BESIDE, (_, target) => `new URL(${target}, __vigilSourceUrl(${JSON.stringify(file)}))`);
      return { contents, loader: 'ts' };
    });
  },
};

export async function buildServer({ outDir = SERVER_DIST } = {}) {
  await rm(outDir, { recursive: true, force: true });
  const result = await esbuild.build({
    absWorkingDir: SERVER_ROOT,
    entryPoints: SERVER_ENTRIES,
    outdir: outDir,
    bundle: true,
    splitting: true,
    // Chunks beside the entries: the banner resolves source folders from its own file's folder.
    chunkNames: '[name]-[hash]',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    banner: { js: BANNER },
    plugins: [externals, sourceLocations],
    sourcemap: 'linked',
    legalComments: 'none',
    logLevel: 'warning',
    metafile: true,
  });
  // A location left to the bundle's own would point into dist/, where nothing is.
  for (const file of Object.keys(result.metafile.outputs).filter((f) => f.endsWith('.js'))) {
    if (readFileSync(path.join(SERVER_ROOT, file), 'utf8').includes('import.meta.dirname')) {
      throw new Error(`${file} still reads import.meta.dirname: add its pattern to source-locations`);
    }
  }
  return result;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const started = Date.now();
  await buildServer();
  process.stdout.write(
    `server bundled into ${path.relative(process.cwd(), SERVER_DIST) || '.'} (${Object.keys(SERVER_ENTRIES)
      .map((n) => `${n}.js`)
      .join(', ')}) in ${Date.now() - started} ms\n`,
  );
}
