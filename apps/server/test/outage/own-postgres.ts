import { execFile } from 'node:child_process';
import { chown, mkdtemp, readdir, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** A free TCP port on the loopback (asked of the system, then let go). */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * A PostgreSQL server of the test's own (initdb in a temporary directory, as scripts/with-postgres.sh
 * does), so a test can stop it under load and start it again without touching the server the other
 * test files share. Run as the `postgres` user when the tests run as root.
 */
export class OwnPostgres {
  private constructor(
    private readonly bin: string,
    private readonly dir: string,
    private readonly port: number,
    private readonly asUser: string[],
  ) {}

  static async start(): Promise<OwnPostgres> {
    const versions = (await readdir('/usr/lib/postgresql')).sort((a, b) => Number(a) - Number(b));
    const bin = path.join('/usr/lib/postgresql', versions.at(-1) ?? '', 'bin');
    const dir = await mkdtemp(path.join(os.tmpdir(), 'own-pg-'));
    const root = process.getuid?.() === 0;
    if (root) {
      const { stdout } = await run('id', ['-u', 'postgres']);
      const { stdout: group } = await run('id', ['-g', 'postgres']);
      await chown(dir, Number(stdout.trim()), Number(group.trim()));
    }
    const pg = new OwnPostgres(bin, dir, await freePort(), root ? ['runuser', '-u', 'postgres', '--'] : []);
    await pg.exec('initdb', ['-D', dir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C.UTF-8']);
    await pg.restart();
    return pg;
  }

  get url(): string {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`;
  }

  private async exec(tool: string, args: string[]): Promise<void> {
    const [command, ...rest] = [...this.asUser, path.join(this.bin, tool), ...args];
    await run(command!, rest, { timeout: 60_000 });
  }

  /** `pg_ctl stop -m fast`: every session is ended (57P01) and new connections are refused. */
  async stop(): Promise<void> {
    await this.exec('pg_ctl', ['-D', this.dir, '-m', 'fast', '-w', 'stop']);
  }

  async restart(): Promise<void> {
    const options = `-c listen_addresses=127.0.0.1 -p ${this.port} -k ${this.dir}`;
    await this.exec('pg_ctl', [
      '-D',
      this.dir,
      '-l',
      path.join(this.dir, 'server.log'),
      '-w',
      '-t',
      '30',
      '-o',
      options,
      'start',
    ]);
  }

  async dispose(): Promise<void> {
    await this.stop().catch(() => undefined);
    await rm(this.dir, { recursive: true, force: true });
  }
}
