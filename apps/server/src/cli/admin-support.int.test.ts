import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { mailOutbox, messages } from '../db/schema/index';
import { loadConfig } from '../platform/config';
import { closePlatform, createPlatform } from '../platform/platform';

const run = promisify(execFile);
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
let dataDir: string;
let env: NodeJS.ProcessEnv;

/** The operator tool as an operator runs it: `npm run admin -- …` is this command. */
async function admin(...args: string[]): Promise<string> {
  const { stdout } = await run('node', ['--import', 'tsx', 'apps/server/src/cli/admin.ts', ...args], {
    cwd: ROOT,
    env,
    timeout: 120_000,
  });
  return stdout;
}

async function withPlatform<T>(work: (platform: Awaited<ReturnType<typeof createPlatform>>) => Promise<T>) {
  const platform = await createPlatform(loadConfig(env));
  try {
    return await work(platform);
  } finally {
    await closePlatform(platform);
  }
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'admin-support-'));
  env = { ...process.env, DATA_DIR: dataDir, INIT_CWD: ROOT, SMTP_URL: '', LOG_LEVEL: 'silent' };
  delete env.DATABASE_URL; // the tool's own embedded database, one process at a time
  await withPlatform(async ({ db }) => {
    await db.insert(messages).values({
      title: 'Preise für zwei Filialen',
      message: 'Was kostet es?',
      toSupport: true,
      supportUnread: true,
      contactName: 'Anna Rossi',
      contactEmail: 'anna@visitor.example',
      contactLanguage: 'it',
    });
  });
}, 180_000);
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe('npm run admin -- support-…', () => {
  it('lists support conversations, shows one and answers it: the visitor gets the answer by mail in its language', async () => {
    const list = await admin('support-list');
    expect(list).toContain('Preise für zwei Filialen');
    expect(list).toContain('Anna Rossi');
    expect(list).toContain('anna@visitor.example');
    const id = await withPlatform(async ({ db }) => (await db.select().from(messages))[0]?.id);
    expect(id).toBeDefined();

    expect(await admin('support-show', '--id', String(id))).toContain('Was kostet es?');
    expect(await admin('support-answer', '--id', String(id), '--text', 'Schauen Sie auf /plans.')).toContain(
      `sent to conversation ${id}`,
    );

    await withPlatform(async ({ db }) => {
      const replies = await db
        .select()
        .from(messages)
        .where(eq(messages.replyToId, Number(id)));
      expect(replies.map((r) => [r.bySupport, r.message])).toEqual([[true, 'Schauen Sie auf /plans.']]);
      const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.to, 'anna@visitor.example'));
      expect(mail?.subject).toBe('Risposta del supporto Brotzeit: Preise für zwei Filialen');
      expect(mail?.text).toContain('Schauen Sie auf /plans.');
    });
    await expect(admin('support-answer', '--id', '999999', '--text', 'x')).rejects.toThrow(/NOT_FOUND/);
  }, 300_000);
});
