import {
  clientDeliveryCostRule,
  DEFAULT_VAT,
  effectiveDeadlineTime,
  parseDecimal,
  type DeliveryCostRule,
  type DeliveryRules,
} from '@bakery/core';
import { fail } from '../../platform/errors';
import type { RequestContext } from '../../platform/graphql/context';
import type { Db, Tx } from '../../platform/db/database';
import { accountKind, type UserRow } from '../users/account';
import type { ProductRow } from '../products/products.queries';
import { findOffers, listTakeOvers } from '../hostProducts/host-products.service';
import { findOwnProducts } from '../hostProducts/own-products.service';
import type { AccountKind } from '../../platform/graphql/context';
import { present } from '../../platform/db/rows';
import { findOrderableProducts, findOrderingAccounts, findVatRates } from './orders.queries';

/**
 * The ordering account of an order (orders.host_id) with everything the rules need: its host
 * (guests), its bakery, and the settings that decide deadline, delivery days and delivery cost.
 */
export interface OrderClient {
  account: UserRow;
  kind: AccountKind;
  /** The guest's host; null for hosts and private customers. */
  host: UserRow | null;
  bakery: UserRow;
  timeZone: string;
  /** HH:MM[:SS]: the client's deadline time, else its host's (guests), else the bakery's, else the default. */
  deadlineTime: string;
  /** The client's (guests: also its host's) or the bakery's ignore_deadline. */
  ignoreDeadline: boolean;
  delivery: DeliveryRules;
  /** Zone the order is delivered to: the client's (guests: the host's). */
  deliveryZoneId: number | null;
}

/**
 * Loads an ordering account and its rules; NOT_FOUND when it is no customer account of a bakery.
 * `known`: the account's row as already read for this request (saves a statement).
 */
export async function loadOrderClient(
  ctx: RequestContext,
  accountId: number,
  db: Db | Tx = ctx.platform.db,
  known?: UserRow,
): Promise<OrderClient> {
  const found = await findOrderingAccounts(
    db,
    accountId,
    (a) => [
      ...(a.bakeryId === null ? [] : [a.bakeryId]),
      ...(accountKind(a) === 'GUEST' && a.hostId !== null ? [a.hostId] : []),
    ],
    known,
  );
  if (!found || found.account.isBakery) fail('NOT_FOUND');
  const { account, related, details, closed } = found;
  const kind = accountKind(account);
  const bakery = related.find((u) => u.id === account.bakeryId) ?? fail('ACCOUNT_FAULTY');
  const host = kind === 'GUEST' ? (related.find((u) => u.id === account.hostId) ?? fail('ACCOUNT_FAULTY')) : null;
  const deadlineOf = (id: number | undefined) => details.find((d) => d.userId === id)?.deadline;
  return {
    account,
    kind,
    host,
    bakery,
    timeZone: bakery.timeZone ?? ctx.platform.config.bakeryTimeZone,
    deadlineTime: effectiveDeadlineTime(deadlineOf(account.id), deadlineOf(host?.id), deadlineOf(bakery.id)),
    ignoreDeadline: account.ignoreDeadline || (host?.ignoreDeadline ?? false) || bakery.ignoreDeadline,
    delivery: { deliversSaturday: bakery.deliversSaturday, deliversSunday: bakery.deliversSunday, holidays: closed },
    deliveryZoneId: host ? host.deliveryZoneId : account.deliveryZoneId,
  };
}

/**
 * BAKERY_CLOSED while the bakery takes no orders: its account is blocked, by the end of its
 * contract (requirements/platform-and-contract.md#service-contract, contract job; requirements/ordering.md#closed-bakery) or otherwise. Its clients keep seeing their orders, standing
 * orders and bills, but neither place nor change any (ADR 016).
 */
export function refuseClosedBakery(bakery: Pick<UserRow, 'blocked'>): void {
  if (bakery.blocked) fail('BAKERY_CLOSED');
}

/**
 * ACCOUNT_BLOCKED for a guest whose host is blocked (deleted by its bakery): the guest's orders
 * travel with its host's delivery, so it orders nothing more, like the host itself. It keeps
 * seeing its orders and standing orders; the bakery keeps its own rights on them.
 */
export function refuseBlockedHost(client: Pick<OrderClient, 'host'>): void {
  if (client.host?.blocked) fail('ACCOUNT_BLOCKED');
}

const cents = (value: string) => Number(parseDecimal(value, 2));

/**
 * Delivery cost rule of a client (requirements/ordering.md#delivery-cost, core clientDeliveryCostRule):
 * its own cost and threshold where it has a cost of its own, else the bakery's. Guests pay none:
 * their orders travel with their host's delivery.
 */
export function deliveryCostRule(client: Pick<OrderClient, 'kind' | 'account' | 'bakery'>): DeliveryCostRule {
  if (client.kind === 'GUEST') return { deliveryCostCents: 0, deliveryCostMinCents: 0, noDeliveryCost: true };
  const { account, bakery } = client;
  return clientDeliveryCostRule(
    { costCents: cents(account.deliveryCost), minCents: cents(account.deliveryCostMin) },
    { costCents: cents(bakery.deliveryCost), minCents: cents(bakery.deliveryCostMin) },
    account.noDeliveryCost,
  );
}

/** What a client pays for a product, frozen on the ordered product (current_*, requirements/ordering.md#placing-an-order). */
export interface OrderableProduct {
  product: ProductRow;
  gramPrice: string;
  displayPrice: string;
  vat: string;
}

/**
 * The products a client may order at its prices: guests its host's take-overs (host display
 * price, else the host's list price) and the host's own products; hosts and private customers
 * the products of their price list at the list gram price. With `only`, just those of these ids
 * (one statement: what an order needs, not the whole catalogue).
 */
export async function orderableProducts(
  ctx: RequestContext,
  client: OrderClient,
  only?: readonly number[],
): Promise<Map<number, OrderableProduct>> {
  if (only) return orderableAmong(ctx, client, only);
  const vatRows = await findVatRates(ctx.platform.db);
  const vatOf = (p: ProductRow) => vatRows.find((v) => v.id === p.vatId)?.value ?? String(DEFAULT_VAT);
  const result = new Map<number, OrderableProduct>();
  if (client.kind === 'GUEST') {
    const hostId = present(client.host, "guest's host").id;
    const [takeOvers, own] = await Promise.all([listTakeOvers(ctx, hostId), findOwnProducts(ctx, hostId, true)]);
    for (const { row, offer } of takeOvers)
      result.set(offer.product.id, {
        product: offer.product,
        gramPrice: offer.listGramPrice,
        displayPrice: row.displayPrice,
        vat: vatOf(offer.product),
      });
    for (const product of own)
      result.set(product.id, { product, gramPrice: product.gramPrice, displayPrice: '-1', vat: vatOf(product) });
  } else {
    for (const offer of await findOffers(ctx, client.account.id)) {
      result.set(offer.product.id, {
        product: offer.product,
        gramPrice: offer.listGramPrice,
        displayPrice: '-1',
        vat: vatOf(offer.product),
      });
    }
  }
  return result;
}

/** orderableProducts for the given product ids, in one statement (findOrderableProducts). */
async function orderableAmong(
  ctx: RequestContext,
  client: OrderClient,
  productIds: readonly number[],
): Promise<Map<number, OrderableProduct>> {
  const guest = client.kind === 'GUEST';
  const customerId = guest ? present(client.host, "guest's host").id : client.account.id;
  const rows = await findOrderableProducts(ctx.platform.db, customerId, guest, productIds);
  const result = new Map<number, OrderableProduct>();
  // a host's own product wins over a take-over of the same id, as in the full catalogue
  for (const row of [...rows.filter((r) => !r.own), ...rows.filter((r) => r.own)])
    result.set(row.product.id, {
      product: row.product,
      gramPrice: row.gramPrice,
      displayPrice: row.displayPrice,
      vat: row.vat ?? String(DEFAULT_VAT),
    });
  return result;
}
