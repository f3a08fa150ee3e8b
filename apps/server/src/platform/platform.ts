import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { PGlite } from '@electric-sql/pglite';
import { appSettings } from '../db/schema/index';
import type { Config } from './config';
import { migrateDatabase, openDatabase, type Db } from './db/database';
import { Mailer } from './mail/mailer';
import { SessionTokens } from './auth/tokens';
import { createStorage } from './storage/storage-config';
import { Throttle } from './throttle/throttle';
import { JobQueue } from './jobs/queue';
import type { Platform } from './graphql/context';

/** JWT_SECRET, or one generated on first start and kept in the database so every instance shares it. */
async function sessionSecret(db: Db, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await db
    .insert(appSettings)
    .values({ key: 'jwt_secret', value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, 'jwt_secret'));
  if (!row) throw new Error('could not store the generated JWT secret');
  return row.value;
}

/** Opens the database, applies migrations and wires the shared parts of one server instance. */
export async function createPlatform(
  config: Config,
  options: { pglite?: PGlite; now?: () => Date } = {},
): Promise<Platform> {
  // First: a bucket that cannot be used stops the start before the database is opened.
  const storage = await createStorage(config);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    pglite: options.pglite,
  });
  await migrateDatabase(database, config.databaseUrl);
  const db = database.db;
  const now = options.now ?? (() => new Date());
  return {
    config,
    database,
    db,
    tokens: new SessionTokens(await sessionSecret(db, config.jwtSecret), config.jwtExpiresIn),
    mailer: new Mailer(db, { smtpUrl: config.smtpUrl, from: config.mailFrom }),
    storage,
    throttle: new Throttle(db, now),
    jobs: new JobQueue(database, config.jobs, config.databaseUrl),
    now,
  };
}

export async function closePlatform(platform: Platform): Promise<void> {
  await platform.jobs.stop();
  platform.mailer.close();
  platform.storage.close();
  await platform.database.close();
}
