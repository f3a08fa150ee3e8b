import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Language } from '@bakery/core';
import { renderUi } from '../../test/render-ui';
import type { BillLine, BillOrder } from '../../api/operations';
import { BillLines } from './BillLines';

/**
 * Issue 15, item 4: the bill screen shows unit prices with 2 decimals ("0,55 €/Stk.", never
 * "0,55002 €/Stk."), and where 2 decimals × pieces would miss the line's amount, its weight
 * basis ("55 g à 12,35 €/kg"), so each line adds up as shown.
 */
const orders: BillOrder[] = [{ id: '1', number: 5, deliveryDate: '2026-11-24', docketNumber: null, guest: null }];
const line = (over: Partial<BillLine>): BillLine => ({
  orderId: '1',
  kind: 'PRODUCT',
  basis: 'APPROX',
  name: 'x',
  articleCode: null,
  quantity: '1',
  unit: 'PZ',
  unitPrice: '1.00',
  grossCents: 100,
  discountPercent: '0.00',
  discountCents: 0,
  netCents: 100,
  vatRate: '10.00',
  gramsPerPiece: null,
  creditBy: null,
  ...over,
});
const lines = [
  line({
    name: 'Milchbrötchen',
    quantity: '3',
    unitPrice: '0.55002',
    grossCents: 165,
    netCents: 165,
    gramsPerPiece: 60,
  }),
  line({ name: 'Krapfen', quantity: '7', unitPrice: '0.678975', grossCents: 475, netCents: 475, gramsPerPiece: 55 }),
  line({
    name: 'Roggenbrot',
    basis: 'MEASURED',
    quantity: '1.234',
    unit: 'KG',
    unitPrice: '9.167',
    grossCents: 1131,
    netCents: 1131,
  }),
];

function rowOf(name: string) {
  return screen.getByText(name).closest('tr') as HTMLElement;
}

describe('unit prices on the bill screen', () => {
  it.each([
    ['de', '0,55 €/Stk.', '55 g à 12,35 €/kg', '9,167 €/kg'],
    ['it', '0,55 €/pz.', '55 g a 12,35 €/kg', '9,167 €/kg'],
    ['en', '€0.55/pc', '55 g at €12.35/kg', '€9.167/kg'],
  ] as const)(
    'shows 2 decimals, or the weight basis where they would not add up (%s)',
    (language, piece, basis, perKg) => {
      renderUi(<BillLines orders={orders} lines={lines} />, language as Language);
      const nbsp = (text: string) => text.replace(/\u00a0/g, ' ');
      expect(nbsp(within(rowOf('Milchbrötchen')).getAllByRole('cell')[2]!.textContent!)).toBe(piece);
      expect(nbsp(within(rowOf('Krapfen')).getAllByRole('cell')[2]!.textContent!)).toBe(basis);
      expect(nbsp(within(rowOf('Roggenbrot')).getAllByRole('cell')[2]!.textContent!)).toBe(perKg);
      expect(document.body.textContent).not.toMatch(/0[.,]55002|0[.,]678975/);
    },
  );
});
