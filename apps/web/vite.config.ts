import path from 'node:path';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const apiTarget = process.env.VIGIL_API ?? 'http://localhost:4000';

// Fakes and setup for the unit tests live in test/, outside the console's sources.
const testSupport = path.resolve(import.meta.dirname, 'test');

/** Fails the build when the console imports test support, however the import is written. */
function noTestSupportInBuild(): Plugin {
  return {
    name: 'vigil:no-test-support-in-build',
    apply: 'build',
    load(id) {
      if (id.startsWith(`${testSupport}${path.sep}`)) {
        this.error(`${path.relative(import.meta.dirname, id)} is test support: the console cannot import it`);
      }
      return null;
    },
  };
}

export default defineConfig({
  plugins: [react(), noTestSupportInBuild()],
  server: {
    port: 5173,
    proxy: {
      '/graphql': apiTarget,
      '/api': apiTarget,
      // /sso/success and /sso/error are pages of the app; the rest of /sso is the server's.
      '^/sso/(?!success|error)': apiTarget,
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    // bench/src/bundle.ts reads it to weigh the sign-in page's first download.
    manifest: true,
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      onwarn(warning, warn) {
        // GraphiQL's modules opt out of the React compiler with "use no memo"; bundling drops the
        // directive, which only that compiler reads.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.message.includes('use no memo')) return;
        warn(warning);
      },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./test/setup.ts'],
  },
});
