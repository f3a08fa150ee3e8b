import type { GuestVatSummary } from '@bakery/core/guest-billing';
import { parseId } from '../../platform/graphql/args';
import { builder } from '../../platform/graphql/builder';
import { UserRef } from '../users/users.schema';
import {
  guestBilling,
  setGuestBillingPaid,
  type GuestBillingOverview,
  type GuestBillingRow,
} from './guest-billing.service';

const GuestVatSummaryRef = builder.objectRef<GuestVatSummary>('GuestVatSummary').implement({
  description:
    'The VAT contained in what guests pay at one rate (prices include VAT): tax = gross × rate / (100 + rate), half-up.',
  fields: (t) => ({
    vatRate: t.exposeString('vatRate', { description: 'Percent with 2 decimals, e.g. "10.00".' }),
    grossCents: t.exposeInt('grossCents', { description: 'What the guests pay at this rate, VAT included.' }),
    taxCents: t.exposeInt('taxCents', { description: 'VAT contained.' }),
    netCents: t.exposeInt('netCents', { description: 'gross − tax.' }),
  }),
});

const GuestStayRef = builder.objectRef<{ activeFrom: string; activeTo: string }>('GuestStay').implement({
  description: "A guest's stay: the account is usable from activeFrom to activeTo (YYYY-MM-DD, inclusive).",
  fields: (t) => ({ activeFrom: t.exposeString('activeFrom'), activeTo: t.exposeString('activeTo') }),
});

export const GuestBillingRowRef = builder.objectRef<GuestBillingRow>('GuestBillingRow').implement({
  description:
    "A host's guest with its accepted orders delivered in the period, priced at the host's display prices (else the base price).",
  fields: (t) => ({
    guest: t.field({ type: UserRef, resolve: (r) => r.guest }),
    name: t.exposeString('name', { description: 'The guest label (username without its 32-character suffix).' }),
    stay: t.field({
      type: GuestStayRef,
      resolve: (r) => ({ activeFrom: r.guest.activeFrom, activeTo: r.guest.activeTo }),
    }),
    orderCount: t.exposeInt('orderCount'),
    paidOrderCount: t.exposeInt('paidOrderCount'),
    paid: t.exposeBoolean('paid', { description: 'Every order of the period is paid.' }),
    totalCents: t.int({
      description: 'What the guest pays for the pieces delivered, VAT included.',
      resolve: (r) => r.bill.totalCents,
    }),
    taxCents: t.int({ description: 'VAT contained (Σ per rate).', resolve: (r) => r.bill.taxCents }),
    netCents: t.int({ description: 'total − tax.', resolve: (r) => r.bill.netCents }),
    summaries: t.field({
      type: [GuestVatSummaryRef],
      description: 'Per VAT rate, highest first.',
      resolve: (r) => r.bill.summaries,
    }),
  }),
});

const GuestBillingRef = builder.objectRef<GuestBillingOverview>('GuestBilling').implement({
  description: "/client/billing: a host's guests to bill for a period, with the sum of their receipts.",
  fields: (t) => ({
    from: t.exposeString('from'),
    to: t.exposeString('to'),
    guests: t.field({ type: [GuestBillingRowRef], resolve: (o) => o.guests }),
    orderCount: t.exposeInt('orderCount'),
    totalCents: t.int({ description: 'Σ of the receipts, VAT included.', resolve: (o) => o.total.totalCents }),
    taxCents: t.int({ resolve: (o) => o.total.taxCents }),
    netCents: t.int({ resolve: (o) => o.total.netCents }),
    summaries: t.field({
      type: [GuestVatSummaryRef],
      description: 'The receipts added rate by rate.',
      resolve: (o) => o.total.summaries,
    }),
  }),
});

builder.queryFields((t) => ({
  guestBilling: t.field({
    type: GuestBillingRef,
    description:
      "The signed-in host's guests with accepted orders delivered from `from` to `to` (YYYY-MM-DD, inclusive, at most 366 days).",
    authScopes: { host: true },
    args: {
      from: t.arg.string({ required: true, description: 'YYYY-MM-DD' }),
      to: t.arg.string({ required: true, description: 'YYYY-MM-DD' }),
    },
    resolve: (_r, a, ctx) => guestBilling(ctx, { from: a.from, to: a.to }),
  }),
}));

builder.mutationFields((t) => ({
  setGuestBillingPaid: t.field({
    type: GuestBillingRowRef,
    description:
      "Marks every accepted order of one of the host's guests delivered in the period paid or not paid (one transaction).",
    authScopes: { host: true },
    args: {
      guestId: t.arg.id({ required: true }),
      from: t.arg.string({ required: true, description: 'YYYY-MM-DD' }),
      to: t.arg.string({ required: true, description: 'YYYY-MM-DD' }),
      paid: t.arg.boolean({ required: true }),
    },
    resolve: (_r, a, ctx) =>
      setGuestBillingPaid(ctx, parseId(a.guestId, 'guestId'), { from: a.from, to: a.to }, a.paid),
  }),
}));
