import type { Feature } from '../../platform/feature';
import './abos.schema';
import { scheduleAboJob } from './abo-job';

/** Standing orders (abos) and the job that turns them into orders. */
export const abosFeature: Feature = {
  name: 'abos',
  startJobs: scheduleAboJob,
  tenantRows: ({ accounts, products }) => ({
    abos: `user_id IN ${accounts}`,
    abo_products: `abo_id IN (SELECT id FROM abos WHERE user_id IN ${accounts}) OR product_id IN ${products}`,
  }),
};
