import type { FastifyInstance } from 'fastify';
import type { PGlite } from '@electric-sql/pglite';
import type { Config } from './platform/config';
import type { Platform } from './platform/graphql/context';
import { buildServerApp } from './app/app';
import { closePlatform, createPlatform } from './platform/platform';
import { hasAnyBakery, seedDemo, type DemoLogin } from './db/seed/demo';
import { dateInZone } from './platform/time';
import { scheduleAboJob } from './modules/abos/abo-job';
import { schedulePecInbox } from './modules/bills/sdi-inbox/pec-inbox';
import { markInterruptedBillRuns, waitForBillRuns } from './modules/bills/bill-runs.service';
import { waitForWorkAfterAnswers } from './platform/background';
import { runContractJob, scheduleContractJob } from './modules/contract/contract-job';

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
  const platform = await createPlatform(config, options);
  let demoLogins: DemoLogin[] | null = null;
  if ((options.seed ?? config.seedDemo) && !(await hasAnyBakery(platform.db))) {
    demoLogins = await seedDemo(platform.db, dateInZone(platform.now(), config.bakeryTimeZone));
  }
  await markInterruptedBillRuns(platform); // one instance per database: a run still RUNNING died with the last process
  const app = await buildServerApp(platform);
  const stopAboJob = scheduleAboJob(platform, config.aboJobMinutes, (report) => {
    if (report.created > 0 || report.failed.length > 0) app.log.info({ abos: report }, 'abo job');
  });
  // notices that took effect while no instance ran are enforced at start, then every CONTRACT_JOB_MINUTES
  const logBlocked = (blocked: number[]) => {
    if (blocked.length > 0) app.log.info({ bakeries: blocked }, 'contract job blocked bakeries');
  };
  if (config.contractJobMinutes > 0) await runContractJob(platform).then(logBlocked);
  const stopContractJob = scheduleContractJob(platform, config.contractJobMinutes, logBlocked);
  const stopPecInbox = schedulePecInbox(platform, app.log); // SdI's notifications from the PEC inbox (SDI_PEC_IMAP_URL)
  const address = await app.listen({ port: config.port, host: config.host });
  const port = Number(new URL(address).port);
  return {
    app,
    platform,
    url: `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${port}`,
    demoLogins,
    async close() {
      stopAboJob();
      stopContractJob();
      await stopPecInbox();
      await app.close();
      await waitForBillRuns();
      await waitForWorkAfterAnswers();
      await closePlatform(platform);
    },
  };
}
