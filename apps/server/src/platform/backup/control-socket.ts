import { chmod, mkdir, rm } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import type { BackupResult } from './backup';

/**
 * The embedded database is one process's (PGlite: one connection per data directory), so an
 * operator's `npm run admin -- backup` cannot open it while the server runs. The server listens on
 * a Unix socket in DATA_DIR (only its own user may connect: file mode 600) and makes the backup the
 * command asks for; the socket also keeps a second server off the same directory.
 */
export const CONTROL_SOCKET = 'control.sock';

/** A second server on the same embedded database: refused before it opens it. */
export class DataDirInUse extends Error {}

export const controlSocketOf = (dataDir: string) => path.join(dataDir, CONTROL_SOCKET);

/** Answers on the socket, or null when nothing listens there (no server, or one that died: a stale file). */
function post(socketPath: string, route: string, body: unknown): Promise<{ status: number; text: string } | null> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { socketPath, path: route, method: 'POST', headers: { 'content-type': 'application/json' } },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 500, text }));
      },
    );
    request.on('error', (error: NodeJS.ErrnoException) =>
      error.code === 'ENOENT' || error.code === 'ECONNREFUSED' ? resolve(null) : reject(error),
    );
    request.end(JSON.stringify(body));
  });
}

/** Whether a server runs on the embedded database of `dataDir` (its control socket answers). */
export async function serverRunsOn(dataDir: string): Promise<boolean> {
  return (await post(controlSocketOf(dataDir), '/ping', {})) !== null;
}

/** Asks the server running on `dataDir` for a backup into `file`; null when no server runs there. */
export async function backupThroughServer(dataDir: string, file: string): Promise<BackupResult | null> {
  const answer = await post(controlSocketOf(dataDir), '/backup', { to: path.resolve(file) });
  if (!answer) return null;
  if (answer.status !== 200) throw new Error(`the running server could not make the backup: ${answer.text}`);
  return JSON.parse(answer.text) as BackupResult;
}

/** Listens on DATA_DIR's control socket; refuses when another server already listens there. */
export async function listenOnControlSocket(
  dataDir: string,
  backup: (file: string) => Promise<BackupResult>,
): Promise<{ close(): Promise<void> }> {
  const socketPath = controlSocketOf(dataDir);
  await mkdir(dataDir, { recursive: true });
  if (await serverRunsOn(dataDir))
    throw new DataDirInUse(`another server runs on ${dataDir} (PGlite allows one process per data directory)`);
  await rm(socketPath, { force: true }); // left by a server that was killed
  const server = http.createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      const reply = (status: number, value: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(value));
      };
      if (request.url === '/ping') return reply(200, { ok: true });
      if (request.url !== '/backup') return reply(404, { error: 'unknown command' });
      let to: unknown;
      try {
        to = (JSON.parse(body) as { to?: unknown }).to;
      } catch {
        to = undefined;
      }
      if (typeof to !== 'string' || !path.isAbsolute(to)) return reply(400, { error: 'an absolute file to write' });
      backup(to).then(
        (result) => reply(200, result),
        (error: unknown) => reply(500, { error: (error as Error).message }),
      );
    });
  });
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(socketPath, resolve);
    });
    await chmod(socketPath, 0o600);
  } catch (error) {
    // e.g. a DATA_DIR path longer than a socket's address allows (about 100 bytes): the server runs,
    // a backup of the embedded database then needs it stopped first
    console.warn(`control socket ${socketPath} not opened: ${(error as Error).message}`);
    return { close: async () => undefined };
  }
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }).then(() => rm(socketPath, { force: true })),
  };
}
