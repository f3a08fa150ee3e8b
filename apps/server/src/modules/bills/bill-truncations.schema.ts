import { builder } from '../../platform/graphql/builder';
import { truncatedFields } from '@bakery/einvoice';
import type { TruncatedField } from '@bakery/einvoice';
import { billEInvoice } from './bill-einvoice';
import { BillRef } from './bills.schema';
import { snapshotOf } from './bills.service';

const TruncationRef = builder.objectRef<TruncatedField>('EInvoiceTruncation').implement({
  description: 'A text the e-invoice cannot carry whole: written cut to the length its FatturaPA element allows.',
  fields: (t) => ({
    field: t.exposeString('field', {
      description:
        'Where the text comes from: buyer.companyName, seller.address.street, lines[2].description (0-based), payment.beneficiary …',
    }),
    element: t.exposeString('element', {
      description: 'The FatturaPA element: Denominazione, Indirizzo, Descrizione …',
    }),
    length: t.exposeInt('length', { description: 'Characters after the clean-up to the FatturaPA character set.' }),
    max: t.exposeInt('max', { description: 'Characters the element holds; the rest is cut.' }),
  }),
});

builder.objectFields(BillRef, (t) => ({
  eInvoiceTruncations: t.field({
    type: [TruncationRef],
    description:
      "For its bakery: the texts the bill's e-invoice writes cut (issue 14, finding 9), shown before it is sent; empty for clients.",
    resolve: (b, _a, ctx) => {
      if (ctx.viewer?.kind !== 'BAKERY' || ctx.viewer.id !== b.bakeryId || !b.snapshot) return [];
      try {
        return truncatedFields(billEInvoice(b, snapshotOf(b), b.eInvoiceProgressive ?? 1).document);
      } catch {
        return []; // data the file cannot carry at all is reported by EINVOICE_INVALID on sending
      }
    },
  }),
}));
