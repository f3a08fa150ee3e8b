import type { FastifyInstance } from 'fastify';
import type { PGlite } from '@electric-sql/pglite';
import type { Config } from './platform/config';
import type { Platform } from './platform/graphql/context';
import { buildServerApp, startFeatureJobs } from './app/app';
import { closePlatform, createPlatform } from './platform/platform';
import { hasAnyBakery, seedDemo, type DemoLogin } from './db/seed/demo';
import { dateInZone } from './platform/time';
import { waitForWorkAfterAnswers } from './platform/background';
import { listenOnControlSocket, recordedBackup, scheduleBackups } from './platform/backup/index';
import { mediaDirOf } from './platform/storage/storage-config';
import { present } from './platform/db/rows';

export interface RunningServer {
  app: FastifyInstance;
  platform: Platform;
  url: string;
  demoLogins: DemoLogin[] | null;
  close(): Promise<void>;
}

/** Starts one instance: database + migrations, demo data on an empty database (if enabled), HTTP. */
export async function startServer(
  config: Config,
  options: { pglite?: PGlite; now?: () => Date; seed?: boolean } = {},
): Promise<RunningServer> {
  // the embedded database of DATA_DIR: `npm run admin -- backup` asks this process (it holds the only
  // connection), and a second server on the same directory is refused before it opens the database
  let platform: Platform | undefined;
  const control =
    !config.databaseUrl && !options.pglite
      ? await listenOnControlSocket(config.dataDir, (file) =>
          recordedBackup(
            {
              database: present(platform, 'the started platform').database,
              databaseUrl: undefined,
              mediaDir: mediaDirOf(config),
            },
            file,
            'command',
          ),
        )
      : null;
  try {
    platform = await createPlatform(config, options);
  } catch (error) {
    await control?.close();
    throw error;
  }
  let demoLogins: DemoLogin[] | null = null;
  if ((options.seed ?? config.seedDemo) && !(await hasAnyBakery(platform.db))) {
    demoLogins = await seedDemo(platform.db, dateInZone(platform.now(), config.bakeryTimeZone));
  }
  const app = await buildServerApp(platform);
  // background work on the job queue: each job runs on one instance, whichever takes it (ADR 019)
  await platform.jobs.start();
  await platform.mailer.startWorker(platform.jobs, {
    limit: config.jobs.mailRetryLimit,
    seconds: config.jobs.mailRetrySeconds,
    expireSeconds: config.jobs.mailJobExpireSeconds,
  }); // mails after an answer: SMTP failures retried with backoff, by whichever instance
  const featureJobs = await startFeatureJobs(platform, app.log); // bill runs, SdI, abos, contracts (app/features.ts)
  const stopBackups = await scheduleBackups(platform, app.log); // BACKUP_EVERY_HOURS into BACKUP_DIR, the newest BACKUP_KEEP kept
  const address = await app.listen({ port: config.port, host: config.host });
  const port = Number(new URL(address).port);
  return {
    app,
    platform,
    url: `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${port}`,
    demoLogins,
    async close() {
      await control?.close();
      await featureJobs.stop();
      stopBackups();
      await app.close();
      await waitForWorkAfterAnswers(); // before the queue stops: its mails are queued
      await platform.jobs.stop(); // running jobs finish; the queue keeps the rest for the other instances
      await featureJobs.drained(); // e.g. a file found invalid by its XSD check is marked in the database
      await closePlatform(platform);
    },
  };
}
