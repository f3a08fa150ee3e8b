import { mkdir, mkdtemp, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { migrateDatabase, openDatabase } from '../db/database';
import { isStorageKey } from '../storage/storage';
import { unpackArchive } from './archive';
import { pgliteTargetProblem, postgresTargetProblem, restoreDatabase } from './database-restore';
import { schemaProblem, type BackupManifest } from './manifest';
import { present } from '../db/rows';

export interface RestoreTarget {
  /** An empty PostgreSQL database, or undefined: a new embedded database in dataDir. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** MEDIA_DIR, or null when the files are in an S3 bucket. */
  mediaDir: string | null;
}

/** A refusal of the restore: nothing of the target was changed. */
export class RestoreRefused extends Error {}

async function filesIn(dir: string): Promise<string[]> {
  return (await readdir(dir).catch(() => [] as string[])).filter(isStorageKey);
}

/**
 * A backup back into an empty target (GitLab's and PostgreSQL's rule: never over live data). First
 * everything is checked — the archive's checksums, its schema against this code's migrations, the
 * target empty — and refused with the reason before anything is written; then the database is
 * restored, the files put into MEDIA_DIR and the migrations this code has beyond the backup's
 * applied. A backup of the embedded database restores into PostgreSQL too (and back).
 */
export async function restoreBackup(file: string, target: RestoreTarget): Promise<BackupManifest> {
  await mkdir(target.dataDir, { recursive: true });
  const staging = await mkdtemp(path.join(target.dataDir, '.restore-'));
  try {
    let manifest: BackupManifest;
    try {
      manifest = await unpackArchive(path.resolve(file), staging);
    } catch (error) {
      throw new RestoreRefused((error as Error).message);
    }
    const problem =
      (await schemaProblem(manifest)) ??
      (target.databaseUrl
        ? await postgresTargetProblem(target.databaseUrl)
        : await pgliteTargetProblem(manifest, target.dataDir)) ??
      (await mediaProblem(manifest, target.mediaDir));
    if (problem) throw new RestoreRefused(problem);

    const dump = present(
      manifest.parts.find((p) => p.name.startsWith('database.')),
      'the database dump in the manifest',
    );
    await restoreDatabase(manifest, path.join(staging, dump.name), target);
    const media = manifest.parts.filter((p) => p.name.startsWith('media/'));
    const mediaDir = target.mediaDir; // set whenever the backup has files (mediaProblem)
    if (mediaDir && media.length > 0) {
      await mkdir(mediaDir, { recursive: true });
      for (const part of media)
        await rename(path.join(staging, part.name), path.join(mediaDir, path.basename(part.name)));
    }
    // a backup of an older version: the migrations since then, as at a start
    const database = await openDatabase({ databaseUrl: target.databaseUrl, dataDir: target.dataDir });
    try {
      await migrateDatabase(database, target.databaseUrl);
    } finally {
      await database.close();
    }
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

async function mediaProblem(manifest: BackupManifest, mediaDir: string | null): Promise<string | null> {
  if (manifest.media.files === 0) return null;
  if (!mediaDir)
    return `the backup holds ${manifest.media.files} uploaded files and MEDIA_S3_* points at a bucket: restore with MEDIA_DIR, then copy the files into the bucket`;
  const present = await filesIn(mediaDir);
  return present.length > 0
    ? `${mediaDir} already holds ${present.length} files: restore into an empty MEDIA_DIR`
    : null;
}
