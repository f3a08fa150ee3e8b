import { summarizeWithStampDuty } from '@bakery/core';
import { fail } from '../../platform/errors';
import type { RequestContext } from '../../platform/graphql/context';
import { userLanguage } from '../users/account';
import { accountName } from './bill-snapshot';
import { billVatContext } from './bill-vat';
import { billableClient, clientDataProblems, draftLinesOf } from './create-bill.service';
import { billEditRefusal, editableOrders, editPlanOf } from './edit-bill.service';
import { findBillSettings, findClientWithDetails, findOrdersOfBill } from './bills.queries';
import { ownBill, planOrProblem, type BillDraft } from './bills.service';
import { present } from '../../platform/db/rows';

/**
 * What an unsent bill would hold with other orders (the edit screen): its own orders and the
 * client's billable ones of its period, chosen = `orderIds` (null = the bill's own), the totals of
 * the chosen ones and the dates the bill may carry keeping its number — what editBill would make.
 */
export async function billEditDraft(
  ctx: RequestContext,
  billId: number,
  orderIds: readonly number[] | null,
): Promise<BillDraft> {
  const bill = await ownBill(ctx, billId);
  const refusal = billEditRefusal(bill, ctx.platform.now());
  if (refusal) fail('BILL_NOT_EDITABLE', { reason: refusal });
  const db = ctx.platform.db;
  const { user: client, details } = await billableClient(ctx, bill.bakeryId, bill.clientId);
  const bakery = present(await findClientWithDetails(db, bill.bakeryId), "bill's bakery").user;
  const period = { from: bill.periodFrom ?? bill.billDate, to: bill.periodTo ?? bill.billDate };
  const all = await editableOrders(db, bill, period);
  const wanted = new Set(orderIds ?? (await findOrdersOfBill(db, bill.id)).map((o) => o.id));
  const lines = await draftLinesOf(db, bakery, client, all, userLanguage(client));
  const orders = all.map((o) => {
    const own = lines.filter((l) => l.orderId === o.id);
    return {
      ...o,
      netCents: own.reduce((s, l) => s + l.netCents, 0),
      chosen: wanted.has(o.id),
      notWeighed: own.filter((l) => l.basis === 'NOT_WEIGHED').length,
    };
  });
  const picked = all.filter((o) => wanted.has(o.id));
  const format = (await findBillSettings(db, bill.bakeryId))?.billNumberFormat ?? '%n/%Y';
  // the rule's error (editPlanOf throws it) becomes the draft's problem, as billDraft shows it
  const plan: Pick<BillDraft, 'invoice' | 'invoiceProblem'> =
    picked.length === 0
      ? { invoice: null, invoiceProblem: null }
      : await editPlanOf(ctx, db, bill, bakery, picked, format).then(
          (invoice) => ({ invoice, invoiceProblem: null }),
          (error: unknown) =>
            planOrProblem(() => {
              throw error;
            }),
        );
  const { stampDuty } = await billVatContext(db, bill.bakeryId, bill.clientId);
  const computation = summarizeWithStampDuty(
    lines.filter((l) => wanted.has(l.orderId)),
    stampDuty,
  );
  return {
    clientId: client.id,
    period,
    name: accountName(client, details),
    missingData: clientDataProblems(details),
    orders,
    computation,
    ...plan,
  };
}
