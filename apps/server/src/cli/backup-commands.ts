import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../platform/config';
import { openDatabase } from '../platform/db/database';
import { mediaDirOf } from '../platform/storage/storage-config';
import {
  backupFileName,
  backupThroughServer,
  recordedBackup,
  restoreBackup,
  type BackupResult,
} from '../platform/backup/index';

function describe(result: BackupResult): string {
  const { manifest } = result;
  const mb = (result.bytes / 1024 / 1024).toFixed(1);
  return [
    `Backup written: ${result.file} (${mb} MB)`,
    `  taken ${manifest.createdAt} from ${manifest.database.kind} ${manifest.database.serverVersion}, schema ${manifest.schema.migration}`,
    `  ${manifest.counts.bakeries} bakeries, ${manifest.counts.orders} orders, ${manifest.counts.bills} bills, ${manifest.media.files} uploaded files` +
      (manifest.media.provider === 's3' ? ' (media in the S3 bucket: back the bucket up with its service)' : ''),
  ].join('\n');
}

/**
 * `backup [--to FILE]`: on PostgreSQL straight from the server (pg_dump); on the embedded database
 * through the running server's control socket, or by opening DATA_DIR when no server runs.
 */
export async function backupCommand(config: Config, to: string | undefined): Promise<void> {
  const file = path.resolve(to ?? backupFileName(config.backup.dir));
  const mediaDir = mediaDirOf(config);
  if (!config.databaseUrl) {
    const viaServer = await backupThroughServer(config.dataDir, file);
    if (viaServer) {
      console.log(`${describe(viaServer)}\n  made by the server running on ${config.dataDir}`);
      return;
    }
    if (!existsSync(path.join(config.dataDir, 'pgdata')))
      throw new Error(`no database in ${config.dataDir} (DATA_DIR): nothing to back up`);
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    console.log(
      describe(await recordedBackup({ database, databaseUrl: config.databaseUrl, mediaDir }, file, 'command')),
    );
  } finally {
    await database.close();
  }
}

/** `restore --from FILE`: into the empty DATA_DIR or the empty database of DATABASE_URL (stop the server first). */
export async function restoreCommand(config: Config, from: string | undefined): Promise<void> {
  if (!from) throw new Error('restore needs --from FILE (a backup made by `npm run admin -- backup`)');
  const manifest = await restoreBackup(from, {
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    mediaDir: mediaDirOf(config),
  });
  const into = config.databaseUrl ? 'the database of DATABASE_URL' : config.dataDir;
  console.log(
    `Restored ${path.resolve(from)} into ${into}: backup of ${manifest.createdAt}, ` +
      `${manifest.counts.bakeries} bakeries, ${manifest.counts.orders} orders, ${manifest.counts.bills} bills, ` +
      `${manifest.media.files} uploaded files. Start the server: npm start`,
  );
}
