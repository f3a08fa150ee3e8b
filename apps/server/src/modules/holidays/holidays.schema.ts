import { parseId } from '../../platform/graphql/args';
import { builder } from '../../platform/graphql/builder';
import {
  createHoliday,
  deleteHoliday,
  holidaysOfMyBakery,
  listHolidays,
  updateHoliday,
  type HolidayPage,
  type HolidayRow,
} from './holidays.service';

const Holiday = builder.objectRef<HolidayRow>('Holiday').implement({
  description: 'Days without delivery, both ends included.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    from: t.exposeString('from', { description: 'YYYY-MM-DD' }),
    to: t.exposeString('to', { description: 'YYYY-MM-DD, inclusive' }),
  }),
});

const HolidayPageRef = builder.objectRef<HolidayPage>('HolidayPage').implement({
  fields: (t) => ({
    items: t.field({ type: [Holiday], resolve: (p) => p.items }),
    total: t.exposeInt('total'),
    page: t.exposeInt('page'),
    pageSize: t.exposeInt('pageSize'),
  }),
});

builder.queryFields((t) => ({
  holidays: t.field({
    type: HolidayPageRef,
    description: "The bakery's holidays, 5 per page, newest first (by from).",
    authScopes: { bakery: true },
    args: { page: t.arg.int({ defaultValue: 0 }) },
    resolve: (_r, a, ctx) => listHolidays(ctx, a.page ?? 0),
  }),
  holidaysOfMyBakery: t.field({
    type: [Holiday],
    description:
      "Holidays of the viewer's bakery ending on or after `from` (default: the bakery's today), earliest first.",
    authScopes: { loggedIn: true },
    args: { from: t.arg.string({ required: false, description: 'YYYY-MM-DD' }) },
    resolve: (_r, a, ctx) => holidaysOfMyBakery(ctx, a.from ?? null),
  }),
}));

type ArgBuilder = Parameters<Parameters<typeof builder.mutationFields>[0]>[0]['arg'];
const holidayArgs = (t: { arg: ArgBuilder }) => ({
  name: t.arg.string({ required: true }),
  from: t.arg.string({ required: true, description: 'YYYY-MM-DD' }),
  to: t.arg.string({ required: true, description: 'YYYY-MM-DD, inclusive; at most 366 days in all' }),
});

builder.mutationFields((t) => ({
  createHoliday: t.field({
    type: Holiday,
    description: 'Refused with INVALID_DATE for a bad range.',
    authScopes: { bakery: true },
    args: holidayArgs(t),
    resolve: (_r, a, ctx) => createHoliday(ctx, a),
  }),
  updateHoliday: t.field({
    type: Holiday,
    authScopes: { bakery: true },
    args: { id: t.arg.id({ required: true }), ...holidayArgs(t) },
    resolve: (_r, a, ctx) => updateHoliday(ctx, parseId(a.id), a),
  }),
  deleteHoliday: t.boolean({
    authScopes: { bakery: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_r, a, ctx) => (await deleteHoliday(ctx, parseId(a.id)), true),
  }),
}));
