import type { FastifyInstance } from 'fastify';
import type { PGlite } from '@electric-sql/pglite';
import type { Config } from './platform/config';
import type { Platform } from './platform/graphql/context';
import { buildServerApp } from './app/app';
import { closePlatform, createPlatform } from './platform/platform';
import { hasAnyBakery, seedDemo, type DemoLogin } from './db/seed/demo';
import { dateInZone } from './platform/time';
import { runAboJob } from './modules/abos/abo-job';
import { schedulePecInbox } from './modules/bills/sdi-inbox/pec-inbox';
import { defineBillRunJobs, xsdChecksDone } from './modules/bills/bill-runs.service';
import { defineSdiSendJob } from './modules/bills/sdi-send.job';
import { waitForWorkAfterAnswers } from './platform/background';
import { runContractJob } from './modules/contract/contract-job';
import { runPeriodically } from './platform/jobs/queue';
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
  await defineBillRunJobs(platform);
  await defineSdiSendJob(platform); // e-invoices handed to SdI, a refusal tried again with backoff
  await platform.mailer.startWorker(platform.jobs, {
    limit: config.jobs.mailRetryLimit,
    seconds: config.jobs.mailRetrySeconds,
    expireSeconds: config.jobs.mailJobExpireSeconds,
  }); // mails after an answer: SMTP failures retried with backoff, by whichever instance
  const stopAboJob = await runPeriodically(
    platform.jobs,
    'abo-job',
    config.aboJobMinutes,
    async () => {
      const report = await runAboJob(platform);
      if (report.created > 0 || report.failed.length > 0) app.log.info({ abos: report }, 'abo job');
    },
    { startNow: true },
  ); // standing orders due soon are made at start, not a period later
  // notices that took effect while no instance ran are enforced at start, then every CONTRACT_JOB_MINUTES
  const contractJob = async () => {
    const blocked = await runContractJob(platform);
    if (blocked.length > 0) app.log.info({ bakeries: blocked }, 'contract job blocked bakeries');
  };
  if (config.contractJobMinutes > 0) await contractJob();
  const stopContractJob = await runPeriodically(platform.jobs, 'contract-job', config.contractJobMinutes, contractJob);
  const stopPecInbox = await schedulePecInbox(platform, app.log); // SdI's notifications from the PEC inbox (SDI_PEC_IMAP_URL)
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
      stopAboJob();
      stopContractJob();
      stopBackups();
      await stopPecInbox();
      await app.close();
      await waitForWorkAfterAnswers(); // before the queue stops: its mails are queued
      await platform.jobs.stop(); // running jobs finish; the queue keeps the rest for the other instances
      await xsdChecksDone(); // a file found invalid is marked in the database
      await closePlatform(platform);
    },
  };
}
