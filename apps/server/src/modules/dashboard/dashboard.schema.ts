import { DASHBOARD_STEPS } from '@bakery/core';
import { builder } from '../../platform/graphql/builder';
import { getDashboard, type Dashboard, type DashboardSums } from './dashboard.service';

const DashboardStepEnum = builder.enumType('DashboardStep', { values: DASHBOARD_STEPS });

const Sums = builder.interfaceRef<DashboardSums>('DashboardSums').implement({
  description:
    "Sums of a period or bucket; money in cents, orders by delivery date, bills by bill date, clients by sign-up day in the bakery's time zone.",
  fields: (t) => ({
    salesCents: t.exposeInt('salesCents', { description: 'Value of the orders (ordered, at their final price).' }),
    paidCents: t.exposeInt('paidCents', { description: 'Value of the paid orders.' }),
    deliveredCents: t.exposeInt('deliveredCents', {
      description: 'Value of the accepted orders delivered up to today.',
    }),
    guestSalesCents: t.exposeInt('guestSalesCents', { description: "A host's: value of its guests' orders." }),
    orders: t.exposeInt('orders', { description: 'Number of orders.' }),
    products: t.exposeInt('products', { description: 'Pieces ordered.' }),
    clients: t.exposeInt('clients', {
      description: "New clients: a bakery's hosts and private customers, a host's guests.",
    }),
    billsCents: t.exposeInt('billsCents', {
      description: 'Bills issued (bakery) or received (host, private customer).',
    }),
  }),
});

const DashboardTotals = builder.objectRef<DashboardSums>('DashboardTotals').implement({
  interfaces: [Sums],
  isTypeOf: () => true,
  fields: () => ({}),
});

const DashboardPoint = builder.objectRef<Dashboard['series'][number]>('DashboardPoint').implement({
  description: 'One bucket of the series: the sums of the day, week (from Monday) or month starting at `date`.',
  interfaces: [Sums],
  isTypeOf: () => true,
  fields: (t) => ({ date: t.exposeString('date', { description: 'YYYY-MM-DD, first day of the bucket' }) }),
});

const DashboardProduct = builder.objectRef<Dashboard['topProducts'][number]>('DashboardProduct').implement({
  fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name'), amount: t.exposeInt('amount') }),
});

const DashboardZone = builder.objectRef<Dashboard['zones'][number]>('DashboardZone').implement({
  description: 'Orders delivered into a zone in the period; id and name null: orders without a zone.',
  fields: (t) => ({
    id: t.id({ nullable: true, resolve: (z) => z.id }),
    name: t.exposeString('name', { nullable: true }),
    orders: t.exposeInt('orders'),
    salesCents: t.exposeInt('salesCents'),
  }),
});

const stamped = {
  createdAt: { description: 'ISO instant' },
  createdOn: {
    description: "YYYY-MM-DD: the day of createdAt in the bakery's time zone (label it against Dashboard.today).",
  },
  day: { description: "Today / yesterday / weekday / last week in the viewer's language and the bakery's time zone." },
};

const NewsUser = builder.objectRef<Dashboard['news']['users'][number]>('NewsUser').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    createdAt: t.string({ ...stamped.createdAt, resolve: (u) => u.createdAt.toISOString() }),
    createdOn: t.exposeString('createdOn', stamped.createdOn),
    day: t.exposeString('day', stamped.day),
  }),
});

const NewsBill = builder.objectRef<Dashboard['news']['bills'][number]>('NewsBill').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    billNumber: t.exposeString('billNumber'),
    amountCents: t.exposeInt('amountCents'),
    clientName: t.exposeString('clientName'),
    createdAt: t.string({ ...stamped.createdAt, resolve: (b) => b.createdAt.toISOString() }),
    createdOn: t.exposeString('createdOn', stamped.createdOn),
    day: t.exposeString('day', stamped.day),
  }),
});

const NewsProduct = builder.objectRef<Dashboard['news']['products'][number]>('NewsProduct').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    createdAt: t.string({ ...stamped.createdAt, resolve: (p) => p.createdAt.toISOString() }),
    createdOn: t.exposeString('createdOn', stamped.createdOn),
    day: t.exposeString('day', stamped.day),
  }),
});

const NewsOrder = builder.objectRef<Dashboard['news']['orders'][number]>('NewsOrder').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    number: t.exposeInt('number'),
    totalCents: t.exposeInt('totalCents'),
    deliveryDate: t.exposeString('deliveryDate'),
    clientName: t.exposeString('clientName'),
    createdAt: t.string({ ...stamped.createdAt, resolve: (o) => o.createdAt.toISOString() }),
    createdOn: t.exposeString('createdOn', stamped.createdOn),
    day: t.exposeString('day', stamped.day),
  }),
});

const NewsFeed = builder.objectRef<Dashboard['news']>('NewsFeed').implement({
  description: 'The 5 latest clients, bills, products and orders the viewer sees, newest first.',
  fields: (t) => ({
    users: t.field({ type: [NewsUser], resolve: (n) => n.users }),
    bills: t.field({ type: [NewsBill], resolve: (n) => n.bills }),
    products: t.field({ type: [NewsProduct], resolve: (n) => n.products }),
    orders: t.field({ type: [NewsOrder], resolve: (n) => n.orders }),
  }),
});

const DashboardRef = builder.objectRef<Dashboard>('Dashboard').implement({
  fields: (t) => ({
    step: t.field({ type: DashboardStepEnum, resolve: (d) => d.step }),
    from: t.exposeString('from'),
    to: t.exposeString('to'),
    previousFrom: t.exposeString('previousFrom'),
    previousTo: t.exposeString('previousTo'),
    today: t.exposeString('today', { description: "Today in the bakery's time zone." }),
    timeZone: t.exposeString('timeZone'),
    series: t.field({ type: [DashboardPoint], resolve: (d) => d.series }),
    totals: t.field({ type: DashboardTotals, resolve: (d) => d.totals }),
    previous: t.field({
      type: DashboardTotals,
      description: 'The period of equal length just before.',
      resolve: (d) => d.previous,
    }),
    topProducts: t.field({
      type: [DashboardProduct],
      description: 'At most 10, most pieces first.',
      resolve: (d) => d.topProducts,
    }),
    zones: t.field({
      type: [DashboardZone],
      description: "A bakery's orders per delivery zone (empty for others).",
      resolve: (d) => d.zones,
    }),
    news: t.field({ type: NewsFeed, resolve: (d) => d.news }),
  }),
});

builder.queryFields((t) => ({
  dashboard: t.field({
    type: DashboardRef,
    description:
      "The viewer's own series (buckets by step from `from` to `to`, YYYY-MM-DD inclusive, at most 732 days), totals against the previous period, top products, zones and news feed, in one SQL statement.",
    authScopes: { bakery: true, host: true, private: true, guest: true },
    args: {
      step: t.arg({ type: DashboardStepEnum, required: true }),
      from: t.arg.string({ required: true, description: 'YYYY-MM-DD' }),
      to: t.arg.string({ required: true, description: 'YYYY-MM-DD' }),
    },
    resolve: (_r, a, ctx) => getDashboard(ctx, a),
  }),
}));
