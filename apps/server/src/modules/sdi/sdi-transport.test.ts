import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../platform/config';
import { createSdiTransport, sdiFailureOf, sdiFailureText } from './sdi-transport';

describe('the outbox transport', () => {
  it('takes the same file again (a retried job) but never overwrites a file already handed over', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'sdi-outbox-'));
    const transport = createSdiTransport({ ...loadConfig({}).sdi, transport: 'outbox', outboxDir: dir });
    const file = { fileName: 'IT01234567897_00001.xml', xml: '<a/>' };
    expect(await transport.send(file, { name: 'B' })).toEqual({
      transport: 'outbox',
      reference: path.join(dir, file.fileName),
    });
    await expect(transport.send(file, { name: 'B' })).resolves.toMatchObject({ transport: 'outbox' });
    await expect(transport.send({ ...file, xml: '<b/>' }, { name: 'B' })).rejects.toThrow(/EEXIST/);
    expect(await readFile(path.join(dir, file.fileName), 'utf8')).toBe('<a/>');
  });
});

describe('why a hand-over failed', () => {
  let http: Server;
  let status = 200;
  beforeAll(async () => {
    http = createServer((_req, res) => res.writeHead(status).end('no'));
    await new Promise<void>((r) => http.listen(0, '127.0.0.1', r));
  });
  afterAll(() => new Promise<void>((r) => http.close(() => r())));

  const config = loadConfig({}).sdi;
  const file = { fileName: 'IT01234567897_00002.xml', xml: '<a/>' };
  const reasonOf = async (send: () => Promise<unknown>) => {
    const error = await send().then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).not.toBeNull();
    return sdiFailureOf(error);
  };
  /** A port nothing listens on: a server that was there and closed. */
  async function closedPort(): Promise<number> {
    const probe = createServer();
    await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
    const { port } = probe.address() as AddressInfo;
    await new Promise<void>((r) => probe.close(() => r()));
    return port;
  }

  it("reads the intermediary's HTTP answer: credentials refused, file refused, its own failure", async () => {
    const transport = createSdiTransport({
      ...config,
      transport: 'http',
      httpUrl: `http://127.0.0.1:${(http.address() as AddressInfo).port}/`,
    });
    const answered = async (code: number) => {
      status = code;
      return reasonOf(() => transport.send(file, { name: 'B' }));
    };
    expect(await answered(401)).toBe('AUTH_REFUSED');
    expect(await answered(422)).toBe('REFUSED');
    expect(await answered(502)).toBe('INTERMEDIARY_ERROR');
  });

  it('tells an intermediary or PEC server nobody answers at from a platform not set up', async () => {
    const port = await closedPort();
    const http = createSdiTransport({ ...config, transport: 'http', httpUrl: `http://127.0.0.1:${port}/` });
    expect(await reasonOf(() => http.send(file, { name: 'B' }))).toBe('UNREACHABLE'); // fetch failed, ECONNREFUSED
    const refused = await http.send(file, { name: 'B' }).catch((e: unknown) => e);
    expect(sdiFailureText(refused)).toMatch(/^fetch failed: connect ECONNREFUSED 127\.0\.0\.1:\d+$/); // the detail names the cause
    const pec = createSdiTransport({
      ...config,
      transport: 'pec',
      pecSmtpUrl: `smtp://127.0.0.1:${port}`,
      pecFrom: 'fatture@pec.example.org',
    });
    expect(await reasonOf(() => pec.send(file, { name: 'B' }))).toBe('UNREACHABLE'); // nodemailer ECONNECTION
    expect(await reasonOf(async () => createSdiTransport({ ...config, transport: 'http', httpUrl: undefined }))).toBe(
      'NOT_CONFIGURED',
    );
  });

  it('names what it cannot tell apart as other', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'sdi-outbox-'));
    const outbox = createSdiTransport({ ...config, transport: 'outbox', outboxDir: dir });
    await outbox.send(file, { name: 'B' });
    expect(await reasonOf(() => outbox.send({ ...file, xml: '<b/>' }, { name: 'B' }))).toBe('OTHER'); // EEXIST
  });
});
