import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDecimals,
  exactDecimalOf,
  formatExactDecimal,
  multiplyDecimals,
  roundDecimalHalfUp,
  shiftDecimal,
  type ExactDecimal,
} from '@bakery/core/decimal';
import { buildFatturaPA } from './fatturapa';
import { invoice } from './fatturapa.test-data';
import type { EInvoiceDocument, EInvoiceLine, EInvoiceSummary } from './fatturapa.types';
import { sdiProblems } from './sdi-checks';
import { validateFatturaPA } from './xsd';

const RATES: [string, string | undefined][] = [
  ['4.00', undefined],
  ['5.00', undefined],
  ['10.00', undefined],
  ['22.00', undefined],
  ['0.00', 'N4'],
  ['0.00', 'N2.2'],
  ['0.00', 'N3.1'],
];
const text = (d: ExactDecimal) => formatExactDecimal(d, 2);

/** A line as packages/core would compute it: total = price × (1 − discount) × quantity, rounded to cents. */
const lineArbitrary = fc.record({
  rate: fc.constantFrom(...RATES),
  price: fc.record({ units: fc.bigInt({ min: 1n, max: 10n ** 8n }), scale: fc.integer({ min: 2, max: 8 }) }),
  quantity: fc.option(
    fc.record({ units: fc.bigInt({ min: 1n, max: 10n ** 6n }), scale: fc.integer({ min: 2, max: 3 }) }),
    { nil: undefined },
  ),
  discountHundredths: fc.option(fc.integer({ min: 1, max: 5000 }), { nil: undefined }),
  description: fc.string({ unit: 'binary', maxLength: 40 }),
  unit: fc.constantFrom(undefined, 'PZ', 'KG'),
});

const documentArbitrary = fc.array(lineArbitrary, { minLength: 1, maxLength: 12 }).map((drawn): EInvoiceDocument => {
  const lines: EInvoiceLine[] = drawn.map((l, i) => {
    const discount = l.discountHundredths === undefined ? undefined : { units: BigInt(l.discountHundredths), scale: 2 };
    const discounted = discount ? multiplyDecimals(l.price, { units: 10_000n - discount.units, scale: 4 }) : l.price;
    const total = roundDecimalHalfUp(multiplyDecimals(discounted, l.quantity ?? { units: 1n, scale: 0 }), 2);
    return {
      number: i + 1,
      description: `Art. ${i + 1} ${l.description}`,
      quantity: l.quantity && formatExactDecimal(l.quantity, 2),
      unit: l.unit,
      unitPrice: formatExactDecimal(l.price, 2),
      discountPercent: discount && text(discount),
      total: text(total),
      vatRate: l.rate[0],
      natura: l.rate[1],
    };
  });
  const groups = new Map<string, { vatRate: string; natura?: string; taxable: ExactDecimal }>();
  for (const line of lines) {
    const key = `${line.vatRate}/${line.natura ?? ''}`;
    const taxable = addDecimals(groups.get(key)?.taxable ?? { units: 0n, scale: 2 }, exactDecimalOf(line.total));
    groups.set(key, { vatRate: line.vatRate, natura: line.natura, taxable });
  }
  let grandTotal: ExactDecimal = { units: 0n, scale: 2 };
  const summaries: EInvoiceSummary[] = [...groups.values()].map(({ vatRate, natura, taxable }) => {
    const tax = roundDecimalHalfUp(shiftDecimal(multiplyDecimals(taxable, exactDecimalOf(vatRate)), 2), 2);
    grandTotal = addDecimals(grandTotal, addDecimals(taxable, tax));
    return { vatRate, natura, taxable: text(taxable), tax: text(tax) };
  });
  return invoice({ lines, summaries, totalAmount: text(grandTotal), payment: undefined });
});

describe('random invoices', () => {
  it('built from correctly computed lines, pass every SdI check', () => {
    fc.assert(
      fc.property(documentArbitrary, (doc) => {
        expect(sdiProblems(buildFatturaPA(doc))).toEqual([]);
      }),
      { numRuns: 200 },
    );
  });

  it('pass the XSD (30 random invoices, validated in one batch)', async () => {
    const docs = fc.sample(documentArbitrary, 30);
    const xmls = docs.map((doc) => buildFatturaPA(doc));
    const results = await Promise.all(xmls.map((xml) => validateFatturaPA(xml)));
    results.forEach((result, i) => expect(result, xmls[i]).toEqual({ valid: true, errors: [] }));
  });
});
