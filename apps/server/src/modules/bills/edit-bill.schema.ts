import { parseId } from '../../platform/graphql/args';
import { builder } from '../../platform/graphql/builder';
import { PaymentMethodEnum, PaymentTermsEnum } from '../users/users.schema';
import { BillDraftRef, BillRef } from './bills.schema';
import { snapshotOf } from './bills.service';
import { billEditDraft } from './edit-bill-draft.service';
import { billEditRefusal, editBill } from './edit-bill.service';

/** Editing an unsent bill (requirements/bills-and-e-invoices.md#editing-unsent-bills). */
builder.objectFields(BillRef, (t) => ({
  note: t.string({
    nullable: true,
    description: "The bakery's note on the bill: printed under its lines, written as Causale in the e-invoice.",
    resolve: (b) => snapshotOf(b).note ?? null,
  }),
  editable: t.boolean({
    description: 'For its bakery: whether the bill can be edited now (not sent, not a credit note).',
    resolve: (b, _a, ctx) =>
      ctx.viewer?.kind === 'BAKERY' && ctx.viewer.id === b.bakeryId && billEditRefusal(b, ctx.platform.now()) === null,
  }),
}));

const EditBillInput = builder.inputType('EditBillInput', {
  description: 'What to change on an unsent bill; an absent field stays as it is. Its number never changes.',
  fields: (t) => ({
    billDate: t.string({
      description:
        'YYYY-MM-DD within billEditDraft.invoice (the invoice type’s window, the year and neighbours of its number).',
    }),
    dueDate: t.string({
      description: 'YYYY-MM-DD, on or after the bill date; absent = kept if set by hand, else from the payment terms.',
    }),
    paymentTerms: t.field({ type: PaymentTermsEnum }),
    paymentMethod: t.field({ type: PaymentMethodEnum }),
    note: t.string({ description: 'At most 500 characters; empty removes it.' }),
    from: t.string({ description: 'The delivery period the orders come from, YYYY-MM-DD; absent = the bill’s.' }),
    to: t.string(),
    orderIds: t.idList({
      description:
        'The orders the bill holds from now on (its own and the client’s billable ones of the period); absent = unchanged.',
    }),
  }),
});

const ids = (list: readonly (string | number)[] | null | undefined) =>
  list == null ? null : list.map((id) => parseId(id, 'orderIds'));

builder.queryFields((t) => ({
  billEditDraft: t.field({
    type: BillDraftRef,
    description:
      'What an unsent bill would hold with these orders (null = its own): its own and the client’s billable orders of its period, totals, and the dates it may carry keeping its number.',
    authScopes: { bakery: true },
    args: { billId: t.arg.id({ required: true }), orderIds: t.arg.idList() },
    resolve: (_r, a, ctx) => billEditDraft(ctx, parseId(a.billId, 'billId'), ids(a.orderIds)),
  }),
}));

builder.mutationFields((t) => ({
  editBill: t.field({
    type: BillRef,
    description:
      'Edits an unsent bill: date, due date, payment, note and its orders; lines, totals and e-invoice are made again, the number stays. BILL_NOT_EDITABLE once sent (a credit note corrects it) or for a credit note.',
    authScopes: { bakery: true },
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: EditBillInput, required: true }) },
    resolve: (_r, { id, input }, ctx) =>
      editBill(ctx, parseId(id), {
        billDate: input.billDate,
        dueDate: input.dueDate,
        paymentTerms: input.paymentTerms,
        paymentMethod: input.paymentMethod,
        note: input.note,
        from: input.from,
        to: input.to,
        orderIds: input.orderIds == null ? null : ids(input.orderIds),
      }),
  }),
}));
