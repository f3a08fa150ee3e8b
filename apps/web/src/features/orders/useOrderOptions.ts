import { useEffect, useState } from 'react';
import { addDays, dateInTimeZone, effectiveDeadlineTime, orderPieceCents } from '@bakery/core';
import { request } from '../../api/client';
import { BakeryOrderRulesQuery, MyOrderOptionsQuery, OrderClientQuery, OrderPriceListProductsQuery } from '../../api/operations';
import type { AccountKind } from '../../api/types';
import { BROWSER_TIME_ZONE, euroCents, type OrderableProduct, type OrderRules } from './order-rules';

export type OrderOptionsState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'failed'; error: unknown }
  | { status: 'ready'; products: OrderableProduct[]; rules: OrderRules; clientName: string | null };

const byName = (a: OrderableProduct, b: OrderableProduct) => a.name.localeCompare(b.name);

/** The bakery ordering for one of its clients: the client's price list and settings, the bakery's flags and holidays; no deadline. */
async function phoneOrderOptions(clientId: string): Promise<OrderOptionsState> {
  const [{ user: client }, bakery] = await Promise.all([request(OrderClientQuery, { id: clientId }), request(BakeryOrderRulesQuery)]);
  if (!client) return { status: 'failed', error: new Error('client not found') };
  const settings = client.clientSettings;
  const priceListId = settings?.priceListId ?? bakery.priceLists.find((l) => l.isDefault)?.id ?? null;
  const listed = priceListId ? (await request(OrderPriceListProductsQuery, { priceListId })).priceListProducts : [];
  const products = listed
    .filter((p) => p.product.active)
    .map(({ gramPrice, product }) => ({
      id: product.id,
      name: product.name,
      gramPrice,
      approxWeight: product.approxWeight,
      haveToWeight: product.haveToWeight,
      availableDays: product.availableDays,
      priceCents: orderPieceCents({ gramPrice, approxWeight: product.approxWeight, displayPrice: '-1' }),
    }))
    .sort(byName);
  const own = euroCents(settings?.deliveryCost);
  const ownMin = euroCents(settings?.deliveryCostMin);
  const rules: OrderRules = {
    timeZone: bakery.bakerySettings.timeZone,
    deadlineTime: effectiveDeadlineTime(client.detail?.deadline, bakery.bakerySettings.deadline),
    ignoreDeadline: true,
    deliversSaturday: bakery.bakerySettings.deliversSaturday,
    deliversSunday: bakery.bakerySettings.deliversSunday,
    holidays: bakery.holidaysOfMyBakery,
    deliveryCost: {
      deliveryCostCents: own > 0 ? own : euroCents(bakery.bakerySettings.deliveryCost),
      deliveryCostMinCents: ownMin > 0 ? ownMin : euroCents(bakery.bakerySettings.deliveryCostMin),
      noDeliveryCost: settings?.noDeliveryCost ?? false,
    },
    takeawayOnly: settings?.takeaway ?? false,
  };
  return { status: 'ready', products, rules, clientName: client.displayName };
}

/** Days the own-order form asks the server about: from yesterday (time zones) for 62 days. */
function dayRange(now: Date): { from: string; to: string } {
  const from = addDays(dateInTimeZone(now, BROWSER_TIME_ZONE), -1);
  return { from, to: addDays(from, 61) };
}

/**
 * A host or private customer ordering for itself: the server's orderOptions (its products at its
 * price, deadline time, delivery cost, takeaway) and its bakery's holidays. The weekend flags are
 * read from the days the server refuses for SATURDAY / SUNDAY.
 */
async function ownOrderOptions(): Promise<OrderOptionsState> {
  const { orderOptions: o, holidaysOfMyBakery } = await request(MyOrderOptionsQuery, dayRange(new Date()));
  const products = o.products
    .map(({ priceCents, gramPrice, product }) => ({
      id: product.id,
      name: product.name,
      // a display price: the piece price, as the gram price of a 1 g piece would give it
      gramPrice: gramPrice ?? (priceCents / 100 / Math.max(product.approxWeight, 1)).toFixed(6),
      approxWeight: product.approxWeight,
      haveToWeight: product.haveToWeight,
      availableDays: product.availableDays,
      priceCents,
    }))
    .sort(byName);
  const refused = (reason: string) => o.days.some((d) => d.reasons.includes(reason));
  const rules: OrderRules = {
    timeZone: o.timeZone,
    deadlineTime: o.deadlineTime.slice(0, 5),
    ignoreDeadline: o.ignoreDeadline,
    deliversSaturday: !refused('SATURDAY'),
    deliversSunday: !refused('SUNDAY'),
    holidays: holidaysOfMyBakery,
    deliveryCost: { deliveryCostCents: o.deliveryCostCents, deliveryCostMinCents: o.deliveryCostMinCents, noDeliveryCost: o.noDeliveryCost },
    takeawayOnly: o.takeawayOnly,
  };
  return { status: 'ready', products, rules, clientName: null };
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
