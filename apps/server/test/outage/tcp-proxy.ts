import net from 'node:net';

/**
 * A TCP relay in front of the test's PostgreSQL server, so a test can take the database away from a
 * server under load and give it back — as a restart or a failover does — without stopping the
 * PostgreSQL server the other test files share. `cut()` resets every relayed connection and refuses
 * new ones; `restore()` accepts again on the same port.
 */
export class TcpProxy {
  private server: net.Server | null = null;
  private readonly sockets = new Set<net.Socket>();

  private constructor(
    private readonly target: { host: string; port: number },
    public port = 0,
  ) {}

  /** A relay to `databaseUrl`'s host and port; `url` is the same URL through the relay. */
  static async start(databaseUrl: string): Promise<{ proxy: TcpProxy; url: string }> {
    const target = new URL(databaseUrl);
    const proxy = new TcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    await proxy.restore();
    const url = new URL(databaseUrl);
    url.hostname = '127.0.0.1';
    url.port = String(proxy.port);
    return { proxy, url: url.toString() };
  }

  async restore(): Promise<void> {
    if (this.server) return;
    const server = net.createServer((client) => {
      const upstream = net.connect(this.target.port, this.target.host);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => socket.destroy());
      }
      client.pipe(upstream).pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (server.address() as net.AddressInfo).port;
    this.server = server;
  }

  async cut(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = null;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    for (const socket of this.sockets) socket.resetAndDestroy();
    await closed;
  }

  close(): Promise<void> {
    return this.cut();
  }
}
