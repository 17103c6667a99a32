import path from 'node:path';
import { loadConfig, ConfigError } from './config.js';
import { flushLogs } from './http/log-destination.js';

/** This server as seen from itself: a wildcard address is reached on loopback. */
function loopbackUrl(host: string, port: number): string {
  if (host === '0.0.0.0' || host === '') return `http://127.0.0.1:${port}`;
  if (host === '::') return `http://[::1]:${port}`;
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

async function main(): Promise<void> {
  const noDemo = process.argv.includes('--no-demo');
  // The configuration first: a refusal (production without its settings) comes at once, before
  // the rest of the server is loaded (the production bundle loads it as a chunk of its own).
  const config = loadConfig(process.env);
  const demo = !config.isProduction && !noDemo;

  const [
    { openDatabase },
    { buildApp },
    { SERVER_JOBS },
    { startJobs },
    { createMailer },
    { ensureRootTenant },
    { seedLibrary },
    { demoAgentKey, seedDemo, DEMO_PASSWORD },
  ] = await Promise.all([
    import('./db/client.js'),
    import('./app.js'),
    import('./jobs/server-jobs.js'),
    import('./jobs/scheduler.js'),
    import('./mail/mailer.js'),
    import('./seed/bootstrap.js'),
    import('./classifiers/library.service.js'),
    import('./seed/demo.js'),
  ]);

  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  await ensureRootTenant(database.db);
  await seedLibrary(database.db);
  let signIns: Awaited<ReturnType<typeof seedDemo>> = [];
  if (demo) signIns = await seedDemo(database.db);

  const app = await buildApp({ config, database });
  const mailer = createMailer({ ...config.mail, dataDir: config.dataDir });
  // The cloud scanner reaches this server's agent API over loopback once it listens.
  let agentApiUrl: string | null = null;
  const cloudScan = {
    config,
    serverUrl: () => agentApiUrl,
    stateDir: path.join(config.dataDir, 'cloud-scanner'),
  };
  const jobs = startJobs({ db: database.db, mailer, cloudScan }, SERVER_JOBS, app.log);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000).unref();
    try {
      await app.close();
      await jobs.stop();
      mailer.close();
      await database.close();
    } finally {
      clearTimeout(timer);
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  agentApiUrl = loopbackUrl(config.host, port);
  const url = config.publicUrl ?? `http://localhost:${port}`;

  const lines = [
    '',
    `  Vigil is running at ${url}`,
    `  Listening on ${config.host} port ${port}${config.host === '127.0.0.1' ? ' (this machine only; set HOST to change)' : ''}`,
    `  Database: ${database.kind} (${database.location})`,
    mailer.delivery.via === 'smtp'
      ? '  Mail: through the SMTP server of SMTP_URL'
      : `  Mail: no SMTP_URL, so e-mails are written to ${mailer.delivery.folder}`,
  ];
  if (signIns.length > 0) {
    lines.push('', `  Demo sign-ins (password ${DEMO_PASSWORD}):`);
    const width = Math.max(...signIns.map((s) => s.email.length));
    for (const s of signIns) lines.push(`    ${s.email.padEnd(width)}  ${s.description}`);
    const agent = await demoAgentKey(database.db);
    if (agent) {
      lines.push('', `  Connect an agent to ${agent.tenantName}:`);
      lines.push(`    npx vigil-agent register --server ${url} --key ${agent.agentKey}`);
      lines.push('    npx vigil-agent scan ~/Documents');
    }
  } else if (!demo) {
    // The production bundle has its own command (the image has no npm scripts' sources).
    const createAdmin = config.isProduction
      ? 'node apps/server/dist/create-admin.js'
      : 'npm run create-admin';
    lines.push('', `  No demo data. Create the first back-office administrator with: ${createAdmin}`);
  }
  // Log lines are written in batches (http/log-destination.ts): those of the start first.
  await flushLogs();
  console.log(lines.join('\n') + '\n');
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) {
    console.error(err.message);
  } else {
    console.error('Vigil failed to start:', err);
  }
  process.exit(1);
});
