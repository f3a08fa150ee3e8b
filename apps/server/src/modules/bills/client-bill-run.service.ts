import { datedInvoiceGroups } from '@bakery/core';
import { regimeChangeDay, type RegimeHistory } from '@bakery/core/regime-change';
import { fail } from '../../platform/errors';
import { requireBakery } from '../../platform/auth/require';
import type { RequestContext } from '../../platform/graphql/context';
import { userLanguage } from '../users/account';
import { assertPeriod, bakeryToday, billableClient, computeBillOf, type BillPeriod } from './create-bill.service';
import { findBillableOrders, findClientWithDetails } from './bills.queries';
import { findEBillData } from './bill-vat.queries';

/** What a bill run of one client's period would make: its bills, the immediate ones among them, their total. */
export interface ClientRunPreview {
  invoices: number;
  immediate: number;
  totalCents: number;
}

/**
 * The bills a run of one client's period makes (`datedInvoiceGroups`: a deferred invoice per month of
 * docketed deliveries, an immediate invoice per day without docket), each computed as `createBill`
 * computes it, so the bill form can show their count and total before the bakery confirms (issue 45: a
 * month of deliveries without docket is 25 immediate invoices, made in one action). Another bakery's
 * client is NOT_FOUND.
 */
export async function clientRunPreview(
  ctx: RequestContext,
  clientId: number,
  period: BillPeriod,
): Promise<ClientRunPreview> {
  const bakeryId = requireBakery(ctx);
  assertPeriod(period);
  const { user: client } = await billableClient(ctx, bakeryId, clientId);
  const bakery = (await findClientWithDetails(ctx.platform.db, bakeryId))?.user ?? fail('NOT_FOUND');
  const orders = await findBillableOrders(ctx.platform.db, bakeryId, clientId, period.from, period.to);
  const regimeChange = regimeChangeDay((await findEBillData(ctx.platform.db, bakeryId)) as RegimeHistory | null);
  const groups = datedInvoiceGroups(orders, bakeryToday(ctx, bakery), regimeChange);
  let totalCents = 0;
  for (const group of groups)
    totalCents += (await computeBillOf(ctx.platform.db, bakery, client, group.orders, userLanguage(client))).totalCents;
  return {
    invoices: groups.length,
    immediate: groups.filter((g) => g.orders.every((o) => o.docketNumber === null)).length,
    totalCents,
  };
}
