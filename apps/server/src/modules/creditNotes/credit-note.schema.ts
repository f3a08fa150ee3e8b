import { creditableCents, CREDIT_REASON_MAX } from '@bakery/core';
import { parseId } from '../../platform/graphql/args';
import { builder } from '../../platform/graphql/builder';
import { findBill } from '../bills/bills.queries';
import { BillRef } from '../bills/bills.schema';
import { snapshotOf } from '../bills/bills.service';
import {
  createCreditNote,
  creditedLinesFor,
  creditNotesLoader,
  creditNoteRefusal,
  isBillFullyCredited,
} from './credit-note.service';

/** Credit notes are bills of document type TD04: listed, sent and answered by SdI like bills. */
builder.objectFields(BillRef, (t) => ({
  creditReason: t.exposeString('creditReason', {
    nullable: true,
    description: 'Why a credit note (TD04) was issued; null on a bill.',
  }),
  creditOf: t.field({
    type: BillRef,
    nullable: true,
    description: 'The bill a credit note corrects (the same client sees both).',
    resolve: (b, _a, ctx) => (b.creditOfBillId === null ? null : findBill(ctx.platform.db, b.creditOfBillId)),
  }),
  creditNotes: t.field({
    type: [BillRef],
    description: "A bill's credit notes, oldest first; a client sees only those sent.",
    resolve: async (b, _a, ctx) => {
      const notes = (await creditNotesLoader(ctx).load(b.id)) ?? [];
      return ctx.viewer?.kind === 'BAKERY' ? notes : notes.filter((n) => n.sent);
    },
  }),
  creditable: t.boolean({
    description:
      'For its bakery: whether a credit note can be issued now (a sent bill SdI did not reject, not yet fully credited).',
    resolve: async (b, _a, ctx) =>
      ctx.viewer?.kind === 'BAKERY' && creditNoteRefusal(b) === null && !(await isBillFullyCredited(ctx, b)),
  }),
  fullyCredited: t.boolean({
    description:
      'Its credit notes took back every line in full (the stamp duty apart): nothing is left to credit or to pay. A client counts the credit notes it was sent.',
    resolve: (b, _a, ctx) => isBillFullyCredited(ctx, b),
  }),
  creditableCents: t.intList({
    description:
      "For its bakery: per line (in the bill's order) the net cents still open to credit after its credit notes; empty for others.",
    resolve: async (b, _a, ctx) =>
      ctx.viewer?.kind === 'BAKERY' && b.documentType !== 'TD04'
        ? creditableCents(snapshotOf(b).lines, await creditedLinesFor(ctx, b.id))
        : [],
  }),
  creditedMilli: t.intList({
    description:
      'For its bakery: per line the quantity earlier credit notes took back, in thousandths (pieces × 1000 or grams) — with creditableCents the screen computes a credit note as the server will.',
    resolve: async (b, _a, ctx) => {
      if (ctx.viewer?.kind !== 'BAKERY' || b.documentType === 'TD04') return [];
      const credited = await creditedLinesFor(ctx, b.id);
      return snapshotOf(b).lines.map((_l, i) => credited.get(i)?.milli ?? 0);
    },
  }),
}));

const CreditLineInput = builder.inputType('CreditLineInput', {
  description:
    'One bill line to take back: by quantity (pieces, or kg with up to 3 decimals) or by an amount in cents — exactly one of them.',
  fields: (t) => ({
    line: t.int({ required: true, description: "The bill line's number, 1-based as on the bill." }),
    quantity: t.string({ description: 'Pieces ("2") or kilograms ("0.350").' }),
    amountCents: t.int({ description: 'An amount off the line (a price correction), in cents.' }),
  }),
});

builder.mutationFields((t) => ({
  createCreditNote: t.field({
    type: BillRef,
    description:
      'Issues a credit note (TD04, art. 26 D.P.R. 633/72) on a sent bill: chosen lines by quantity or amount, with a reason. It is sent like a bill.',
    authScopes: { bakery: true },
    args: {
      billId: t.arg.id({ required: true }),
      lines: t.arg({ type: [CreditLineInput], required: true }),
      reason: t.arg.string({ required: true, extensions: { maxLength: CREDIT_REASON_MAX } }),
    },
    resolve: (_r, a, ctx) =>
      createCreditNote(ctx, {
        billId: parseId(a.billId, 'billId'),
        reason: a.reason,
        lines: a.lines.map((l) => ({ line: l.line, quantity: l.quantity ?? null, amountCents: l.amountCents ?? null })),
      }),
  }),
}));
