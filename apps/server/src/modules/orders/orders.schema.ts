import { orderLineCents, orderPieceCents, parseDecimal } from '@bakery/core';
import { parseId } from '../../platform/graphql/args';
import { AccountKindEnum, builder } from '../../platform/graphql/builder';
import { accountKind } from '../users/account';
import { ProductRef } from '../products/products.schema';
import { UserRef } from '../users/users.schema';
import { userLoader } from '../users/users.service';
import { editRefusal, isOrderEditable, visibleGramPrice, visibleOrder } from './order-access';
import { acceptOrder, changeOrderDeadline, setOrderPaid, shiftOrderDelivery } from './order-actions.service';
import {
  addOrderedProduct,
  deleteOrder,
  removeOrderedProduct,
  updateOrderedProductAmount,
} from './change-order.service';
import {
  countOrders,
  eventsLoader,
  linesLoader,
  listOrders,
  listOrdersOfGuest,
  ORDER_GROUPS,
  orderProductLoader,
  type OrderCounts,
} from './order-lists.service';
import type { OrderParent } from './order-lists.queries';
import { createPhoneOrder, placeOrder } from './place-order.service';
// the order form's rules (orderOptions) belong to this module's API
import './order-options.schema';
import { ORDER_EVENT_KINDS, type OrderedProductRow, type OrderEventRow } from './orders.queries';
import { linesTotalCents } from './order-pricing';
import { present } from '../../platform/db/rows';

const cents = (decimal: string) => Number(parseDecimal(decimal, 2));
const priceOf = (l: OrderedProductRow) => ({
  gramPrice: l.currentGramPrice,
  approxWeight: l.currentApproxWeight,
  displayPrice: l.currentDisplayPrice,
});

export const OrderedProductRef = builder.objectRef<OrderedProductRow>('OrderedProduct').implement({
  description: 'One product of an order with the prices frozen when it was ordered.',
  fields: (t) => ({
    id: t.exposeID('id'),
    product: t.field({
      type: ProductRef,
      resolve: async (l, _a, ctx) =>
        present(await orderProductLoader(ctx).load(l.baseProductId), `product ${l.baseProductId}`),
    }),
    amount: t.exposeInt('amount'),
    vat: t.exposeString('currentVat', { description: 'VAT percent at order time.' }),
    approxWeight: t.exposeInt('currentApproxWeight', { description: 'Grams per piece at order time.' }),
    gramPrice: t.string({
      nullable: true,
      description:
        "EUR per gram at order time (the client's list price); not shown to guests, who pay their host's price.",
      resolve: (l, _a, ctx) => visibleGramPrice(ctx, l),
    }),
    displayPrice: t.string({
      nullable: true,
      description: "The host's price per piece at order time; null = none.",
      resolve: (l) => (l.currentDisplayPrice.startsWith('-') ? null : l.currentDisplayPrice),
    }),
    priceCents: t.int({ description: 'Price of one piece.', resolve: (l) => orderPieceCents(priceOf(l)) }),
    totalCents: t.int({
      description: 'Line total: piece price × amount, half-up once.',
      resolve: (l) => orderLineCents({ ...priceOf(l), amount: l.amount }),
    }),
    measuredWeight: t.exposeInt('measuredWeight', { description: '-1 = not weighed yet.' }),
    missing: t.exposeInt('missing'),
  }),
});

const OrderEventKindEnum = builder.enumType('OrderEventKind', { values: ORDER_EVENT_KINDS });
const detail = (e: OrderEventRow, key: string) => e.details?.[key];

const OrderEventRef = builder.objectRef<OrderEventRow>('OrderEvent').implement({
  description: 'One entry of the status history of an order.',
  fields: (t) => ({
    at: t.string({ resolve: (e) => e.at.toISOString() }),
    kind: t.field({ type: OrderEventKindEnum, resolve: (e) => e.kind as (typeof ORDER_EVENT_KINDS)[number] }),
    actorKind: t.field({
      type: AccountKindEnum,
      nullable: true,
      description: "Who did it (the role only, never another account's identity).",
      resolve: async (e, _a, ctx) => {
        const actor = e.actorId ? await userLoader(ctx).load(e.actorId) : null;
        return actor ? accountKind(actor) : null;
      },
    }),
    phone: t.boolean({
      description: 'PLACED as a phone order by the bakery.',
      resolve: (e) => detail(e, 'phone') === true,
    }),
    productId: t.id({
      nullable: true,
      resolve: (e) => (typeof detail(e, 'productId') === 'number' ? String(detail(e, 'productId')) : null),
    }),
    amount: t.int({
      nullable: true,
      description: 'Added or removed amount.',
      resolve: (e) => (typeof detail(e, 'amount') === 'number' ? (detail(e, 'amount') as number) : null),
    }),
    from: t.string({
      nullable: true,
      description: 'Previous value: amount, delivery date or deadline.',
      resolve: (e) => (detail(e, 'from') === undefined ? null : String(detail(e, 'from'))),
    }),
    to: t.string({
      nullable: true,
      description: 'New value: amount, delivery date or deadline.',
      resolve: (e) => (detail(e, 'to') === undefined ? null : String(detail(e, 'to'))),
    }),
  }),
});

export const OrderRef = builder.objectRef<OrderParent>('Order').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    number: t.exposeInt('number', { description: 'Consecutive per bakery.' }),
    publicId: t.exposeString('publicId'),
    deliveryDate: t.exposeString('deliveryDate', { description: 'YYYY-MM-DD' }),
    deadline: t.string({
      description: 'ISO instant until which the client may change the order.',
      resolve: (o) => o.deadline.toISOString(),
    }),
    orderedAt: t.string({ resolve: (o) => o.date.toISOString() }),
    lastModified: t.string({ resolve: (o) => o.lastModified.toISOString() }),
    accepted: t.exposeBoolean('accepted'),
    paid: t.exposeBoolean('paid'),
    billed: t.boolean({ resolve: (o) => o.billId !== null }),
    message: t.exposeString('message', { nullable: true }),
    takeaway: t.exposeBoolean('takeaway'),
    deliveryZoneId: t.exposeID('deliveryZoneId', { nullable: true }),
    finalPrice: t.exposeString('finalPrice', { description: 'EUR: lines plus delivery cost.' }),
    totalCents: t.int({ description: 'Lines plus delivery cost.', resolve: (o) => cents(o.finalPrice) }),
    linesTotalCents: t.int({
      resolve: async (o, _a, ctx) => linesTotalCents((await linesLoader(ctx).load(o.id)) ?? []),
    }),
    deliveryCostCents: t.int({
      description: 'Delivery cost (§5) included in the total.',
      resolve: async (o, _a, ctx) => cents(o.finalPrice) - linesTotalCents((await linesLoader(ctx).load(o.id)) ?? []),
    }),
    lines: t.field({
      type: [OrderedProductRef],
      resolve: async (o, _a, ctx) => (await linesLoader(ctx).load(o.id)) ?? [],
    }),
    history: t.field({
      type: [OrderEventRef],
      description: 'Status history, oldest first.',
      resolve: async (o, _a, ctx) => (await eventsLoader(ctx).load(o.id)) ?? [],
    }),
    client: t.field({
      type: UserRef,
      description: 'The ordering account.',
      resolve: (o, _a, ctx) =>
        o.prefetched
          ? o.prefetched.client
          : userLoader(ctx)
              .load(o.hostId)
              .then((u) => present(u, `account ${o.hostId}`)),
    }),
    editable: t.boolean({
      description: 'Whether the viewer may change the order now (the client until the deadline, the bakery always).',
      resolve: (o, _a, ctx) =>
        o.prefetched && ctx.viewer
          ? editRefusal(ctx.viewer, o, o.prefetched, ctx.platform.now()) === null
          : isOrderEditable(ctx, o),
    }),
  }),
});

const OrderPage = builder.objectRef<{ rows: OrderParent[]; total: number }>('OrderPage').implement({
  fields: (t) => ({ items: t.field({ type: [OrderRef], resolve: (p) => p.rows }), total: t.exposeInt('total') }),
});

const OrderCountsRef = builder.objectRef<OrderCounts>('OrderCounts').implement({
  fields: (t) => ({
    next: t.exposeInt('next'),
    future: t.exposeInt('future'),
    past: t.exposeInt('past'),
    all: t.exposeInt('all'),
    nextDeliveryDate: t.exposeString('nextDeliveryDate', { nullable: true }),
  }),
});

const OrderGroupEnum = builder.enumType('OrderGroup', {
  description: 'NEXT = the next delivery day with orders; FUTURE = after it; PAST = before today; ALL.',
  values: ORDER_GROUPS,
});

const OrderFilterInput = builder.inputType('OrderFilter', {
  fields: (t) => ({
    group: t.field({ type: OrderGroupEnum }),
    clientId: t.id(),
    deadlineFrom: t.string({ description: 'ISO instant, inclusive.' }),
    deadlineTo: t.string({ description: 'ISO instant, inclusive.' }),
    publicId: t.string({ description: 'Substring of the public id.' }),
    zoneId: t.id({ description: 'Delivery zone; "0" = orders without a zone.' }),
    withoutBill: t.boolean({ description: 'Only orders not on a bill yet.' }),
  }),
});

const OrderLineInput = builder.inputType('OrderLineInput', {
  fields: (t) => ({ productId: t.id({ required: true }), amount: t.int({ required: true }) }),
});

const PlaceOrderInput = builder.inputType('PlaceOrderInput', {
  fields: (t) => ({
    deliveryDate: t.string({ required: true, description: 'YYYY-MM-DD' }),
    lines: t.field({ type: [OrderLineInput], required: true }),
    message: t.string(),
    takeaway: t.boolean(),
  }),
});

const filterOf = (f: typeof OrderFilterInput.$inferInput | null | undefined) => ({
  ...f,
  clientId: f?.clientId ? parseId(f.clientId, 'clientId') : null,
  zoneId: f?.zoneId === '0' ? 0 : f?.zoneId ? parseId(f.zoneId, 'zoneId') : null,
});
const inputOf = (i: typeof PlaceOrderInput.$inferInput) => ({
  ...i,
  lines: i.lines.map((l) => ({ productId: parseId(l.productId, 'productId'), amount: l.amount })),
});
const anyone = { bakery: true, host: true, private: true, guest: true };

builder.queryFields((t) => ({
  orders: t.field({
    type: OrderPage,
    description:
      "The viewer's orders, 10 per page: bakery its accepted orders; host its own and its guests'; others their own.",
    authScopes: anyone,
    args: { filter: t.arg({ type: OrderFilterInput }), page: t.arg.int({ defaultValue: 0 }) },
    resolve: (_r, a, ctx) => listOrders(ctx, filterOf(a.filter), a.page ?? 0),
  }),
  orderCounts: t.field({
    type: OrderCountsRef,
    authScopes: anyone,
    args: { filter: t.arg({ type: OrderFilterInput }) },
    resolve: (_r, a, ctx) => countOrders(ctx, filterOf(a.filter)),
  }),
  order: t.field({
    type: OrderRef,
    authScopes: anyone,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => visibleOrder(ctx, parseId(a.id)),
  }),
  ordersOfGuest: t.field({
    type: [OrderRef],
    description: "A host's guest's orders delivered from … to (inclusive).",
    authScopes: { host: true },
    args: {
      guestId: t.arg.id({ required: true }),
      from: t.arg.string({ required: true, description: 'YYYY-MM-DD' }),
      to: t.arg.string({ required: true, description: 'YYYY-MM-DD' }),
    },
    resolve: (_r, a, ctx) => listOrdersOfGuest(ctx, parseId(a.guestId, 'guestId'), a.from, a.to),
  }),
}));

builder.mutationFields((t) => ({
  placeOrder: t.field({
    type: OrderRef,
    description: 'A guest, host or private customer orders for itself.',
    authScopes: { host: true, private: true, guest: true },
    args: { input: t.arg({ type: PlaceOrderInput, required: true }) },
    resolve: (_r, a, ctx) => placeOrder(ctx, inputOf(a.input)),
  }),
  createPhoneOrder: t.field({
    type: OrderRef,
    description: 'The bakery orders for one of its hosts or private customers (no deadline, accepted).',
    authScopes: { bakery: true },
    args: { clientId: t.arg.id({ required: true }), input: t.arg({ type: PlaceOrderInput, required: true }) },
    resolve: (_r, a, ctx) => createPhoneOrder(ctx, parseId(a.clientId, 'clientId'), inputOf(a.input)),
  }),
  addOrderedProduct: t.field({
    type: OrderRef,
    authScopes: anyone,
    args: {
      orderId: t.arg.id({ required: true }),
      productId: t.arg.id({ required: true }),
      amount: t.arg.int({ required: true }),
    },
    resolve: (_r, a, ctx) =>
      addOrderedProduct(ctx, parseId(a.orderId, 'orderId'), parseId(a.productId, 'productId'), a.amount),
  }),
  updateOrderedProductAmount: t.field({
    type: OrderRef,
    authScopes: anyone,
    args: {
      orderId: t.arg.id({ required: true }),
      orderedProductId: t.arg.id({ required: true }),
      amount: t.arg.int({ required: true }),
    },
    resolve: (_r, a, ctx) =>
      updateOrderedProductAmount(
        ctx,
        parseId(a.orderId, 'orderId'),
        parseId(a.orderedProductId, 'orderedProductId'),
        a.amount,
      ),
  }),
  removeOrderedProduct: t.field({
    type: OrderRef,
    authScopes: anyone,
    args: { orderId: t.arg.id({ required: true }), orderedProductId: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) =>
      removeOrderedProduct(ctx, parseId(a.orderId, 'orderId'), parseId(a.orderedProductId, 'orderedProductId')),
  }),
  deleteOrder: t.boolean({
    authScopes: anyone,
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_r, a, ctx) => (await deleteOrder(ctx, parseId(a.id)), true),
  }),
  acceptOrder: t.field({
    type: OrderRef,
    description: "A host accepts its guests' orders (check_orders); the bakery toggles any of its orders.",
    authScopes: { bakery: true, host: true },
    args: { id: t.arg.id({ required: true }), accepted: t.arg.boolean({ required: true }) },
    resolve: (_r, a, ctx) => acceptOrder(ctx, parseId(a.id), a.accepted),
  }),
  setOrderPaid: t.field({
    type: OrderRef,
    description:
      "The bakery marks an order of a host or private customer paid or not; a guest's order is its host's to mark (ORDER_PAID_BY_HOST).",
    authScopes: { bakery: true },
    args: { id: t.arg.id({ required: true }), paid: t.arg.boolean({ required: true }) },
    resolve: (_r, a, ctx) => setOrderPaid(ctx, parseId(a.id), a.paid),
  }),
  shiftOrderDelivery: t.field({
    type: OrderRef,
    description:
      'Moves the delivery one day earlier (-1) or later (+1); re-checks delivery days, recomputes the deadline.',
    authScopes: { bakery: true },
    args: { id: t.arg.id({ required: true }), days: t.arg.int({ required: true }) },
    resolve: (_r, a, ctx) => shiftOrderDelivery(ctx, parseId(a.id), a.days),
  }),
  changeOrderDeadline: t.field({
    type: OrderRef,
    authScopes: { bakery: true },
    args: {
      id: t.arg.id({ required: true }),
      deadline: t.arg.string({ required: true, description: 'ISO instant with offset.' }),
    },
    resolve: (_r, a, ctx) => changeOrderDeadline(ctx, parseId(a.id), a.deadline),
  }),
}));
