import type { Feature } from '../../platform/feature';
import './bills.schema';
import './bill-truncations.schema';
import './edit-bill.schema';
import { registerBillRoutes } from './bills.http';
import { defineBillRunJobs, xsdChecksDone } from './bill-runs.service';

/** Bills: drafts, creating (with the e-invoice file), the bill run, edits while unsent, PDFs, paying, deleting. */
export const billsFeature: Feature = {
  name: 'bills',
  routes: registerBillRoutes,
  startJobs: defineBillRunJobs,
  drain: xsdChecksDone, // a file found invalid is marked in the database
  tenantRows: ({ accounts, media }) => ({
    bills: `bakery_id = $1 OR client_id IN ${accounts}`,
    bill_settings: `bakery_id = $1 OR pdf_logo_id IN ${media}`,
    bill_runs: 'bakery_id = $1',
    bill_run_clients: `run_id IN (SELECT id FROM bill_runs WHERE bakery_id = $1) OR client_id IN ${accounts}`,
    document_number_changes: 'bakery_id = $1',
  }),
};
