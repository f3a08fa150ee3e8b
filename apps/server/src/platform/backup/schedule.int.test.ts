import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, codeOf, type TestServer } from '../../../test/test-server';
import { createTenant, PASSWORD, signIn } from '../../../test/fixtures';
import { createOperator } from '../../modules/operator/operator.service';
import { loadConfig } from '../config';

const STATUS =
  'query B { backupStatus { everyHours keep overdue last { ok trigger fileName bytes error } lastOk { fileName bytes finishedAt } } }';

let server: TestServer;
let dir: string;
let jwt: Record<string, string> = {};
const OLD = [
  'brotzeit-2026-11-28T03-00-00Z.tar',
  'brotzeit-2026-11-29T03-00-00Z.tar',
  'brotzeit-2026-11-30T03-00-00Z.tar',
];

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'scheduled-'));
  await mkdir(dir, { recursive: true });
  for (const name of OLD) await writeFile(path.join(dir, name), 'an older backup');
  await writeFile(path.join(dir, 'by-hand.tar'), 'not one of the schedule’s names: left alone');
  server = await createTestServer({
    backup: { dir, keep: 2, everyHours: 24 },
    jobs: { ...loadConfig({}).jobs, maintenanceSeconds: 1, pollSeconds: 1 },
  });
  await createTenant(server.platform.db, 'bks');
  await createOperator(server.platform.db, { username: 'backup-op', email: 'bop@example.org', password: PASSWORD });
  jwt = await signIn(server, { users: ['backup-op', 'bks-bakery'] });
});
afterAll(async () => {
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

const status = async () => (await server.gql(STATUS, {}, jwt['backup-op'])).data?.backupStatus;

describe('scheduled backups (issue 46)', () => {
  it('makes one at the start, keeps the newest BACKUP_KEEP of its own files, and the operator sees when and how big', async () => {
    for (let i = 0; i < 200 && !(await status())?.lastOk; i++) await new Promise((r) => setTimeout(r, 50));
    const seen = await status();
    expect(seen).toMatchObject({
      everyHours: 24,
      keep: 2,
      overdue: false,
      last: { ok: true, trigger: 'schedule', error: null },
    });
    expect(seen.lastOk.fileName).toMatch(/^brotzeit-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.tar$/);
    expect(seen.lastOk.bytes).toBeGreaterThan(10_000);
    const files = (await readdir(dir)).sort();
    expect(files).toEqual(['brotzeit-2026-11-30T03-00-00Z.tar', seen.lastOk.fileName, 'by-hand.tar'].sort());
  });

  it('makes no second one while the last is younger than BACKUP_EVERY_HOURS', async () => {
    const before = (await readdir(dir)).length;
    const asked = async () =>
      (
        (await server.platform.database.rawQuery(
          `select count(*)::int as n from pgboss.job where name = 'backup' and state = 'completed'`,
        )) as { n: number }[]
      )[0]!.n;
    const done = await asked();
    await server.platform.jobs.sendOncePer('backup', 1); // another instance's hourly question, now
    for (let i = 0; i < 100 && (await asked()) === done; i++) await new Promise((r) => setTimeout(r, 50));
    expect(await asked()).toBe(done + 1); // the question was answered …
    expect((await readdir(dir)).length).toBe(before); // … with no backup
  });

  it('is the operator’s: a bakery is refused', async () => {
    expect(codeOf(await server.gql(STATUS, {}, jwt['bks-bakery']))).toBe('FORBIDDEN');
  });
});
