import { describe, expect, it } from 'vitest';
import { creditNoteComputation } from '@bakery/core';
import { creditSchemas, initialRows, wholeRows } from './credit-note-form';
import type { BillDetail } from '../../api/operations';

const line = (over: Partial<BillDetail['lines'][number]>) => ({
  orderId: '1',
  kind: 'PRODUCT',
  basis: 'APPROX',
  name: 'Semmel',
  articleCode: null,
  quantity: '10',
  unit: 'PZ',
  unitPrice: '0.51',
  grossCents: 510,
  discountPercent: '0.00',
  discountCents: 0,
  netCents: 510,
  vatRate: '4.00',
  ...over,
});
const bill = {
  lines: [
    line({}),
    line({
      basis: 'MEASURED',
      name: 'Roggen',
      quantity: '2.150',
      unit: 'KG',
      unitPrice: '4.2',
      grossCents: 903,
      netCents: 903,
      vatRate: '10.00',
    }),
    line({
      kind: 'DELIVERY',
      basis: null,
      name: '',
      quantity: '1',
      unit: null,
      unitPrice: '3.00',
      grossCents: 300,
      netCents: 300,
      vatRate: '10.00',
    }),
  ],
  creditableCents: [510, 403, 300],
  creditedMilli: [0, 1000, 0],
} as unknown as BillDetail;

describe('credit-note form', () => {
  it('starts with nothing chosen; delivery by amount, goods by quantity', () => {
    expect(initialRows(bill).map((r) => [r.chosen, r.by])).toEqual([
      [false, 'QUANTITY'],
      [false, 'QUANTITY'],
      [false, 'AMOUNT'],
    ]);
  });

  it('chooses everything still open: untouched lines whole, partly credited lines by their open amount', () => {
    expect(wholeRows(bill, 'de')).toEqual([
      { chosen: true, by: 'QUANTITY', value: '10' },
      { chosen: true, by: 'AMOUNT', value: '4,03' },
      { chosen: true, by: 'AMOUNT', value: '3,00' },
    ]);
  });

  it("sends 1-based lines with a quantity or cents read in the user's language", () => {
    const rows = initialRows(bill);
    rows[1] = { chosen: true, by: 'QUANTITY', value: '0,5' };
    rows[2] = { chosen: true, by: 'AMOUNT', value: '1,50' };
    expect(creditSchemas(bill, 'it').form.parse({ rows, reason: ' Reso ' })).toMatchObject({
      reason: 'Reso',
      lines: [
        { line: 2, quantity: '0.5' },
        { line: 3, amountCents: 150 },
      ],
    });
    // a comma is no decimal mark in English: the line is named as the server would name it
    expect(creditSchemas(bill, 'en').rows.safeParse(rows).error?.issues).toMatchObject([
      { message: 'CREDIT_NOTE_LINE_INVALID', params: { lines: [2, 3] } },
    ]);
  });

  it('previews the totals as the server computes them, and its refusals', () => {
    const preview = creditSchemas(bill, 'en').rows.safeParse(wholeRows(bill, 'en'));
    expect(preview.success).toBe(true);
    const totals = preview.success ? creditNoteComputation(preview.data.credit) : null;
    expect([totals?.netCents, totals?.taxCents]).toEqual([510 + 403 + 300, 20 + 70]);
    const rows = initialRows(bill);
    rows[1] = { chosen: true, by: 'QUANTITY', value: '1.2' }; // only 1.150 kg are left
    expect(creditSchemas(bill, 'en').rows.safeParse(rows).error?.issues).toMatchObject([
      { message: 'CREDIT_NOTE_TOO_MUCH', params: { lines: [2] } },
    ]);
  });
});
