import { compareIsoDates } from '@bakery/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Platform } from '../../platform/graphql/context';
import { runPeriodically } from '../../platform/jobs/queue';
import { dateInZone } from '../../platform/time';
import { endContract, findPendingContractEnds } from './contract.queries';

/**
 * Blocks every bakery whose notice reached its first blocked day (in the bakery's time zone),
 * without a request. Idempotent: a bakery is blocked once (contract_ended_at), so a second run,
 * or a concurrent one on another instance, blocks nobody again. Returns the ids it blocked.
 */
export async function runContractJob(platform: Platform): Promise<number[]> {
  const blocked: number[] = [];
  for (const bakery of await findPendingContractEnds(platform.db)) {
    const today = dateInZone(platform.now(), bakery.timeZone ?? platform.config.bakeryTimeZone);
    if (bakery.blockedFrom === null || compareIsoDates(bakery.blockedFrom, today) > 0) continue; // only pending ends are found
    if (await endContract(platform.db, bakery.id)) blocked.push(bakery.id);
  }
  return blocked;
}

/**
 * Notices that took effect while no instance ran are enforced at start, then every
 * CONTRACT_JOB_MINUTES on whichever instance takes the job.
 */
export async function scheduleContractJob(platform: Platform, log: FastifyBaseLogger): Promise<() => void> {
  const minutes = platform.config.contractJobMinutes;
  const contractJob = async () => {
    const blocked = await runContractJob(platform);
    if (blocked.length > 0) log.info({ bakeries: blocked }, 'contract job blocked bakeries');
  };
  if (minutes > 0) await contractJob();
  return runPeriodically(platform.jobs, 'contract-job', minutes, contractJob);
}
