import { useEffect, useState } from 'react';
import { addDays, dateInTimeZone } from '@bakery/core';
import { request } from '../../api/client';
import { ClientOrderOptionsQuery, MyOrderOptionsQuery } from '../../api/operations';
import type { MyOrderOptions, OrderHoliday } from '../../api/order-types';
import type { AccountKind } from '../../api/types';
import { BROWSER_TIME_ZONE, orderableProduct, type OrderableProduct, type OrderRules } from './order-rules';

export type OrderOptionsState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'failed'; error: unknown }
  | { status: 'ready'; products: OrderableProduct[]; rules: OrderRules; clientName: string | null };

const byName = (a: OrderableProduct, b: OrderableProduct) => a.name.localeCompare(b.name);

/** Days the order form asks the server about: from yesterday (time zones) for 62 days. */
function dayRange(now: Date): { from: string; to: string } {
  const from = addDays(dateInTimeZone(now, BROWSER_TIME_ZONE), -1);
  return { from, to: addDays(from, 61) };
}

/**
 * The form's products and rules from the server's orderOptions (products at the client's price,
 * deadline time, delivery cost, takeaway, each day with its refusal reasons) and the bakery's
 * holidays (for their names). The weekend flags are read from the days the server refuses for
 * SATURDAY / SUNDAY; the days' reasons themselves decide closed days (order-rules dateRefusals).
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
    serverDays: Object.fromEntries(o.days.map((d) => [d.date, d.reasons])),
  };
  return { status: 'ready', products, rules, clientName };
}

/** The bakery's phone order for one of its clients: the server's orderOptions(clientId) (no deadline for the bakery). */
async function phoneOrderOptions(clientId: string): Promise<OrderOptionsState> {
  const { orderOptions, holidaysOfMyBakery } = await request(ClientOrderOptionsQuery, {
    clientId,
    ...dayRange(new Date()),
  });
  return optionsState(orderOptions, holidaysOfMyBakery, null);
}

/** A host or private customer ordering for itself: the server's orderOptions. */
async function ownOrderOptions(): Promise<OrderOptionsState> {
  const { orderOptions, holidaysOfMyBakery } = await request(MyOrderOptionsQuery, dayRange(new Date()));
  return optionsState(orderOptions, holidaysOfMyBakery, null);
}

/** What an order may contain and the rules of its dates: for the bakery those of `clientId`, for others their own. */
export function useOrderOptions(viewerKind: AccountKind, clientId: string | null, enabled = true): OrderOptionsState {
  const active = enabled && viewerKind !== 'GUEST' && (viewerKind !== 'BAKERY' || Boolean(clientId));
  const key = active ? `${viewerKind}:${clientId ?? ''}` : null;
  const [loaded, setLoaded] = useState<{ key: string; state: OrderOptionsState } | null>(null);
  useEffect(() => {
    if (!key) return;
    let live = true;
    (viewerKind === 'BAKERY' ? phoneOrderOptions(clientId!) : ownOrderOptions())
      .then((state) => live && setLoaded({ key, state }))
      .catch((error: unknown) => live && setLoaded({ key, state: { status: 'failed', error } }));
    return () => {
      live = false;
    };
  }, [key, viewerKind, clientId]);
  if (!key) return { status: 'idle' };
  return loaded?.key === key ? loaded.state : { status: 'loading' };
}
