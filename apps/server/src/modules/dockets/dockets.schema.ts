import { guestLabel, type Language } from '@bakery/core';
import { parseId } from '../../platform/graphql/args';
import { builder, LanguageEnum } from '../../platform/graphql/builder';
import { textsLoader } from '../products/products.service';
import { UserRef } from '../users/users.schema';
import { userLoader } from '../users/users.service';
import { userLanguage } from '../users/account';
import { ProductionProductRef } from '../bakeList/bake-list.schema';
import {
  createDeliveryDockets,
  docketItemsLoader,
  docketsToMake,
  docketOrdersLoader,
  getDeliveryDocket,
  listDeliveryDockets,
  type DocketItem,
  type DocketRow,
  type DocketsToMake,
  type UndocketedDay,
  undocketedToday,
} from './dockets.service';
import { parseDeadline, parseZone } from '../bakeList/production.args';
import { present } from '../../platform/db/rows';

/** An item as the docket prints it: in the client's language, prices only where the client's settings show them. */
type PrintedItem = DocketItem & { language: Language; showPrices: boolean };

const DocketItemRef = builder.objectRef<PrintedItem>('DeliveryDocketItem').implement({
  description: 'One ordered product on a delivery docket.',
  fields: (t) => ({
    orderedProductId: t.id({ resolve: (i) => i.line.id }),
    orderId: t.id({ resolve: (i) => i.orderId }),
    orderNumber: t.exposeInt('orderNumber'),
    product: t.field({
      type: ProductionProductRef,
      description: "Name in the client's language.",
      resolve: async (i, _a, ctx) => {
        const names = (await textsLoader(ctx).load(i.product.nameKey)) ?? {};
        return {
          productId: i.product.id,
          name: names[i.language] || names.de || '',
          haveToWeight: i.product.haveToWeight,
          approxWeight: i.product.approxWeight,
          displayOrder: i.product.displayOrder,
        };
      },
    }),
    guestName: t.string({
      nullable: true,
      description: "The guest who ordered it, when the docket is its host's.",
      resolve: async (i, _a, ctx) => {
        if (i.guestId === null) return null;
        const guest = await userLoader(ctx).load(i.guestId);
        return guest ? guestLabel(guest.username) : null;
      },
    }),
    amount: t.int({ description: 'Ordered pieces.', resolve: (i) => i.line.amount }),
    missing: t.int({ resolve: (i) => i.line.missing }),
    deliveredAmount: t.exposeInt('deliveredAmount', { description: 'Ordered minus missing.' }),
    haveToWeight: t.boolean({ resolve: (i) => i.product.haveToWeight }),
    measuredWeight: t.int({
      description: 'Grams of the whole ordered product; -1 = not weighed.',
      resolve: (i) => i.line.measuredWeight,
    }),
    approxWeight: t.int({
      description: 'Grams per piece frozen on the order.',
      resolve: (i) => i.line.currentApproxWeight,
    }),
    vat: t.string({ description: 'VAT percent frozen on the order.', resolve: (i) => i.line.currentVat }),
    pricePerKgCents: t.int({
      nullable: true,
      description: 'Null when the docket shows no prices.',
      resolve: (i) => (i.showPrices ? i.pricePerKgCents : null),
    }),
    unitPriceCents: t.int({
      nullable: true,
      description:
        "The bakery's price of one piece (gram price × approximate weight, as the bill; never a host's display price); null when the docket shows no prices.",
      resolve: (i) => (i.showPrices ? i.unitPriceCents : null),
    }),
    totalCents: t.int({
      nullable: true,
      description:
        "The bakery's price of what is delivered (measured grams for weighed products), the bill line's gross; null when the docket shows no prices.",
      resolve: (i) => (i.showPrices ? i.totalCents : null),
    }),
  }),
});

type DocketOrder = Awaited<ReturnType<ReturnType<typeof docketOrdersLoader>['load']>>;
const DocketOrderRef = builder.objectRef<NonNullable<DocketOrder>[number]>('DeliveryDocketOrder').implement({
  fields: (t) => ({
    id: t.id({ resolve: (o) => o.order.id }),
    number: t.int({ resolve: (o) => o.order.number }),
    publicId: t.string({ resolve: (o) => o.order.publicId }),
    message: t.string({ nullable: true, resolve: (o) => o.order.message }),
    takeaway: t.boolean({ resolve: (o) => o.order.takeaway }),
    zoneName: t.exposeString('zoneName', { nullable: true }),
  }),
});

async function recipientOf(ctx: Parameters<typeof userLoader>[0], d: DocketRow) {
  return present(await userLoader(ctx).load(d.clientId), `docket's client ${d.clientId}`);
}

async function printedItems(ctx: Parameters<typeof userLoader>[0], d: DocketRow): Promise<PrintedItem[]> {
  const [client, items] = await Promise.all([recipientOf(ctx, d), docketItemsLoader(ctx).load(d.id)]);
  return (items ?? []).map((i) => ({ ...i, language: userLanguage(client), showPrices: client.docketPrices }));
}

const DeliveryDocketRef = builder.objectRef<DocketRow>('DeliveryDocket').implement({
  description: 'A delivery docket (Lieferschein / documento di trasporto): everything its PDF shows.',
  fields: (t) => ({
    id: t.exposeID('id'),
    number: t.exposeString('number', { description: 'Formatted with the bill settings’ dd_number_format.' }),
    sequence: t.exposeInt('sequence', { description: 'The counter value the number was made from.' }),
    deliveryDate: t.exposeString('deliveryDate', { description: 'YYYY-MM-DD; also the date in the number.' }),
    deadline: t.string({ resolve: (d) => d.deadline.toISOString() }),
    createdAt: t.string({ resolve: (d) => d.createdAt.toISOString() }),
    client: t.field({
      type: UserRef,
      description: 'The recipient (a host for its guests’ orders) with its base data.',
      resolve: (d, _a, ctx) => recipientOf(ctx, d),
    }),
    language: t.field({
      type: LanguageEnum,
      description: "The client's language: the docket is printed in it.",
      resolve: async (d, _a, ctx) => userLanguage(await recipientOf(ctx, d)),
    }),
    showPrices: t.boolean({
      description: "The client's setting: prices on its dockets.",
      resolve: async (d, _a, ctx) => (await recipientOf(ctx, d)).docketPrices,
    }),
    orders: t.field({
      type: [DocketOrderRef],
      resolve: async (d, _a, ctx) => (await docketOrdersLoader(ctx).load(d.id)) ?? [],
    }),
    items: t.field({
      type: [DocketItemRef],
      description: 'By order number and the bakery’s product order.',
      resolve: (d, _a, ctx) => printedItems(ctx, d),
    }),
    totalCents: t.int({
      nullable: true,
      description: 'Sum of the items; null when the docket shows no prices.',
      resolve: async (d, _a, ctx) => {
        const items = await printedItems(ctx, d);
        return items.every((i) => i.showPrices) ? items.reduce((s, i) => s + i.totalCents, 0) : null;
      },
    }),
  }),
});

const DocketsToMakeRef = builder.objectRef<DocketsToMake>('DeliveryDocketsToMake').implement({
  description:
    'What `createDeliveryDockets` would do now. A docket goes with the goods, by midnight of its delivery day (D.P.R. 472/96 art. 1 c. 3).',
  fields: (t) => ({
    count: t.exposeInt('count', { description: 'Dockets it would make (recipients and delivery days not yet past).' }),
    pastDays: t.exposeStringList('pastDays', {
      description:
        'Past delivery days (YYYY-MM-DD, earliest first) with orders left without a docket: they are billed with an immediate invoice.',
    }),
  }),
});

const UndocketedDayRef = builder.objectRef<UndocketedDay>('UndocketedDeliveries').implement({
  description:
    "Today's deliveries without a delivery docket: each one is billed with an immediate invoice, while docketed ones can share one deferred invoice a month (art. 21 c. 4 D.P.R. 633/72).",
  fields: (t) => ({
    deliveryDate: t.exposeString('deliveryDate', { description: "Today in the bakery's time zone (YYYY-MM-DD)." }),
    recipients: t.exposeInt('recipients', {
      description: "Clients whose delivery has no docket (guests travel with their host's).",
    }),
    orders: t.exposeInt('orders'),
    deadlines: t.stringList({
      description: 'ISO instants of the deadlines of those orders, earliest first.',
      resolve: (d) => d.deadlines.map((x) => x.toISOString()),
    }),
  }),
});

builder.queryFields((t) => ({
  undocketedToday: t.field({
    type: UndocketedDayRef,
    description: "The bakery's deliveries of today (all deadlines and zones) that have no delivery docket yet.",
    authScopes: { bakery: true },
    resolve: (_r, _a, ctx) => undocketedToday(ctx),
  }),
  deliveryDocketsToMake: t.field({
    type: DocketsToMakeRef,
    description:
      'The dockets of a deadline (optionally of one zone) still to make, and the past days that can no longer get one.',
    authScopes: { bakery: true },
    args: {
      deadline: t.arg.string({ required: true, description: 'ISO instant.' }),
      zoneId: t.arg.id({ description: 'Absent = all zones, "0" = orders without a zone.' }),
    },
    resolve: (_r, a, ctx) => docketsToMake(ctx, parseDeadline(a.deadline), parseZone(a.zoneId)),
  }),
  deliveryDockets: t.field({
    type: [DeliveryDocketRef],
    description: 'The delivery dockets of a deadline, optionally of one zone, by number.',
    authScopes: { bakery: true },
    args: {
      deadline: t.arg.string({ required: true, description: 'ISO instant.' }),
      zoneId: t.arg.id({ description: 'Absent = all zones, "0" = orders without a zone.' }),
    },
    resolve: (_r, a, ctx) => listDeliveryDockets(ctx, parseDeadline(a.deadline), parseZone(a.zoneId)),
  }),
  deliveryDocket: t.field({
    type: DeliveryDocketRef,
    authScopes: { bakery: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => getDeliveryDocket(ctx, parseId(a.id)),
  }),
}));

builder.mutationFields((t) => ({
  createDeliveryDockets: t.field({
    type: [DeliveryDocketRef],
    description:
      'One docket per recipient and delivery date for accepted orders of the deadline without one (a guest’s orders go on its host’s); consecutive numbers. Past delivery days get none (DOCKET_AFTER_DELIVERY when nothing else is left). Returns those created.',
    authScopes: { bakery: true },
    args: {
      deadline: t.arg.string({ required: true, description: 'ISO instant.' }),
      zoneId: t.arg.id({ description: 'Absent = all zones, "0" = orders without a zone.' }),
    },
    resolve: (_r, a, ctx) => createDeliveryDockets(ctx, parseDeadline(a.deadline), parseZone(a.zoneId)),
  }),
}));
