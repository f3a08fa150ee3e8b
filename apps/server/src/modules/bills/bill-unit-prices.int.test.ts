import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from '../../db/seed/factories';
import { writeFile } from 'node:fs/promises';
import { pdfPagePng, pdfText } from '../../../test/pdf';
import { TOMORROW } from '../orders/orders.test-setup';
import { docketAndBillHost, setupBills } from './bills.test-setup';

const CREATE =
  'mutation C($input: CreateBillInput!) { createBill(input: $input) { id lines { name quantity unit unitPrice grossCents gramsPerPiece } } }';

/**
 * requirements/bills-and-e-invoices.md#lines-and-totals: the bill shows unit prices with 2 decimals — "0,55 €/Stk.", never
 * "0,55002 €/Stk." — and its lines still add up as printed: where 2-decimal piece price × pieces
 * misses the line's amount, the line shows its weight basis ("55 g à 12,35 €/kg"). The XML keeps
 * the exact unit price.
 */
let s: Awaited<ReturnType<typeof setupBills>>;
let bill: {
  id: string;
  lines: {
    name: string;
    quantity: string;
    unit: string;
    unitPrice: string;
    grossCents: number;
    gramsPerPiece: number | null;
  }[];
};

async function post(path: string, body: unknown) {
  const res = await fetch(`${s.server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${s.jwt.bakery}` },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

beforeAll(async () => {
  s = await setupBills('bu');
  const mk = (de: string, gramPrice: string, approxWeight: number) =>
    createProduct(s.db, s.t.bakery.id, {
      name: { de, it: de, en: de },
      description: { de, it: de, en: de },
      gramPrice,
      approxWeight,
      priceListIds: [s.t.list.id],
    });
  // 0,55 € a piece of 60 g entered as a gram price: 0.009167 €/g → 0.55002 € a piece
  const milchbrot = await mk('Milchbrötchen', '0.009167', 60);
  // 0.012345 €/g × 55 g = 0.678975 € a piece: 7 pieces cost 4,75 €, but 7 × 0,68 € = 4,76 €
  const krapfen = await mk('Krapfen', '0.012345', 55);
  await s.placeEarlier(
    s.jwt.host,
    [
      [String(milchbrot.id), 3],
      [String(krapfen.id), 7],
    ],
    TOMORROW,
  );
  bill = await docketAndBillHost(s, CREATE);
});
afterAll(() => s.server.close());

describe('unit prices on a bill', () => {
  it('keeps the exact unit price and the grams of a piece in the bill lines', () => {
    const byName = (name: string) => bill.lines.find((l) => l.name === name)!;
    expect(byName('Milchbrötchen')).toMatchObject({
      quantity: '3',
      unit: 'PZ',
      unitPrice: '0.55002',
      grossCents: 165,
      gramsPerPiece: 60,
    });
    expect(byName('Krapfen')).toMatchObject({
      quantity: '7',
      unit: 'PZ',
      unitPrice: '0.678975',
      grossCents: 475,
      gramsPerPiece: 55,
    });
    expect(byName('Roggenbrot')).toMatchObject({ unit: 'KG', unitPrice: '4.50', gramsPerPiece: null });
  });

  it('prints 2 decimals on the PDF, and the weight basis where 2-decimal price × pieces would not add up', async () => {
    const pdf = await post('/api/bills/pdf', { billId: bill.id });
    const text = await pdfText(pdf);
    expect(text).not.toMatch(/0,55002|0,678975/);
    expect(text).toMatch(/Milchbrötchen 3 Stk\. 0,55 €\/Stk\. 10 % 1,65 €/);
    expect(text).toMatch(/Krapfen 7 Stk\. 55 g à 12,35 €\/kg 10 % 4,75 €/);
    if (process.env.BILL_PDF_OUT)
      await writeFile(`${process.env.BILL_PDF_OUT}/unit-prices.png`, await pdfPagePng(pdf, 1, 110));
    expect(text).toMatch(/Roggenbrot 2,15 kg 4,50 €\/kg 10 % 9,68 €/);
  });

  it('writes the exact unit price to the XML', async () => {
    const xml = (await post('/api/bills/xml', { billId: bill.id })).toString('utf8');
    expect(xml).toMatch(/<PrezzoUnitario>0\.55002\d*<\/PrezzoUnitario>/);
    expect(xml).toMatch(/<PrezzoUnitario>0\.678975\d*<\/PrezzoUnitario>/);
  });
});
