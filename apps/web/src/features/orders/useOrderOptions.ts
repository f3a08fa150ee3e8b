import { addDays, dateInTimeZone } from '@bakery/core';
import { loadStateOf, useApiQuery } from '../../api/query';
import { ClientOrderOptionsQuery, MyOrderOptionsQuery } from '../../api/operations';
import type { MyOrderOptions, OrderHoliday } from '../../api/operations';
import type { AccountKind } from '../../api/operations';
import { orderableProduct, type OrderableProduct, type OrderRules } from '@bakery/core/order-form';
import { useBakeryTimeZone } from '../auth';

export type OrderOptionsState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'failed'; error: unknown }
  | { status: 'ready'; products: OrderableProduct[]; rules: OrderRules; clientName: string | null };

const byName = (a: OrderableProduct, b: OrderableProduct) => a.name.localeCompare(b.name);

/** Days the order form asks the server about: from yesterday in the bakery's zone for 62 days. */
function dayRange(now: Date, timeZone: string): { from: string; to: string } {
  const from = addDays(dateInTimeZone(now, timeZone), -1);
  return { from, to: addDays(from, 61) };
}

/**
 * The form's products and rules from the server's orderOptions (products at the client's price,
 * deadline time, delivery cost, takeaway, each day with its refusal reasons) and the bakery's
 * holidays (for their names). The weekend flags are read from the days the server refuses for
 * SATURDAY / SUNDAY; the days' reasons themselves decide closed days (core order-form dateRefusals).
 */
function optionsState(o: MyOrderOptions, holidays: OrderHoliday[], clientName: string | null): OrderOptionsState {
  const products = o.products.map(orderableProduct).sort(byName);
  const refused = (reason: string) => o.days.some((d) => d.reasons.includes(reason));
  const rules: OrderRules = {
    timeZone: o.timeZone,
    deadlineTime: o.deadlineTime.slice(0, 5),
    ignoreDeadline: o.ignoreDeadline,
    deliversSaturday: !refused('SATURDAY'),
    deliversSunday: !refused('SUNDAY'),
    holidays,
    deliveryCost: {
      deliveryCostCents: o.deliveryCostCents,
      deliveryCostMinCents: o.deliveryCostMinCents,
      noDeliveryCost: o.noDeliveryCost,
    },
    takeawayOnly: o.takeawayOnly,
    serverDays: Object.fromEntries(o.days.map((d) => [d.date, { deadline: d.deadline, reasons: d.reasons }])),
  };
  return { status: 'ready', products, rules, clientName };
}

/** The cached answer as the form's state; module-level, so the query keeps the result while the answer is the same. */
const selectOptions = (answer: { orderOptions: MyOrderOptions; holidaysOfMyBakery: OrderHoliday[] }) =>
  optionsState(answer.orderOptions, answer.holidaysOfMyBakery, null);

/**
 * What an order may contain and the rules of its dates: for the bakery those of `clientId` (its
 * phone order: orderOptions(clientId), no deadline for the bakery), for hosts and private customers their own.
 */
export function useOrderOptions(viewerKind: AccountKind, clientId: string | null, enabled = true): OrderOptionsState {
  const active = enabled && viewerKind !== 'GUEST' && (viewerKind !== 'BAKERY' || Boolean(clientId));
  const range = dayRange(new Date(), useBakeryTimeZone());
  const phone = useApiQuery(
    ClientOrderOptionsQuery,
    { clientId: clientId ?? '', ...range },
    { enabled: active && viewerKind === 'BAKERY', select: selectOptions },
  );
  const own = useApiQuery(MyOrderOptionsQuery, range, {
    enabled: active && viewerKind !== 'BAKERY',
    select: selectOptions,
  });
  if (!active) return { status: 'idle' };
  const loaded = loadStateOf(viewerKind === 'BAKERY' ? phone : own);
  return loaded.status === 'ready' ? loaded.data : loaded;
}
