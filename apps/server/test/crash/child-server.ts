import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT } from '../../src/platform/config';
import type { GqlResult } from '../test-server';

/** The real entry point, as `npm start` runs it. */
export const MAIN_ENTRY = path.join(REPO_ROOT, 'apps/server/src/main.ts');

const started = new Set<ChildServer>();

/** Polls `done` every 20 ms; fails naming `what` after `timeoutMs`. */
export async function waitUntil(what: string, done: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Kills every child still alive (afterAll, also when a test failed half-way). */
export async function killAllChildServers(): Promise<void> {
  await Promise.all([...started].map((c) => c.kill9()));
}

/**
 * The server as a separate Node process (`node --import tsx <entry>`), so a test can end it with
 * SIGKILL mid-work as a crash or an OOM kill would, and start it again on the same database.
 */
export class ChildServer {
  /** stdout and stderr together, for failure messages and report lines. */
  output = '';
  url = '';
  private readonly exited: Promise<number | null>;

  private constructor(private readonly child: ChildProcess) {
    child.stdout!.on('data', (d: Buffer) => (this.output += d.toString()));
    child.stderr!.on('data', (d: Buffer) => (this.output += d.toString()));
    this.exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve(signal ? null : code)));
  }

  /** Spawns the entry with `env` on top of this process's environment and waits until it listens. */
  static async start(env: Record<string, string>, entry = MAIN_ENTRY, timeoutMs = 45_000): Promise<ChildServer> {
    const child = spawn(process.execPath, ['--import', 'tsx', entry], {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: '0',
        SEED_DEMO: 'false',
        LOG_LEVEL: 'silent',
        WEB_DIST: '/nonexistent',
        GUEST_APP_DIST: '/nonexistent',
        BACKUP_EVERY_HOURS: '0', // no scheduled backup into the repository's backups/
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const server = new ChildServer(child);
    started.add(server);
    const line = await server.waitFor(/running on (http:\/\/[\d.]+:\d+)/, timeoutMs);
    server.url = line[1]!;
    return server;
  }

  get alive(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  /** Waits for a line of output matching `pattern`; fails when the process exits first. */
  async waitFor(pattern: RegExp, timeoutMs = 30_000): Promise<RegExpMatchArray> {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const match = this.output.match(pattern);
      if (match) return match;
      if (!this.alive) throw new Error(`child exited before ${pattern}:\n${this.output}`);
      if (Date.now() > until) throw new Error(`no ${pattern} within ${timeoutMs} ms:\n${this.output}`);
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  async gql(query: string, variables: Record<string, unknown> = {}, token?: string): Promise<GqlResult> {
    const res = await fetch(`${this.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    return { status: res.status, ...((await res.json()) as object) } as GqlResult;
  }

  /** kill -9: no shutdown hook runs, open transactions die with the process. */
  async kill9(): Promise<void> {
    if (this.alive) this.child.kill('SIGKILL');
    await this.exited;
    started.delete(this);
  }

  /** A graceful stop (SIGTERM runs main.ts's shutdown); SIGKILL after `timeoutMs`. Resolves with the exit code. */
  async stop(timeoutMs = 20_000): Promise<number | null> {
    if (this.alive) this.child.kill('SIGTERM');
    const timer = setTimeout(() => this.child.kill('SIGKILL'), timeoutMs);
    const code = await this.exited;
    clearTimeout(timer);
    started.delete(this);
    return code;
  }
}
