import net from 'node:net';

/**
 * A TCP forwarder in front of the real server, to take the network away and give it back:
 * `down()` refuses connections (the server is unreachable), `up()` forwards again on the same port,
 * and `dropResponses(n)` lets the next n requests reach the server but cuts the connection before
 * the answer gets back (the agent cannot know whether its batch was applied).
 */
export class SwitchableProxy {
  private server: net.Server | null = null;
  private sockets = new Set<net.Socket>();
  private toDrop = 0;
  port = 0;

  constructor(
    private readonly targetPort: number,
    private readonly targetHost = '127.0.0.1',
  ) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}/`;
  }

  /** The next `count` batch uploads reach the server, but their answers never come back. */
  dropResponses(count: number): void {
    this.toDrop = count;
  }

  async up(): Promise<void> {
    if (this.server) return;
    const server = net.createServer((client) => this.forward(client));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (server.address() as net.AddressInfo).port;
    this.server = server;
  }

  async down(): Promise<void> {
    const server = this.server;
    this.server = null;
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
    if (server) await new Promise((resolve) => server.close(resolve));
  }

  private forward(client: net.Socket): void {
    const upstream = net.connect(this.targetPort, this.targetHost);
    this.sockets.add(client);
    this.sockets.add(upstream);
    let dropAnswer = false;
    client.on('data', (chunk) => {
      // Connections are reused: decide per request, when its first line goes by.
      if (this.toDrop > 0 && chunk.toString('latin1', 0, 32).startsWith('POST /agent/v1/batches')) {
        this.toDrop -= 1;
        dropAnswer = true;
      }
      upstream.write(chunk);
    });
    upstream.on('data', (chunk) => {
      if (dropAnswer) {
        client.destroy();
        upstream.destroy();
        return;
      }
      client.write(chunk);
    });
    const close = () => {
      client.destroy();
      upstream.destroy();
      this.sockets.delete(client);
      this.sockets.delete(upstream);
    };
    client.on('close', close);
    upstream.on('close', close);
    client.on('error', close);
    upstream.on('error', close);
  }
}
