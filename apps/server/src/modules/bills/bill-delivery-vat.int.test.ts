import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeFile } from 'node:fs/promises';
import { createProduct } from '../../db/seed/factories';
import { pdfPagePng, pdfText } from '../../../test/pdf';
import { TOMORROW } from '../orders/orders.test-setup';
import { checkedBillXml, docketAndBillHost, setupBills } from './bills.test-setup';

/**
 * The delivery cost of an order with goods at 10 % and 4 % (D.P.R. 633/72 art. 12: transport by the
 * seller is accessory to the goods, its charge adds to their taxable amount): split over the two rates
 * in proportion to the goods, one delivery line per rate on the bill, its PDF and its e-invoice.
 */
const CREATE = `mutation C($input: CreateBillInput!) { createBill(input: $input) {
  id summaries { vatRate taxableCents taxCents } lines { orderId kind name netCents vatRate } } }`;

let s: Awaited<ReturnType<typeof setupBills>>;
let mixedOrderId: string;
let bill: {
  id: string;
  summaries: { vatRate: string; taxableCents: number; taxCents: number }[];
  lines: { orderId: string; kind: string; name: string; netCents: number; vatRate: string }[];
};

beforeAll(async () => {
  s = await setupBills('dv');
  const wholemeal = await createProduct(s.db, s.t.bakery.id, {
    name: { de: 'Vollkornbrot', it: 'Pane integrale', en: 'Wholemeal bread' },
    description: { de: 'Vollkorn', it: 'Integrale', en: 'Wholemeal' },
    gramPrice: '0.004',
    approxWeight: 500,
    vatValue: '4',
    priceListIds: [s.t.list.id],
  });
  // 2 Semmeln at 10 % (2 × 50 g × 0.009 € = 0.90 €) and a wholemeal loaf at 4 % (2.00 €): below the
  // 30.00 € from which delivery is free, so the order carries the 2.50 € delivery cost
  const mixed = await s.placeEarlier(
    s.jwt.host,
    [
      [s.p.semmel, 2],
      [String(wholemeal.id), 1],
    ],
    TOMORROW,
  );
  mixedOrderId = mixed.id;
  bill = await docketAndBillHost(s, CREATE);
});
afterAll(() => s.server.close());

describe("an order's delivery cost over the rates of its goods (art. 12 D.P.R. 633/72)", () => {
  it('splits 2.50 € in proportion to the goods: 0.78 € at 10 %, 1.72 € at 4 %', () => {
    const delivery = bill.lines.filter((l) => l.kind === 'DELIVERY' && l.orderId === mixedOrderId);
    // 250 × 90/290 = 77.59 → 78 ct; 250 × 200/290 = 172.41 → 172 ct
    expect(delivery.map((l) => [l.vatRate, l.netCents])).toEqual([
      ['10.00', 78],
      ['4.00', 172],
    ]);
    // the 4 % base is the loaf and its share of the transport; nothing else on the bill is at 4 %
    expect(bill.summaries.find((v) => v.vatRate === '4.00')).toEqual({
      vatRate: '4.00',
      taxableCents: 200 + 172,
      taxCents: 15,
    });
    // the setup's host order, all at 10 %, keeps its one delivery line
    const others = bill.lines.filter((l) => l.kind === 'DELIVERY' && l.orderId !== mixedOrderId);
    expect(others.map((l) => [l.vatRate, l.netCents])).toEqual([['10.00', 250]]);
  });

  it('writes one DettaglioLinee per share and the share into its rate’s DatiRiepilogo', async () => {
    const xml = await checkedBillXml(s, bill.id);
    const lines = [...xml.matchAll(/<DettaglioLinee>([\s\S]*?)<\/DettaglioLinee>/g)].map((m) => m[1]!);
    const deliveries = lines
      .filter((l) => l.includes('<Descrizione>Lieferkosten</Descrizione>'))
      .map((l) => [/<PrezzoTotale>(.*?)</.exec(l)![1], /<AliquotaIVA>(.*?)</.exec(l)![1]]);
    expect(deliveries).toEqual([
      ['2.50', '10.00'],
      ['0.78', '10.00'],
      ['1.72', '4.00'],
    ]);
    const summary = [...xml.matchAll(/<DatiRiepilogo>([\s\S]*?)<\/DatiRiepilogo>/g)]
      .map((m) => m[1]!)
      .find((b) => b.includes('<AliquotaIVA>4.00</AliquotaIVA>'))!;
    expect(summary).toContain('<ImponibileImporto>3.72</ImponibileImporto>');
    expect(summary).toContain('<Imposta>0.15</Imposta>');
  });

  it('prints each share with its rate on the PDF', async () => {
    const res = await fetch(`${s.server.url}/api/bills/pdf`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${s.jwt.bakery}` },
      body: JSON.stringify({ billId: bill.id }),
    });
    expect(res.status).toBe(200);
    const pdf = Buffer.from(await res.arrayBuffer());
    const text = await pdfText(pdf);
    expect(text).toMatch(/Lieferkosten 1 0,78 € 10 ?% 0,78 €/);
    expect(text).toMatch(/Lieferkosten 1 1,72 € 4 ?% 1,72 €/);
    expect(text).toMatch(/Bemessungsgrundlage 4 % 3,72 € MwSt\. 4 % 0,15 €/);
    if (process.env.BILL_PDF_OUT)
      await writeFile(`${process.env.BILL_PDF_OUT}/delivery-vat.png`, await pdfPagePng(pdf, 1, 110));
  });
});
