import os from 'node:os';
import { progress } from './report.js';

/**
 * npm run bench [-- --only engine,agent,agent-scale,ingest,risk,explorer,reports,bundle,soak,api] [-- --size small|large]
 *   [-- --cycles N --seed S] (the soak) [-- --seconds N] (the api section's load per run, 10 by default)
 * Runs each section in turn and prints one JSON document on stdout.
 */
type Section = (options: { size: 'small' | 'large'; seconds?: number }) => Promise<Record<string, unknown>>;

const sections: Record<string, () => Promise<Section>> = {
  engine: async () => (await import('./engine.js')).engineBench,
  agent: async () => (await import('./agent.js')).agentBench,
  'agent-scale': async () => (await import('./agent-scale.js')).agentScaleBench,
  ingest: async () => (await import('./ingest.js')).ingestBench,
  risk: async () => (await import('./risk.js')).riskBench,
  explorer: async () => (await import('./explorer.js')).explorerBench,
  reports: async () => (await import('./reports.js')).reportsBench,
  bundle: async () => (await import('./bundle.js')).bundleBench,
  soak: async () => (await import('./soak.js')).soakBench,
  api: async () => (await import('./api.js')).apiBench,
};

function argValue(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const only = argValue('only')?.split(',');
const size = argValue('size') === 'large' ? 'large' : 'small';
const secondsArg = Number(argValue('seconds'));
const seconds = Number.isFinite(secondsArg) && secondsArg > 0 ? Math.min(secondsArg, 600) : undefined;
const results: Record<string, unknown> = {
  machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model ?? 'unknown', node: process.version },
  size,
};
for (const [name, load] of Object.entries(sections)) {
  if (only && !only.includes(name)) continue;
  progress(`${name}…`);
  const started = Date.now();
  try {
    results[name] = {
      ...(await (
        await load()
      )({ size, ...(seconds ? { seconds } : {}) })),
      seconds: Math.round((Date.now() - started) / 1000),
    };
  } catch (err) {
    results[name] = { error: err instanceof Error ? err.message : String(err) };
  }
}
process.stdout.write(`${JSON.stringify(results, null, 2)}\n`);
