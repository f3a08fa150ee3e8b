import { builder, LanguageEnum } from '../../platform/graphql/builder';
import { BakeListDeadlineRef, ProductionProductRef } from './bake-list.schema';
import { getDayBakeList, type DayBakeList, type DayBakeListItem } from './bake-list-day.service';

const DayBakeListItemRef = builder.objectRef<DayBakeListItem>('DayBakeListItem').implement({
  description: 'One base product of a delivery day: the sum over all its deadlines.',
  fields: (t) => ({
    product: t.field({ type: ProductionProductRef, resolve: (i) => i.product }),
    orderedAmount: t.exposeInt('orderedAmount', { description: 'Pieces in accepted orders delivered that day.' }),
    additionalAmount: t.exposeInt('additionalAmount', { description: "Additional breads of the day's deadlines." }),
    totalAmount: t.exposeInt('totalAmount'),
    weightGrams: t.exposeInt('weightGrams', { description: 'Approximate grams of all pieces.' }),
  }),
});

const DayBakeListRef = builder.objectRef<DayBakeList>('DayBakeList').implement({
  description:
    'Everything baked for one delivery day, whatever the deadlines its clients have (generating and additional breads stay per deadline).',
  fields: (t) => ({
    deliveryDate: t.exposeString('deliveryDate'),
    language: t.field({ type: LanguageEnum, resolve: (l) => l.language }),
    deadlines: t.field({
      type: [BakeListDeadlineRef],
      description: "The deadlines of the day's accepted orders, soonest first: each has its own bake list.",
      resolve: (l) => l.deadlines,
    }),
    items: t.field({ type: [DayBakeListItemRef], description: 'By display order.', resolve: (l) => l.items }),
    totalAmount: t.int({ resolve: (l) => l.items.reduce((s, i) => s + i.totalAmount, 0) }),
    totalWeightGrams: t.int({ resolve: (l) => l.items.reduce((s, i) => s + i.weightGrams, 0) }),
    truncated: t.exposeBoolean('truncated', { description: 'The §9 limit of 10000 rows was reached.' }),
  }),
});

builder.queryFields((t) => ({
  bakeListOfDay: t.field({
    type: DayBakeListRef,
    description:
      'The bake list of a delivery day: accepted orders delivered that day summed over all their deadlines, with those deadlines’ additional breads.',
    authScopes: { bakery: true },
    args: {
      deliveryDate: t.arg.string({ required: true, description: 'Delivery day, YYYY-MM-DD.' }),
      language: t.arg({ type: LanguageEnum, description: "Product names; default the viewer's language." }),
    },
    resolve: (_r, a, ctx) => getDayBakeList(ctx, a.deliveryDate, a.language ?? null),
  }),
}));
