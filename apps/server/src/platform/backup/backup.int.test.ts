import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR, migrateDatabase, openDatabase, type Database } from '../db/database';
import { migrateJobQueue } from '../jobs/queue';
import { createBakery } from '../../db/seed/factories';
import { knownMigrations } from './manifest';
import { tableRows } from '../../../test/backup/compare-databases';
import { emptyTarget } from '../../../test/backup/empty-target';
import { makeBackup, restoreBackup, RestoreRefused, type BackupManifest } from './index';

/**
 * What a restore refuses before it writes anything, and what it does for a backup of an older
 * version (issue 46). The drill over a running server is restore-drill.int.test.ts.
 */
let tmp: string;
let source: Database;
let backupFile: string;
let mediaDir: string;

/** A migrated embedded database in memory with one bakery and one uploaded file, backed up. */
beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'backup-'));
  mediaDir = path.join(tmp, 'media');
  await mkdir(mediaDir);
  await writeFile(path.join(mediaDir, 'logo-abc.png'), Buffer.from('not really a png, but bytes to keep'));
  await writeFile(path.join(mediaDir, 'upload.png.1a2b.part'), 'half written: not a file of the storage');
  source = await openDatabase({ pglite: await PGlite.create() });
  await migrateDatabase(source);
  await createBakery(source.db, { username: 'sicherung', password: 'Sicherung-2026!' });
  backupFile = path.join(tmp, 'backups', 'b.tar');
  await makeBackup({ database: source, databaseUrl: undefined, mediaDir }, backupFile);
});
afterAll(async () => {
  await source.close();
  await rm(tmp, { recursive: true, force: true });
});

const target = async () => {
  const dir = await mkdtemp(path.join(tmp, 'target-'));
  return { databaseUrl: undefined, dataDir: path.join(dir, 'data'), mediaDir: path.join(dir, 'media') };
};

/** The archive unpacked, changed by `change`, packed again as it was (manifest first). */
async function tampered(change: (dir: string, manifest: BackupManifest) => Promise<BackupManifest | void>) {
  const dir = await mkdtemp(path.join(tmp, 'tamper-'));
  await tar.extract({ file: backupFile, cwd: dir });
  const manifest = JSON.parse(await readFile(path.join(dir, 'manifest.json'), 'utf8')) as BackupManifest;
  const changed = (await change(dir, manifest)) ?? manifest;
  await writeFile(path.join(dir, 'manifest.json'), JSON.stringify(changed));
  const file = path.join(dir, '..', `${path.basename(dir)}.tar`);
  await tar.create({ file, cwd: dir, portable: true }, ['manifest.json', ...changed.parts.map((p) => p.name)]);
  return file;
}

describe('backup archive', () => {
  it('holds the manifest, the dump and the storage’s files, each with its size and SHA-256', async () => {
    const names: string[] = [];
    await tar.list({ file: backupFile, onReadEntry: (entry) => void names.push(entry.path) });
    expect(names).toEqual(['manifest.json', 'database.sql', 'media/logo-abc.png']); // not the half-written .part
    const dir = await mkdtemp(path.join(tmp, 'look-'));
    await tar.extract({ file: backupFile, cwd: dir });
    const manifest = JSON.parse(await readFile(path.join(dir, 'manifest.json'), 'utf8')) as BackupManifest;
    const newest = (await knownMigrations()).at(-1)!;
    expect(manifest).toMatchObject({
      format: 'brotzeit-backup',
      database: { kind: 'pglite', dump: 'sql' },
      schema: { migration: newest.tag, when: newest.when },
      counts: { bakeries: 1, bills: 0, orders: 0 },
      media: { provider: 'local', files: 1 },
    });
    expect(manifest.parts.map((p) => [p.name, p.sha256.length])).toEqual([
      ['database.sql', 64],
      ['media/logo-abc.png', 64],
    ]);
  });
});

describe('restore refuses, changing nothing', () => {
  it('a target that already holds a database', async () => {
    const into = await target();
    await restoreBackup(backupFile, into);
    const before = await readFile(path.join(into.mediaDir, 'logo-abc.png'));
    await expect(restoreBackup(backupFile, { ...into, mediaDir: path.join(tmp, 'other-media') })).rejects.toThrow(
      /already holds a database/,
    );
    expect(await readFile(path.join(into.mediaDir, 'logo-abc.png'))).toEqual(before);
  });

  it('a MEDIA_DIR that already holds files', async () => {
    const into = await target();
    await mkdir(into.mediaDir, { recursive: true });
    await writeFile(path.join(into.mediaDir, 'someone-else.webp'), 'x');
    await expect(restoreBackup(backupFile, into)).rejects.toThrow(/already holds 1 files/);
    await expect(readFile(path.join(into.dataDir, 'pgdata', 'PG_VERSION'))).rejects.toThrow(); // no database made
  });

  it('an archive whose part does not match its checksum', async () => {
    const file = await tampered(async (dir) => {
      const dump = path.join(dir, 'database.sql');
      await writeFile(dump, (await readFile(dump, 'utf8')).replace("'sicherung'", "'sicherunx'"));
    });
    const into = await target();
    const refusal = restoreBackup(file, into);
    await expect(refusal).rejects.toBeInstanceOf(RestoreRefused);
    await expect(refusal).rejects.toThrow(/checksum of database.sql does not match/);
  });

  it('a truncated archive, and a file that is no backup', async () => {
    const whole = await readFile(backupFile);
    const cut = path.join(tmp, 'cut.tar');
    await writeFile(cut, whole.subarray(0, Math.floor(whole.length / 2)));
    await expect(restoreBackup(cut, await target())).rejects.toThrow(/not a whole backup archive/);
    const other = path.join(tmp, 'other.tar');
    await writeFile(path.join(tmp, 'notes.txt'), 'hello');
    await tar.create({ file: other, cwd: tmp }, ['notes.txt']);
    await expect(restoreBackup(other, await target())).rejects.toThrow(/not a Brotzeit backup/);
  });

  it('a backup of a newer schema than this code', async () => {
    const file = await tampered(async (_dir, manifest) => ({
      ...manifest,
      schema: { migration: 'unknown', when: manifest.schema.when + 1000, migrations: manifest.schema.migrations + 1 },
    }));
    await expect(restoreBackup(file, await target())).rejects.toThrow(/newer than this code/);
  });
});

describe('restore of an older version’s backup', () => {
  it('applies the migrations this code has beyond the backup’s', async () => {
    // the migrations folder without its newest migration: a database of the version before
    const older = path.join(tmp, 'older-migrations');
    await cp(MIGRATIONS_DIR, older, { recursive: true });
    const journalFile = path.join(older, 'meta/_journal.json');
    const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: { tag: string }[] };
    const newest = journal.entries.pop()!;
    await writeFile(journalFile, JSON.stringify(journal));
    const pglite = await PGlite.create();
    const database = await openDatabase({ pglite });
    await migrate(drizzle(pglite), { migrationsFolder: older });
    await migrateJobQueue(database, undefined);
    const file = path.join(tmp, 'older.tar');
    const made = await makeBackup({ database, databaseUrl: undefined, mediaDir: null }, file);
    await database.close();
    expect(made.manifest.schema.migration).not.toBe(newest.tag);

    const into = await target();
    await restoreBackup(file, into);
    const restored = await openDatabase({ dataDir: into.dataDir });
    try {
      const rows = (await restored.rawQuery('select count(*)::int as n from drizzle.__drizzle_migrations')) as {
        n: number;
      }[];
      expect(rows[0]!.n).toBe((await knownMigrations()).length);
    } finally {
      await restored.close();
    }
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('moving from the embedded database to PostgreSQL', () => {
  it('a backup of PGlite restores into an empty PostgreSQL database row for row, and a second restore is refused', async () => {
    const into = await emptyTarget('postgres');
    try {
      await restoreBackup(backupFile, into);
      const restored = await openDatabase({ databaseUrl: into.databaseUrl });
      try {
        expect(await tableRows(restored)).toEqual(await tableRows(source));
      } finally {
        await restored.close();
      }
      await expect(restoreBackup(backupFile, { ...into, mediaDir: path.join(tmp, 'pg-media-2') })).rejects.toThrow(
        /already has \d+ tables/,
      );
    } finally {
      await into.dispose();
    }
  });
});
