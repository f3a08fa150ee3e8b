import type { Feature } from '../../platform/feature';
import './sdi.schema';
import { registerSdiRoutes } from './sdi.http';
import { defineSdiSendJob } from './sdi-send.job';
import { schedulePecInbox } from './pec-inbox';

/** SdI: sending a bill's e-invoice (and the mail to the client), SdI's notifications by PEC or intermediary, reissue. */
export const sdiFeature: Feature = {
  name: 'sdi',
  routes: registerSdiRoutes,
  startJobs: async (platform, log) => {
    await defineSdiSendJob(platform); // e-invoices handed to SdI, a refusal tried again with backoff
    return schedulePecInbox(platform, log); // SdI's notifications from the PEC inbox (SDI_PEC_IMAP_URL)
  },
  tenantRows: ({ bills }) => ({
    bill_sdi_notifications: `bill_id IN ${bills}`,
    einvoice_transmitters: 'FALSE', // a counter per intermediary, shared by the bakeries sending through it
  }),
};
