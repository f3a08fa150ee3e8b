import { copyFile, link, mkdir, mkdtemp, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from '../db/database';
import { isStorageKey } from '../storage/storage';
import { describeParts, packArchive } from './archive';
import { dumpDatabase } from './database-dump';
import type { BackupManifest } from './manifest';

/** What a backup needs to know of the platform: its database and where uploaded files live. */
export interface BackupSource {
  database: Database;
  databaseUrl: string | undefined;
  /** MEDIA_DIR, or null when the files are in an S3 bucket (backed up by the bucket's service). */
  mediaDir: string | null;
}

export interface BackupResult {
  file: string;
  bytes: number;
  manifest: BackupManifest;
}

/** The uploaded files of MEDIA_DIR (the storage's flat keys; a half-written `.part` is not one). */
async function mediaFiles(dir: string): Promise<string[]> {
  try {
    return (await readdir(dir)).filter(isStorageKey).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/**
 * One consistent backup in one archive (`file`, a tar): the database's dump (one snapshot, taken
 * while the server keeps answering), then the uploaded files of MEDIA_DIR — after the dump, so
 * every file the dumped rows name is there (uploads are written before their row) — and a
 * manifest with the counts, the schema migration and a SHA-256 per part. Written aside and renamed,
 * so `file` is either the whole backup or not there.
 */
export async function makeBackup(source: BackupSource, file: string): Promise<BackupResult> {
  const target = path.resolve(file);
  await mkdir(path.dirname(target), { recursive: true });
  const staging = await mkdtemp(path.join(path.dirname(target), '.backup-'));
  try {
    const dumpName = source.database.kind === 'pglite' ? 'database.sql' : 'database.pgdump';
    const facts = await dumpDatabase(source.database, source.databaseUrl, path.join(staging, dumpName));
    const mediaDir = source.mediaDir;
    const media = mediaDir ? await mediaFiles(mediaDir) : [];
    if (mediaDir && media.length > 0) await mkdir(path.join(staging, 'media'));
    for (const key of mediaDir ? media : []) {
      const from = path.join(mediaDir ?? '', key);
      const to = path.join(staging, 'media', key);
      // a hard link costs no space (the storage never rewrites a file in place); a copy across file systems
      await link(from, to).catch(() => copyFile(from, to));
    }
    const parts = await describeParts(staging, [dumpName, ...media.map((key) => `media/${key}`)]);
    const manifest: BackupManifest = {
      format: 'brotzeit-backup',
      formatVersion: 1,
      ...facts,
      media: { provider: source.mediaDir ? 'local' : 's3', files: media.length },
      parts,
    };
    const partial = `${target}.part`;
    await packArchive(staging, manifest, partial);
    await rename(partial, target);
    return { file: target, bytes: (await stat(target)).size, manifest };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
