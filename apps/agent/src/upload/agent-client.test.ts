import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { AgentApiFailure, AgentClient, failureKindOf } from './agent-client.js';

describe('failureKindOf', () => {
  it('retries what may succeed later, dead-letters what never will, stops on refusals', () => {
    expect([0, 408, 429, 500, 502, 503, 504].map(failureKindOf)).toEqual(Array(7).fill('retry'));
    expect([400, 413, 422].map(failureKindOf)).toEqual(['invalid', 'invalid', 'invalid']);
    expect([401, 403].map(failureKindOf)).toEqual(['refused', 'refused']);
    expect([404, 405, 409].map(failureKindOf)).toEqual(['fatal', 'fatal', 'fatal']);
  });
});

describe('AgentClient', () => {
  it('turns a refused connection into a retryable failure naming the server', async () => {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as { port: number }).port;
    await new Promise((resolve) => server.close(resolve));
    const client = new AgentClient({
      server: `http://127.0.0.1:${port}/`,
      credential: 'c',
      agentVersion: '0',
    });
    const failure = await client.sendBatch('{}').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AgentApiFailure);
    expect((failure as AgentApiFailure).kind).toBe('retry');
    expect((failure as AgentApiFailure).message).toContain(`127.0.0.1:${port}`);
  });

  it('refuses to call authenticated routes without a credential', async () => {
    const client = new AgentClient({ server: 'http://127.0.0.1:9/', agentVersion: '0' });
    await expect(client.policy()).rejects.toMatchObject({ kind: 'refused' });
  });
});
