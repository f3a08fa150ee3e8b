import { clientOffer } from '@bakery/core';
import { parseId } from '../../platform/graphql/args';
import { builder } from '../../platform/graphql/builder';
import { ProductRef } from '../products/products.schema';
import { orderDays, orderOptions, type OrderDay, type OrderOptions } from './order-options.service';
import { deliveryCostRule, type OrderableProduct } from './order-client';

const OrderDayRef = builder.objectRef<OrderDay>('OrderDay').implement({
  description: 'A delivery day as the order form sees it.',
  fields: (t) => ({
    date: t.exposeString('date', { description: 'YYYY-MM-DD' }),
    deadline: t.string({
      description: 'ISO instant until which orders for this day are taken.',
      resolve: (d) => d.deadline.toISOString(),
    }),
    reasons: t.stringList({
      description: 'Why the day is refused (ORDER_DATE_REFUSED reasons); empty = open. Product days are per product.',
      resolve: (d) => d.reasons,
    }),
  }),
});

const priceOf = (p: OrderableProduct) => ({
  gramPrice: p.gramPrice,
  approxWeight: p.product.approxWeight,
  displayPrice: p.displayPrice,
});

const OrderableProductRef = builder.objectRef<OrderableProduct & { priceCents: number }>('OrderableProduct').implement({
  description: 'A product the client may order, at its price.',
  fields: (t) => ({
    product: t.field({ type: ProductRef, resolve: (p) => p.product }),
    priceCents: t.exposeInt('priceCents', { description: 'Price of one piece for this client.' }),
    gramPrice: t.string({
      nullable: true,
      description:
        'EUR per gram the client pays (line totals: gram price × weight × amount, rounded once); null where a display price applies instead.',
      resolve: (p) => clientOffer(priceOf(p)).gramPrice,
    }),
  }),
});

const OrderOptionsRef = builder.objectRef<OrderOptions>('OrderOptions').implement({
  description: 'The rules the server applies to orders of one client, for order forms.',
  fields: (t) => ({
    clientId: t.id({ resolve: (o) => o.client.account.id }),
    timeZone: t.string({ resolve: (o) => o.client.timeZone }),
    deadlineTime: t.string({
      description: "HH:MM[:SS] on the day before delivery: the client's, its host's (guests), the bakery's or 18:00.",
      resolve: (o) => o.client.deadlineTime,
    }),
    ignoreDeadline: t.boolean({
      description: 'True for phone orders and clients without a deadline.',
      resolve: (o) => o.byBakery || o.client.ignoreDeadline,
    }),
    takeawayOnly: t.boolean({
      description: 'The client always collects (takeaway obligation).',
      resolve: (o) => o.client.account.takeaway,
    }),
    deliveryCostCents: t.int({ resolve: (o) => deliveryCostRule(o.client).deliveryCostCents }),
    deliveryCostMinCents: t.int({
      description: 'Order value from which delivery is free; 0 = always charged.',
      resolve: (o) => deliveryCostRule(o.client).deliveryCostMinCents,
    }),
    noDeliveryCost: t.boolean({ resolve: (o) => deliveryCostRule(o.client).noDeliveryCost }),
    products: t.field({ type: [OrderableProductRef], resolve: (o) => o.products }),
    days: t.field({
      type: [OrderDayRef],
      description: 'Each day from … to (inclusive, at most 62) with its deadline and refusal reasons.',
      args: {
        from: t.arg.string({ required: true, description: 'YYYY-MM-DD' }),
        to: t.arg.string({ required: true, description: 'YYYY-MM-DD' }),
      },
      resolve: (o, a, ctx) => orderDays(ctx, o, a.from, a.to),
    }),
  }),
});

builder.queryFields((t) => ({
  orderOptions: t.field({
    type: OrderOptionsRef,
    description:
      "The viewer's ordering rules and products; a bakery passes clientId (one of its hosts or private customers) for a phone order.",
    authScopes: { bakery: true, host: true, private: true, guest: true },
    args: { clientId: t.arg.id() },
    resolve: (_r, a, ctx) => orderOptions(ctx, a.clientId ? parseId(a.clientId, 'clientId') : null),
  }),
}));
