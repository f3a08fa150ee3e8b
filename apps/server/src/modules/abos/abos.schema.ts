import { decodeAboInterval } from '@bakery/core';
import { parseId } from '../../platform/graphql/args';
import { builder } from '../../platform/graphql/builder';
import { ProductRef } from '../products/products.schema';
import { orderProductLoader } from '../orders/order-lists.service';
import { loader } from '../../platform/graphql/loaders';
import { findAboLines, type AboLineRow, type AboRow } from './abos.queries';
import {
  createAbo,
  deleteAbo,
  getAbo,
  listAbos,
  pauseAbo,
  previewAbo,
  setAboActive,
  updateAbo,
  type AboInput,
} from './abos.service';
import { present } from '../../platform/db/rows';

const clients = { host: true, private: true, guest: true };

const IntervalKind = builder.enumType('AboIntervalKind', { values: ['EVERY_N_DAYS', 'WEEKDAYS'] as const });

const AboIntervalRef = builder.objectRef<number>('AboInterval').implement({
  description: 'Every n days from the start date, or on chosen ISO weekdays (1 = Monday … 7 = Sunday).',
  fields: (t) => ({
    kind: t.field({ type: IntervalKind, resolve: (v) => decodeAboInterval(v).kind }),
    days: t.int({
      nullable: true,
      resolve: (v) => {
        const i = decodeAboInterval(v);
        return i.kind === 'EVERY_N_DAYS' ? i.days : null;
      },
    }),
    weekdays: t.intList({
      resolve: (v) => {
        const i = decodeAboInterval(v);
        return i.kind === 'WEEKDAYS' ? i.weekdays : [];
      },
    }),
  }),
});

const AboLineRef = builder.objectRef<AboLineRow>('AboLine').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    amount: t.exposeInt('amount'),
    product: t.field({
      type: ProductRef,
      resolve: async (l, _a, ctx) => present(await orderProductLoader(ctx).load(l.productId), `product ${l.productId}`),
    }),
  }),
});

const AboRef = builder.objectRef<AboRow>('Abo').implement({
  description:
    'A standing order: products with amounts, ordered automatically before each deadline of its delivery days.',
  fields: (t) => ({
    id: t.exposeID('id'),
    active: t.exposeBoolean('active'),
    interval: t.field({ type: AboIntervalRef, resolve: (a) => a.interval }),
    startsOn: t.exposeString('startsOn', { description: 'YYYY-MM-DD' }),
    pausedUntil: t.exposeString('pausedUntil', {
      nullable: true,
      description: 'No deliveries up to and including this date.',
    }),
    lastOrder: t.exposeString('lastOrder', {
      nullable: true,
      description: 'Delivery date of the last order it created.',
    }),
    prevOrder: t.exposeString('prevOrder', { nullable: true }),
    lines: t.field({
      type: [AboLineRef],
      resolve: (a, _a, ctx) =>
        loader<number, AboLineRow[]>(ctx, 'aboLines', async (ids) => {
          const rows = await findAboLines(ctx.platform.db, ids);
          return ids.map((id) => rows.filter((r) => r.aboId === id));
        })
          .load(a.id)
          .then((x) => x ?? []),
    }),
    nextDeliveries: t.stringList({
      description: 'Delivery dates of the next four weeks (closed days and holidays skipped).',
      resolve: (a, _a, ctx) => previewAbo(ctx, a),
    }),
  }),
});

const AboPage = builder.objectRef<{ rows: AboRow[]; total: number }>('AboPage').implement({
  fields: (t) => ({ items: t.field({ type: [AboRef], resolve: (p) => p.rows }), total: t.exposeInt('total') }),
});

const AboIntervalInput = builder.inputType('AboIntervalInput', {
  fields: (t) => ({ kind: t.field({ type: IntervalKind, required: true }), days: t.int(), weekdays: t.intList() }),
});
const AboLineInput = builder.inputType('AboLineInput', {
  fields: (t) => ({ productId: t.id({ required: true }), amount: t.int({ required: true }) }),
});
const AboInputRef = builder.inputType('AboInput', {
  fields: (t) => ({
    interval: t.field({ type: AboIntervalInput, required: true }),
    startsOn: t.string({ description: 'First delivery date (YYYY-MM-DD); omitted = tomorrow.' }),
    lines: t.field({ type: [AboLineInput], required: true }),
  }),
});

const inputOf = (i: typeof AboInputRef.$inferInput): AboInput => ({
  interval:
    i.interval.kind === 'EVERY_N_DAYS'
      ? { kind: 'EVERY_N_DAYS', days: i.interval.days ?? 0 }
      : { kind: 'WEEKDAYS', weekdays: i.interval.weekdays ?? [] },
  startsOn: i.startsOn ?? null,
  lines: i.lines.map((l) => ({ productId: parseId(l.productId, 'productId'), amount: l.amount })),
});

builder.queryFields((t) => ({
  abos: t.field({
    type: AboPage,
    description: "The signed-in client's standing orders, 10 per page.",
    authScopes: clients,
    args: { page: t.arg.int({ defaultValue: 0 }) },
    resolve: (_r, a, ctx) => listAbos(ctx, a.page ?? 0),
  }),
  abo: t.field({
    type: AboRef,
    authScopes: clients,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => getAbo(ctx, parseId(a.id)),
  }),
}));

builder.mutationFields((t) => ({
  createAbo: t.field({
    type: AboRef,
    authScopes: clients,
    args: { input: t.arg({ type: AboInputRef, required: true }) },
    resolve: (_r, a, ctx) => createAbo(ctx, inputOf(a.input)),
  }),
  updateAbo: t.field({
    type: AboRef,
    authScopes: clients,
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: AboInputRef, required: true }) },
    resolve: (_r, a, ctx) => updateAbo(ctx, parseId(a.id), inputOf(a.input)),
  }),
  pauseAbo: t.field({
    type: AboRef,
    description: 'Pauses deliveries up to and including `until`; null resumes.',
    authScopes: clients,
    args: {
      id: t.arg.id({ required: true }),
      until: t.arg.string({ description: 'YYYY-MM-DD; omitted = until further notice.' }),
    },
    resolve: (_r, a, ctx) => pauseAbo(ctx, parseId(a.id), a.until ?? null),
  }),
  setAboActive: t.field({
    type: AboRef,
    authScopes: clients,
    args: { id: t.arg.id({ required: true }), active: t.arg.boolean({ required: true }) },
    resolve: (_r, a, ctx) => setAboActive(ctx, parseId(a.id), a.active),
  }),
  deleteAbo: t.boolean({
    authScopes: clients,
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_r, a, ctx) => (await deleteAbo(ctx, parseId(a.id)), true),
  }),
}));
