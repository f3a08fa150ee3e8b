import { writeFile } from 'node:fs/promises';
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { Language } from '@bakery/core';
import { pdfPagePng, pdfRawText } from '../../../test/pdf';
import type { RequestContext } from '../../platform/graphql/context';
import type { BillSnapshot, BillSnapshotLine } from './bill-snapshot';
import { billPdf } from './bill.pdf';
import type { BillRow } from './bills.queries';

/**
 * Issue 45, item 11: every percent the bill PDF prints (line discount, line VAT, the VAT summary)
 * in one format per language, from core `formatPercentWithSign`: de and it "10 %" with a narrow
 * no-break space (U+202F, in the embedded DejaVu font) and a decimal comma ("12,5 %"), en "10%".
 * The discount column used to wrap "12,50 %" so its "%" fell onto a line of its own, English got
 * "10 %" like German, and `pdftotext -layout` read a right-aligned "4 %" as "4%" beside "10 %"
 * (its character grid drops narrow gaps): these tests read the text with `-raw`.
 */
const NNBSP = '\u202f';

function line(over: Partial<BillSnapshotLine>): BillSnapshotLine {
  return {
    orderId: 1,
    kind: 'PRODUCT',
    orderedProductId: 1,
    basis: 'APPROX',
    unit: 'PZ',
    articleCode: null,
    name: '',
    quantity: '10',
    unitPrice: '2.50',
    grossCents: 2500,
    discountPercent: '0.00',
    discountCents: 0,
    netCents: 2500,
    vatRate: '10.00',
    ...over,
  };
}

function snapshot(language: Language): BillSnapshot {
  return {
    version: 1,
    language,
    seller: {
      name: 'Bäckerei Test GmbH',
      eBillData: { vatNumber: '01234567897' },
      header: null,
      footer: null,
      logoId: null,
    },
    buyer: {
      id: 1,
      kind: 'HOST',
      name: 'Hotel Post',
      companyName: 'Hotel Post',
      fullName: null,
      street: 'Via Roma',
      houseNumber: '1',
      postalCode: '39012',
      city: 'Merano',
      country: 'IT',
      vatNumber: '00743110157',
      taxCode: null,
      recipientCode: 'ABC1234',
      pec: null,
      email: null,
    },
    orders: [{ id: 1, number: 17, deliveryDate: '2026-11-03', docketNumber: '17/2026', docketDate: null, guest: null }],
    lines: [
      line({ name: 'Semmel', discountPercent: '10.00', discountCents: 250, netCents: 2250, vatRate: '4.00' }),
      line({
        name: 'Roggenbrot',
        orderedProductId: 2,
        discountPercent: '12.50',
        discountCents: 313,
        netCents: 2187,
        vatRate: '10.00',
      }),
      line({ name: 'Brezel', orderedProductId: 3, discountPercent: '5.00', discountCents: 125, netCents: 2375 }),
      line({ name: 'Torte', orderedProductId: 4, vatRate: '4.00' }),
      line({
        kind: 'DELIVERY',
        orderedProductId: null,
        basis: null,
        unit: null,
        quantity: '1',
        unitPrice: '5.00',
        grossCents: 500,
        netCents: 500,
      }),
    ],
    summaries: [
      { vatRate: '10.00', taxableCents: 5062, taxCents: 506 },
      { vatRate: '4.00', taxableCents: 4750, taxCents: 190 },
    ],
    goodsCents: 10000,
    discountCents: 688,
    deliveryCents: 500,
    netCents: 9812,
    taxCents: 696,
    totalCents: 10508,
  };
}

const bill = {
  billNumber: '17/2026',
  documentType: 'TD24',
  billDate: '2026-11-30',
  dueDate: '2026-12-30',
  periodFrom: '2026-11-01',
  periodTo: '2026-11-30',
} as unknown as BillRow;
const ctx = { platform: { config: { bakeryTimeZone: 'Europe/Rome' } } } as unknown as RequestContext;

async function render(language: Language) {
  const { pdf } = await billPdf(ctx, bill, snapshot(language));
  if (process.env.BILL_PDF_OUT) {
    await writeFile(`${process.env.BILL_PDF_OUT}/bill-percent-${language}.pdf`, pdf);
    await writeFile(`${process.env.BILL_PDF_OUT}/bill-percent-${language}.png`, await pdfPagePng(pdf, 1, 80));
  }
  const text = await pdfRawText(pdf);
  const row = (name: string) => text.split('\n').find((l) => l.startsWith(name)) ?? '';
  return { pdf, text, row };
}

/** The code points the PDF's fonts map their glyphs to (the ToUnicode CMaps of the embedded subsets). */
function drawnCodePoints(pdf: Buffer): Set<number> {
  const points = new Set<number>();
  const raw = pdf.toString('latin1');
  for (const m of raw.matchAll(/stream\r?\n/g)) {
    const start = m.index + m[0].length;
    const end = raw.indexOf('endstream', start);
    let body: string;
    try {
      body = inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      continue; // not a Flate stream (an image, a font program)
    }
    if (!body.includes('beginbfrange') && !body.includes('beginbfchar')) continue;
    for (const u of body.matchAll(/<([0-9a-fA-F]{4})>/g)) points.add(parseInt(u[1]!, 16));
  }
  return points;
}

// the rows of the table, as drawn: name … discount VAT amount
const PERCENTS_PRINTED = 12; // 3 discounts, 5 line VAT rates, 2 × 2 summary rows

describe('percents on the bill PDF', () => {
  it.each(['de', 'it'] as const)(
    '%s: "10 %" with a narrow no-break space and a decimal comma, in every cell and summary row',
    async (language) => {
      const { pdf, text, row } = await render(language);
      // the discount column keeps its "%" on the line's row, beside the VAT
      expect(row('Semmel')).toMatch(/ 10 % 4 % /);
      expect(row('Roggenbrot')).toMatch(/ 12,5 % 10 % /);
      expect(row('Brezel')).toMatch(/ 5 % 10 % /);
      expect(row('Torte')).toMatch(/ 4 % /);
      const summary = language === 'de' ? ['Bemessungsgrundlage', 'MwSt.'] : ['Imponibile', 'IVA'];
      for (const label of summary) for (const rate of ['10', '4']) expect(text).toContain(`${label} ${rate} %`);
      // one format: every "%" after a number and a space, no "4%" beside "10 %"
      expect(text.match(/%/g)).toHaveLength(PERCENTS_PRINTED);
      expect(text.match(/\d %/g)).toHaveLength(PERCENTS_PRINTED);
      // that space is U+202F, drawn from the embedded font (a glyph it lacked would have been dropped)
      expect(drawnCodePoints(pdf).has(NNBSP.codePointAt(0)!)).toBe(true);
    },
  );

  it('en: "10%" without a space, a decimal point', async () => {
    const { pdf, text, row } = await render('en');
    expect(row('Semmel')).toMatch(/ 10% 4% /);
    expect(row('Roggenbrot')).toMatch(/ 12\.5% 10% /);
    expect(row('Brezel')).toMatch(/ 5% 10% /);
    expect(row('Torte')).toMatch(/ 4% /);
    for (const label of ['Taxable at', 'VAT'])
      for (const rate of ['10', '4']) expect(text).toContain(`${label} ${rate}%`);
    expect(text.match(/%/g)).toHaveLength(PERCENTS_PRINTED);
    expect(text.match(/\d%/g)).toHaveLength(PERCENTS_PRINTED);
    expect(drawnCodePoints(pdf).has(NNBSP.codePointAt(0)!)).toBe(false);
  });

  it('sets the discount header on one line ("Discount" once broke into "Discou" / "nt")', async () => {
    const { text } = await render('en');
    expect(text).toMatch(/Item Quantity Unit price Discount VAT Amount/);
  });
});
