import { loadConfig, ConfigError } from './config.js';
import { openDatabase } from './db/client.js';
import { buildApp } from './app.js';
import { SERVER_JOBS } from './jobs/server-jobs.js';
import { startJobs } from './jobs/scheduler.js';
import { createMailer } from './mail/mailer.js';
import { ensureRootTenant } from './seed/bootstrap.js';
import { seedLibrary } from './classifiers/library.service.js';
import { demoAgentKey, seedDemo, DEMO_PASSWORD, type DemoSignIn } from './seed/demo.js';

async function main(): Promise<void> {
  const noDemo = process.argv.includes('--no-demo');
  const config = loadConfig(process.env);
  const demo = !config.isProduction && !noDemo;

  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  await ensureRootTenant(database.db);
  await seedLibrary(database.db);
  let signIns: DemoSignIn[] = [];
  if (demo) signIns = await seedDemo(database.db);

  const app = await buildApp({ config, database });
  const mailer = createMailer({ ...config.mail, dataDir: config.dataDir });
  const jobs = startJobs({ db: database.db, mailer }, SERVER_JOBS, app.log);

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
    lines.push('', '  No demo data. Create the first back-office administrator with: npm run create-admin');
  }
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
