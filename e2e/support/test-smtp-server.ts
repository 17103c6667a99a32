import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** The SMTP envelope: who the server was asked to deliver to. */
  envelopeTo: string[];
  parsed: ParsedMail;
}

export interface TestSmtpServer {
  /** For SMTP_URL: plain SMTP on loopback, no STARTTLS. */
  url: string;
  received: ReceivedMail[];
  /** Resolves with the first `count` messages that arrived, waiting up to `timeoutMs`. */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

/**
 * A real SMTP server on 127.0.0.1 (the maintained `smtp-server`) that keeps what it receives; on
 * a free port, or on `port` for a server under test whose SMTP_URL was fixed before it started.
 */
export async function startTestSmtpServer(options: { port?: number } = {}): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      // The envelope belongs to this message: copy it before the session moves on.
      const envelopeTo = session.envelope.rcptTo.map((r) => r.address);
      simpleParser(stream)
        .then((parsed) => {
          received.push({ envelopeTo, parsed });
          for (const wake of waiters) wake();
          callback();
        })
        .catch((err: Error) => callback(err));
    },
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}/?ignoreTLS=true`,
    received,
    waitFor(count, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (received.length < count) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(received.slice(0, count));
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`expected ${count} mail(s), received ${received.length}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
