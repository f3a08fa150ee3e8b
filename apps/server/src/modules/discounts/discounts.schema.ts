import type { DiscountStep } from '@bakery/core';
import { parseId } from '../../platform/graphql/args';
import { builder } from '../../platform/graphql/builder';
import { createDiscount, deleteDiscount, listDiscounts, updateDiscount, type DiscountView } from './discounts.service';

const DiscountStepRef = builder.objectRef<DiscountStep>('DiscountStep').implement({
  description: 'From an order amount on (inclusive), this percent off.',
  fields: (t) => ({
    fromCents: t.exposeInt('fromCents'),
    percent: t.exposeString('percent', { description: 'Decimal string with 2 decimals, 0.00 … 100.00.' }),
  }),
});

const Discount = builder.objectRef<DiscountView>('Discount').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    steps: t.field({ type: [DiscountStepRef], description: 'Ascending by fromCents.', resolve: (d) => d.steps }),
    userCount: t.exposeInt('userCount', { description: 'Clients that have this discount.' }),
  }),
});

const DiscountStepInput = builder.inputType('DiscountStepInput', {
  fields: (t) => ({
    fromCents: t.int({ required: true }),
    percent: t.string({ required: true, description: 'Decimal string, 0 … 100, at most 2 decimals ("5", "7.50").' }),
  }),
});

const stepsArg = (t: Parameters<Parameters<typeof builder.mutationFields>[0]>[0]) =>
  t.arg({ type: [DiscountStepInput], required: true, description: '1 … 10 steps, strictly ascending by fromCents.' });

builder.queryFields((t) => ({
  discounts: t.field({
    type: [Discount],
    description: "The bakery's discounts by name with their client counts.",
    authScopes: { bakery: true },
    resolve: (_r, _a, ctx) => listDiscounts(ctx),
  }),
}));

builder.mutationFields((t) => ({
  createDiscount: t.field({
    type: Discount,
    description: 'BAD_INPUT (fields name / steps) on a blank or overlong name or invalid steps.',
    authScopes: { bakery: true },
    args: { name: t.arg.string({ required: true }), steps: stepsArg(t) },
    resolve: (_r, a, ctx) => createDiscount(ctx, a.name, a.steps),
  }),
  updateDiscount: t.field({
    type: Discount,
    authScopes: { bakery: true },
    args: { id: t.arg.id({ required: true }), name: t.arg.string({ required: true }), steps: stepsArg(t) },
    resolve: (_r, a, ctx) => updateDiscount(ctx, parseId(a.id), a.name, a.steps),
  }),
  deleteDiscount: t.boolean({
    description: 'Refused with DISCOUNT_HAS_CLIENTS (extensions.clients) while clients have the discount.',
    authScopes: { bakery: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_r, a, ctx) => (await deleteDiscount(ctx, parseId(a.id)), true),
  }),
}));
