import { gzipSync } from 'node:zlib';
import { AGENT_BUNDLE_FILES, buildAgentBundle, type AgentBundle } from '@vigil/agent/build';

export { AGENT_BUNDLE_FILES };

export interface PackagedAgent extends AgentBundle {
  /** Each file gzipped and base64-encoded in 76-character lines, as the shell installer embeds it. */
  embedded: Record<string, string>;
}

let pending: Promise<PackagedAgent> | null = null;

/**
 * The bundled agent, built with esbuild from the agent's sources on the first download and kept
 * for the life of the process (about half a second; nothing is written to disk or committed). A
 * failed build is tried again on the next download.
 */
export function packagedAgent(): Promise<PackagedAgent> {
  pending ??= buildAgentBundle().then(
    (bundle) => ({
      ...bundle,
      embedded: Object.fromEntries(
        Object.entries(bundle.files).map(([name, contents]) => [
          name,
          gzipSync(contents, { level: 9 }).toString('base64').replace(/.{76}/g, '$&\n'),
        ]),
      ),
    }),
    (error: unknown) => {
      pending = null;
      throw error;
    },
  );
  return pending;
}
