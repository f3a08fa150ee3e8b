import { COMPILE_LIMIT, deliveredLineCents, isLinePacked, pricePerKgCents } from '@bakery/core';
import { parseId } from '../../platform/graphql/args';
import { builder, LanguageEnum } from '../../platform/graphql/builder';
import { ProductionProductRef } from '../bakeList/bake-list.schema';
import {
  compileProgress,
  getCompileList,
  setMissing,
  setPacked,
  uploadMeasuredWeight,
  type CompileClient,
  type CompileLine,
  type CompileList,
  type CompileOrder,
} from './compile.service';
import { parseDeadline, parseZone } from '../bakeList/production.args';

export const CompileLineRef = builder.objectRef<CompileLine>('CompileLine').implement({
  description: 'An ordered product to pack: what to weigh, what is missing, and what a label shows.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The ordered product.' }),
    product: t.field({ type: ProductionProductRef, resolve: (l) => l.product }),
    amount: t.exposeInt('amount'),
    haveToWeight: t.exposeBoolean('haveToWeight'),
    approxWeight: t.exposeInt('approxWeight', { description: 'Grams per piece frozen on the order.' }),
    measuredWeight: t.exposeInt('measuredWeight', {
      description: 'Grams of the whole ordered product; -1 = not weighed.',
    }),
    missing: t.exposeInt('missing'),
    packedMark: t.boolean({ description: 'Marked packed by hand (products not weighed).', resolve: (l) => l.packed }),
    packed: t.boolean({
      description: 'Done: all missing, else weighed (weighed products) or marked packed.',
      resolve: (l) => isLinePacked(l),
    }),
    pricePerKgCents: t.int({
      description: 'Gram price frozen on the order × 1000 (labels).',
      resolve: (l) => pricePerKgCents(l.gramPrice),
    }),
    priceCents: t.int({
      description: 'Price of what is delivered: measured grams for weighed products, else pieces (labels, dockets).',
      resolve: (l) => deliveredLineCents(l),
    }),
  }),
});

const CompileOrderRef = builder.objectRef<CompileOrder>('CompileOrder').implement({
  fields: (t) => ({
    id: t.id({ resolve: (o) => o.orderId }),
    number: t.exposeInt('number'),
    publicId: t.exposeString('publicId', { description: 'For the barcode or QR code on labels.' }),
    deliveryDate: t.exposeString('deliveryDate'),
    message: t.exposeString('message', { nullable: true }),
    takeaway: t.exposeBoolean('takeaway'),
    lines: t.field({ type: [CompileLineRef], resolve: (o) => o.lines }),
  }),
});

const CompileClientRef = builder.objectRef<CompileClient>('CompileClient').implement({
  fields: (t) => ({
    id: t.id({ resolve: (c) => c.clientId }),
    name: t.exposeString('name'),
    hostName: t.exposeString('hostName', {
      nullable: true,
      description: "A guest's host, whose delivery the bag travels with.",
    }),
    zoneId: t.id({ nullable: true, resolve: (c) => c.zoneId }),
    zoneName: t.exposeString('zoneName', { nullable: true }),
    orders: t.field({ type: [CompileOrderRef], resolve: (c) => c.orders }),
  }),
});

type Progress = Awaited<ReturnType<typeof compileProgress>>[number];
const CompileProgressRef = builder.objectRef<Progress>('CompileProgress').implement({
  description: 'Packed of all ordered products of a zone (zoneId null = no zone).',
  fields: (t) => ({
    zoneId: t.id({ nullable: true, resolve: (p) => p.zoneId }),
    zoneName: t.exposeString('zoneName', { nullable: true }),
    packed: t.exposeInt('packed'),
    total: t.exposeInt('total'),
  }),
});

const CompileListRef = builder.objectRef<CompileList>('CompileList').implement({
  fields: (t) => ({
    deadline: t.string({ resolve: (l) => l.deadline.toISOString() }),
    page: t.exposeInt('page'),
    pageSize: t.int({ resolve: () => COMPILE_LIMIT }),
    totalLines: t.exposeInt('totalLines', { description: 'Ordered products in the selection (all pages).' }),
    clients: t.field({
      type: [CompileClientRef],
      description: 'By zone, client (guests after their host), order number.',
      resolve: (l) => l.clients,
    }),
    progress: t.field({
      type: [CompileProgressRef],
      description: 'Per zone of the deadline, whatever zone is selected (one statement, when asked for).',
      resolve: (l, _a, ctx) => compileProgress(ctx, l),
    }),
  }),
});

builder.queryFields((t) => ({
  compileList: t.field({
    type: CompileListRef,
    description:
      'Accepted orders of a deadline to pack, per client; zoneId absent = all zones, "0" = orders without a zone. 1000 ordered products per page.',
    authScopes: { bakery: true },
    args: {
      deadline: t.arg.string({ required: true, description: 'ISO instant.' }),
      zoneId: t.arg.id(),
      page: t.arg.int({ defaultValue: 0 }),
      language: t.arg({ type: LanguageEnum }),
    },
    resolve: (_r, a, ctx) =>
      getCompileList(ctx, parseDeadline(a.deadline), parseZone(a.zoneId), a.page ?? 0, a.language ?? null),
  }),
}));

builder.mutationFields((t) => ({
  uploadMeasuredWeight: t.field({
    type: CompileLineRef,
    description: 'Saves the measured grams of an ordered product (whole grams 1 … 1000000; -1 = not weighed).',
    authScopes: { bakery: true },
    args: { orderedProductId: t.arg.id({ required: true }), grams: t.arg.int({ required: true }) },
    resolve: (_r, a, ctx) => uploadMeasuredWeight(ctx, parseId(a.orderedProductId, 'orderedProductId'), a.grams),
  }),
  setMissing: t.field({
    type: CompileLineRef,
    description: 'Pieces of an ordered product missing from the delivery (0 … amount).',
    authScopes: { bakery: true },
    args: { orderedProductId: t.arg.id({ required: true }), amount: t.arg.int({ required: true }) },
    resolve: (_r, a, ctx) => setMissing(ctx, parseId(a.orderedProductId, 'orderedProductId'), a.amount),
  }),
  setPacked: t.field({
    type: CompileLineRef,
    description: 'Marks an ordered product packed (products that have to be weighed are packed once weighed).',
    authScopes: { bakery: true },
    args: { orderedProductId: t.arg.id({ required: true }), packed: t.arg.boolean({ required: true }) },
    resolve: (_r, a, ctx) => setPacked(ctx, parseId(a.orderedProductId, 'orderedProductId'), a.packed),
  }),
}));
