import type { Feature } from '../../platform/feature';
import './bills.schema';
import './credit-notes/credit-note.schema';
import './bill-truncations.schema';
import './edit-bill.schema';
import { registerBillRoutes } from './bills.http';
import { defineBillRunJobs, xsdChecksDone } from './bill-runs.service';
import { defineSdiSendJob } from './sdi-send.job';
import { schedulePecInbox } from './sdi-inbox/pec-inbox';

/** Bills, the bill run, SdI sending and its inbox, credit notes. */
export const billsFeature: Feature = {
  name: 'bills',
  routes: registerBillRoutes,
  startJobs: async (platform, log) => {
    await defineBillRunJobs(platform);
    await defineSdiSendJob(platform); // e-invoices handed to SdI, a refusal tried again with backoff
    return schedulePecInbox(platform, log); // SdI's notifications from the PEC inbox (SDI_PEC_IMAP_URL)
  },
  drain: xsdChecksDone, // a file found invalid is marked in the database
  tenantRows: ({ accounts, bills, media }) => ({
    bills: `bakery_id = $1 OR client_id IN ${accounts}`,
    bill_settings: `bakery_id = $1 OR pdf_logo_id IN ${media}`,
    bill_sdi_notifications: `bill_id IN ${bills}`,
    bill_runs: 'bakery_id = $1',
    bill_run_clients: `run_id IN (SELECT id FROM bill_runs WHERE bakery_id = $1) OR client_id IN ${accounts}`,
    document_number_changes: 'bakery_id = $1',
    einvoice_transmitters: 'FALSE', // a counter per intermediary, shared by the bakeries sending through it
  }),
};
