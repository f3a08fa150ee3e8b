import { useEffect, useState } from 'react';
import { DEFAULT_DEADLINE_TIME, effectiveDeadlineTime, orderPieceCents } from '@bakery/core';
import { request } from '../../api/client';
import { BakeryOrderRulesQuery, MyOrderRulesQuery, OrderClientQuery, OrderOffersQuery, OrderPriceListProductsQuery } from '../../api/operations';
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

/**
 * A host or private customer ordering for itself: its holidays and deadline time, and (hosts)
 * the products of its price list. The bakery's weekend flags, time zone and delivery cost are not
 * readable by clients yet, so those stay unknown and the server decides.
 */
async function ownOrderOptions(kind: AccountKind): Promise<OrderOptionsState> {
  const [rulesData, offers] = await Promise.all([request(MyOrderRulesQuery), kind === 'HOST' ? request(OrderOffersQuery) : Promise.resolve(null)]);
  const products = (offers?.productOffers ?? [])
    .map(({ listGramPrice, basePriceCents, product }) => ({
      id: product.id,
      name: product.name,
      gramPrice: listGramPrice,
      approxWeight: product.approxWeight,
      haveToWeight: product.haveToWeight,
      availableDays: product.availableDays,
      priceCents: basePriceCents,
    }))
    .sort(byName);
  const rules: OrderRules = {
    timeZone: BROWSER_TIME_ZONE,
    deadlineTime: rulesData.me?.detail?.deadline ? effectiveDeadlineTime(rulesData.me.detail.deadline, DEFAULT_DEADLINE_TIME) : null,
    ignoreDeadline: false,
    deliversSaturday: null,
    deliversSunday: null,
    holidays: rulesData.holidaysOfMyBakery,
    deliveryCost: null,
    takeawayOnly: false,
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
    (viewerKind === 'BAKERY' ? phoneOrderOptions(clientId!) : ownOrderOptions(viewerKind))
      .then((state) => live && setLoaded({ key, state }))
      .catch((error: unknown) => live && setLoaded({ key, state: { status: 'failed', error } }));
    return () => {
      live = false;
    };
  }, [key, viewerKind, clientId]);
  if (!key) return { status: 'idle' };
  return loaded?.key === key ? loaded.state : { status: 'loading' };
}
