import { parseId } from '../../platform/graphql/args';
import { builder, LanguageEnum } from '../../platform/graphql/builder';
import type { ProductInfo } from './bake-list.queries';
import {
  changedOrdersOf,
  clientBreakdownOf,
  generateBakeList,
  getBakeList,
  listBakeListDeadlines,
  removeAdditionalBread,
  setAdditionalBread,
  zoneBreakdownOf,
  type BakeList,
  type BakeListItem,
} from './bake-list.service';
import { parseDeadline } from './production.args';

export const ProductionProductRef = builder.objectRef<ProductInfo>('ProductionProduct').implement({
  description: 'A product as production shows it: name in the requested language.',
  fields: (t) => ({
    id: t.id({ resolve: (p) => p.productId }),
    name: t.exposeString('name'),
    haveToWeight: t.exposeBoolean('haveToWeight'),
    approxWeight: t.exposeInt('approxWeight', { description: 'Grams per piece (current).' }),
  }),
});

const BakeListItemRef = builder.objectRef<BakeListItem>('BakeListItem').implement({
  description: 'One base product of a bake list: live amounts beside the generated ones.',
  fields: (t) => ({
    product: t.field({ type: ProductionProductRef, resolve: (i) => i.product }),
    orderedAmount: t.exposeInt('orderedAmount', { description: 'Pieces in accepted orders now.' }),
    additionalAmount: t.exposeInt('additionalAmount', { description: 'Additional breads now.' }),
    totalAmount: t.exposeInt('totalAmount', { description: 'Ordered plus additional pieces.' }),
    weightGrams: t.exposeInt('weightGrams', {
      description: 'Approximate grams of all pieces (ordered at their frozen weight, additional at the current one).',
    }),
    generatedOrderedAmount: t.int({
      nullable: true,
      description: 'Ordered pieces when the list was generated; null = not on it.',
      resolve: (i) => i.snapshotOrderedAmount,
    }),
    generatedAdditionalAmount: t.int({ nullable: true, resolve: (i) => i.snapshotAdditionalAmount }),
    changed: t.exposeBoolean('changed', {
      description: 'Live amounts differ from the generated list (always true for a product not on it).',
    }),
  }),
});

type Breakdown = { product: ProductInfo; amount: number; weightGrams: number };
const BakeListBreakdownItemRef = builder.objectRef<Breakdown>('BakeListBreakdownItem').implement({
  fields: (t) => ({
    product: t.field({ type: ProductionProductRef, resolve: (i) => i.product }),
    amount: t.exposeInt('amount'),
    weightGrams: t.exposeInt('weightGrams'),
  }),
});

const BakeListZoneRef = builder
  .objectRef<{ zoneId: number | null; zoneName: string | null; items: Breakdown[] }>('BakeListZone')
  .implement({
    description: 'Ordered pieces of one delivery zone; zoneId null = orders without a zone.',
    fields: (t) => ({
      zoneId: t.id({ nullable: true, resolve: (z) => z.zoneId }),
      zoneName: t.exposeString('zoneName', { nullable: true }),
      items: t.field({ type: [BakeListBreakdownItemRef], resolve: (z) => z.items }),
    }),
  });

const BakeListClientRef = builder
  .objectRef<{ clientId: number; clientName: string; items: Breakdown[] }>('BakeListClient')
  .implement({
    description: 'Ordered pieces of one ordering account.',
    fields: (t) => ({
      clientId: t.id({ resolve: (c) => c.clientId }),
      clientName: t.exposeString('clientName'),
      items: t.field({ type: [BakeListBreakdownItemRef], resolve: (c) => c.items }),
    }),
  });

type Changed = Awaited<ReturnType<typeof changedOrdersOf>>[number];
const BakeListChangedOrderRef = builder.objectRef<Changed>('BakeListChangedOrder').implement({
  description: 'An accepted order of the deadline changed after the list was generated.',
  fields: (t) => ({
    orderId: t.id({ resolve: (o) => o.id }),
    number: t.exposeInt('number'),
    publicId: t.exposeString('publicId'),
    clientId: t.id({ resolve: (o) => o.clientId }),
    changedAt: t.string({
      description:
        'Time of its latest change to what is baked (placed, lines, acceptance, delivery moved) after generation.',
      resolve: (o) => o.changedAt.toISOString(),
    }),
  }),
});

const BakeListRef = builder.objectRef<BakeList>('BakeList').implement({
  fields: (t) => ({
    deadline: t.string({ resolve: (l) => l.deadline.toISOString() }),
    language: t.field({ type: LanguageEnum, resolve: (l) => l.language }),
    generatedAt: t.string({
      nullable: true,
      description: 'When the list was generated (frozen); null = never.',
      resolve: (l) => l.generatedAt?.toISOString() ?? null,
    }),
    items: t.field({ type: [BakeListItemRef], description: 'By display order.', resolve: (l) => l.items }),
    totalAmount: t.int({ resolve: (l) => l.items.reduce((s, i) => s + i.totalAmount, 0) }),
    totalWeightGrams: t.int({ resolve: (l) => l.items.reduce((s, i) => s + i.weightGrams, 0) }),
    truncated: t.exposeBoolean('truncated', { description: 'The §9 limit of 10000 rows was reached.' }),
    changed: t.boolean({
      description: 'Generated, and some amount differs from the generated list.',
      resolve: (l) => l.generatedAt !== null && l.items.some((i) => i.changed),
    }),
    changedOrders: t.field({
      type: [BakeListChangedOrderRef],
      description: 'Orders changed after generation (empty when not generated).',
      resolve: (l, _a, ctx) => changedOrdersOf(ctx, l),
    }),
    byZone: t.field({
      type: [BakeListZoneRef],
      description: 'Ordered pieces per delivery zone (one statement, only when asked for).',
      resolve: (l, _a, ctx) => zoneBreakdownOf(ctx, l),
    }),
    byClient: t.field({
      type: [BakeListClientRef],
      description: 'Ordered pieces per ordering account (one statement, only when asked for).',
      resolve: (l, _a, ctx) => clientBreakdownOf(ctx, l),
    }),
  }),
});

type DeadlineRow = Awaited<ReturnType<typeof listBakeListDeadlines>>[number];
export const BakeListDeadlineRef = builder.objectRef<DeadlineRow>('BakeListDeadline').implement({
  fields: (t) => ({
    deadline: t.string({ resolve: (d) => d.deadline.toISOString() }),
    deliveryDate: t.exposeString('deliveryDate', {
      nullable: true,
      description: 'First delivery date of its orders (YYYY-MM-DD).',
    }),
    orderCount: t.exposeInt('orderCount', { description: 'Accepted orders.' }),
    generatedAt: t.string({ nullable: true, resolve: (d) => d.generatedAt?.toISOString() ?? null }),
  }),
});

builder.queryFields((t) => ({
  bakeList: t.field({
    type: BakeListRef,
    nullable: true,
    description:
      'The bake list of a deadline (default: the next production run — the earliest deadline of orders delivered today or later); null when there is none.',
    authScopes: { bakery: true },
    args: {
      deadline: t.arg.string({ description: 'ISO instant.' }),
      language: t.arg({ type: LanguageEnum, description: "Product names; default the viewer's language." }),
    },
    resolve: (_r, a, ctx) => getBakeList(ctx, a.deadline ? parseDeadline(a.deadline) : null, a.language ?? null),
  }),
  bakeListDeadlines: t.field({
    type: [BakeListDeadlineRef],
    description:
      'Deadlines from a week ago on, soonest first (at most 60): of accepted orders or with additional breads.',
    authScopes: { bakery: true },
    resolve: (_r, _a, ctx) => listBakeListDeadlines(ctx),
  }),
}));

const deadlineArgs = (t: Parameters<Parameters<typeof builder.mutationFields>[0]>[0]) => ({
  deadline: t.arg.string({ required: true, description: 'ISO instant.' }),
});

builder.mutationFields((t) => ({
  generateBakeList: t.field({
    type: BakeListRef,
    description:
      'Freezes the bake list of a deadline (replacing an earlier generation); later changes are flagged against it.',
    authScopes: { bakery: true },
    args: { ...deadlineArgs(t), language: t.arg({ type: LanguageEnum }) },
    resolve: (_r, a, ctx) => generateBakeList(ctx, parseDeadline(a.deadline), a.language ?? null),
  }),
  setAdditionalBread: t.field({
    type: BakeListRef,
    description: 'Additional pieces (1 … 99999) of a product on top of the orders of a deadline.',
    authScopes: { bakery: true },
    args: { ...deadlineArgs(t), productId: t.arg.id({ required: true }), amount: t.arg.int({ required: true }) },
    resolve: (_r, a, ctx) =>
      setAdditionalBread(ctx, parseDeadline(a.deadline), parseId(a.productId, 'productId'), a.amount),
  }),
  removeAdditionalBread: t.field({
    type: BakeListRef,
    authScopes: { bakery: true },
    args: { ...deadlineArgs(t), productId: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => removeAdditionalBread(ctx, parseDeadline(a.deadline), parseId(a.productId, 'productId')),
  }),
}));
