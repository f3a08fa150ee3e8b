import { compareIsoDates } from '@bakery/core';
import type { Platform } from '../../platform/graphql/context';
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
