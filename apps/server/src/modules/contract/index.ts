import type { Feature } from '../../platform/feature';
import './contract.schema';
import { scheduleContractJob } from './contract-job';

/** A bakery's contract and notice; the job that blocks a bakery whose notice took effect. */
export const contractFeature: Feature = {
  name: 'contract',
  startJobs: scheduleContractJob,
};
