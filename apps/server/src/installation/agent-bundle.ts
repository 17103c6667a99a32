import { gzipSync } from 'node:zlib';
import {
  AGENT_BUNDLE_FILES,
  buildAgentBundle,
  nativeWatcherFiles,
  type AgentBundle,
  type AgentSystem,
} from '@vigil/agent/build';

export { AGENT_BUNDLE_FILES, type AgentSystem };

export interface PackagedAgent extends AgentBundle {
  /** Each file gzipped and base64-encoded in 76-character lines, as the shell installer embeds it. */
  embedded: Record<string, string>;
  /** Per system, the native watcher binaries it carries (lib-relative path → contents, and embedded). */
  natives: Record<AgentSystem, { files: Record<string, Buffer>; embedded: Record<string, string> }>;
}

const embed = (files: Record<string, Buffer>) =>
  Object.fromEntries(
    Object.entries(files).map(([name, contents]) => [
      name,
      gzipSync(contents, { level: 9 }).toString('base64').replace(/.{76}/g, '$&\n'),
    ]),
  );

function nativesOf(system: AgentSystem) {
  const files = nativeWatcherFiles(system);
  return { files, embedded: embed(files) };
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
      embedded: embed(bundle.files),
      natives: { linux: nativesOf('linux'), macos: nativesOf('macos'), windows: nativesOf('windows') },
    }),
    (error: unknown) => {
      pending = null;
      throw error;
    },
  );
  return pending;
}
