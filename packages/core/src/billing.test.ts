import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  billDueDate,
  suppliedPeriod,
  centsText,
  computeBill,
  scaledToDecimal,
  vatHundredths,
  type BillInput,
  type BillLineInput,
} from './billing';
import { parseDecimal } from './decimal';

const NO_DELIVERY = { deliveryCostCents: 0, deliveryCostMinCents: 0, noDeliveryCost: true };
const line = (over: Partial<BillLineInput> = {}): BillLineInput => ({
  id: 1,
  vat: '10.00',
  gramPrice: '0.0045',
  approxWeight: 80,
  haveToWeight: false,
  measuredWeight: -1,
  amount: 3,
  missing: 0,
  ...over,
});
const bill = (lines: BillLineInput[], over: Partial<BillInput> = {}) =>
  computeBill({
    orders: [{ orderId: 7, chargeDelivery: true, takeaway: false, lines }],
    discountSteps: [],
    deliveryRule: NO_DELIVERY,
    ...over,
  });

describe('computeBill', () => {
  it('prices pieces by approximate weight and adds VAT per rate', () => {
    const b = bill([line(), line({ id: 2, vat: '4.00', gramPrice: '0.003', approxWeight: 500, amount: 2 })]);
    expect(b.lines.map((l) => [l.quantity, l.unit, l.unitPrice, l.netCents, l.vatRate])).toEqual([
      ['3', 'PZ', '0.36', 108, '10.00'],
      ['2', 'PZ', '1.50', 300, '4.00'],
    ]);
    expect(b.summaries).toEqual([
      { vatRate: '10.00', taxableCents: 108, taxCents: 11 },
      { vatRate: '4.00', taxableCents: 300, taxCents: 12 },
    ]);
    expect([b.netCents, b.taxCents, b.totalCents]).toEqual([408, 23, 431]);
  });

  it('bills a weighed product by its measured weight in kg, and by approximate weight with a flag while not weighed', () => {
    const [weighed, notWeighed] = bill([
      line({ haveToWeight: true, measuredWeight: 1234, gramPrice: '0.0045', amount: 2 }),
      line({ id: 2, haveToWeight: true, measuredWeight: -1, amount: 2 }),
    ]).lines;
    expect(weighed).toMatchObject({
      basis: 'MEASURED',
      quantity: '1.234',
      unit: 'KG',
      unitPrice: '4.50',
      grossCents: 555,
    });
    expect(notWeighed).toMatchObject({ basis: 'NOT_WEIGHED', quantity: '2', unit: 'PZ', grossCents: 72 });
  });

  it('does not bill missing pieces, and drops a line that is wholly missing', () => {
    const b = bill([line({ amount: 3, missing: 1 }), line({ id: 2, amount: 2, missing: 2 })]);
    expect(b.lines.map((l) => [l.orderedProductId, l.quantity, l.netCents])).toEqual([[1, '2', 72]]);
  });

  it('takes the default VAT of 10 % when the snapshot has none or nonsense', () => {
    expect(bill([line({ vat: null }), line({ id: 2, vat: 'abc' })]).summaries.map((s) => s.vatRate)).toEqual(['10.00']);
    expect(vatHundredths('22')).toBe(2200n);
  });

  it('applies the discount step of the order value to every line, rounded per line', () => {
    // order value 3 × 80 g × 0.05 = 12.00 €; from 10 € on 5 %
    const b = bill([line({ gramPrice: '0.05' }), line({ id: 2, gramPrice: '0.00333', approxWeight: 100, amount: 1 })], {
      discountSteps: [{ fromCents: 1000, percent: '5' }],
    });
    expect(b.lines.map((l) => [l.grossCents, l.discountCents, l.netCents, l.discountPercent])).toEqual([
      [1200, 60, 1140, '5.00'],
      [33, 2, 31, '5.00'], // 1.65 cents → 2 (half-up)
    ]);
    expect(b.discountCents).toBe(62);
  });

  it('charges the delivery cost once per order below the threshold, split over the rates of its goods (art. 12 D.P.R. 633/72)', () => {
    const rule = { deliveryCostCents: 250, deliveryCostMinCents: 2000, noDeliveryCost: false };
    const b = computeBill({
      discountSteps: [],
      deliveryRule: rule,
      orders: [
        {
          orderId: 1,
          chargeDelivery: true,
          takeaway: false,
          lines: [line({ vat: '4.00', gramPrice: '0.01', approxWeight: 500, amount: 2 }), line({ id: 2 })],
        },
        { orderId: 2, chargeDelivery: true, takeaway: true, lines: [line({ id: 3 })] },
        { orderId: 3, chargeDelivery: false, takeaway: false, lines: [line({ id: 4 })] },
        {
          orderId: 4,
          chargeDelivery: true,
          takeaway: false,
          lines: [line({ id: 5, gramPrice: '0.1', approxWeight: 100, amount: 2 })],
        },
      ],
    });
    // order 1: 10.00 € of goods at 4 %, 1.08 € at 10 %; 2.50 € of transport adds to each rate's base in
    // proportion: 250 × 108/1108 = 24.37 → 24 ct, 250 × 1000/1108 = 225.63 → 226 ct (largest remainder)
    const delivery = b.lines.filter((l) => l.kind === 'DELIVERY');
    expect(delivery).toEqual([
      expect.objectContaining({ orderId: 1, netCents: 24, vatRate: '10.00', quantity: '1', unitPrice: '0.24' }),
      expect.objectContaining({ orderId: 1, netCents: 226, vatRate: '4.00', quantity: '1', unitPrice: '2.26' }),
    ]);
    expect(b.deliveryCents).toBe(250);
    expect(b.summaries).toEqual([
      { vatRate: '10.00', taxableCents: 108 + 108 + 108 + 2000 + 24, taxCents: 235 },
      { vatRate: '4.00', taxableCents: 1000 + 226, taxCents: 49 },
    ]);
  });

  it('puts the whole delivery cost at the one rate of goods all taxed alike', () => {
    const b = bill([line(), line({ id: 2, amount: 10 })], {
      deliveryRule: { deliveryCostCents: 300, deliveryCostMinCents: 0, noDeliveryCost: false },
    });
    expect(b.lines.filter((l) => l.kind === 'DELIVERY').map((l) => [l.vatRate, l.netCents])).toEqual([['10.00', 300]]);
  });

  it("splits the delivery cost by the goods' discounted value, and by their list value when the discount leaves nothing", () => {
    const rule = { deliveryCostCents: 100, deliveryCostMinCents: 0, noDeliveryCost: false };
    const goods = [
      line({ vat: '4.00', gramPrice: '0.01', approxWeight: 100, amount: 3 }), // 300 ct
      line({ id: 2, vat: '10.00', gramPrice: '0.01', approxWeight: 100, amount: 1 }), // 100 ct
    ];
    const split = (steps: BillInput['discountSteps']) =>
      bill(goods, { deliveryRule: rule, discountSteps: steps })
        .lines.filter((l) => l.kind === 'DELIVERY')
        .map((l) => [l.vatRate, l.netCents]);
    expect(split([])).toEqual([
      ['10.00', 25],
      ['4.00', 75],
    ]);
    expect(split([{ fromCents: 0, percent: '100' }])).toEqual([
      ['10.00', 25],
      ['4.00', 75],
    ]);
  });

  it('gives no lines and zero totals for nothing delivered', () => {
    const b = bill([line({ missing: 3 })]);
    expect([b.lines, b.summaries, b.totalCents]).toEqual([[], [], 0]);
  });

  it('dates the due day 30 calendar days after the bill', () => {
    expect(billDueDate('2026-02-15')).toBe('2026-03-17');
    expect(billDueDate('2026-12-15')).toBe('2027-01-14');
  });

  it('writes decimals exactly', () => {
    expect(scaledToDecimal(4500000n, 6)).toBe('4.50');
    expect(scaledToDecimal(360n, 6)).toBe('0.00036');
    expect(scaledToDecimal(1234n, 3)).toBe('1.234');
    expect(centsText(-5)).toBe('-0.05');
  });
});

/** Money in units of 10^-8 EUR, exactly. */
const e8 = (decimal: string) => parseDecimal(decimal, 8);
const abs = (v: bigint) => (v < 0n ? -v : v);
const lineArb = fc
  .record({
    id: fc.nat(),
    vat: fc.constantFrom('4.00', '5.00', '10.00', '22.00', '0.00', null),
    gramPrice: fc.integer({ min: 0, max: 200_000 }).map((m) => scaledToDecimal(BigInt(m), 6)),
    approxWeight: fc.integer({ min: 1, max: 3000 }),
    haveToWeight: fc.boolean(),
    measuredWeight: fc.oneof(fc.constant(-1), fc.integer({ min: 1, max: 99_999 })),
    amount: fc.integer({ min: 1, max: 999 }),
    missing: fc.integer({ min: 0, max: 3 }),
  })
  .map((l) => ({ ...l, missing: Math.min(l.missing, l.amount) }));

describe('computeBill properties (the checks SdI runs on the XML)', () => {
  it("keeps every line, rate and total within SdI's formulas and adds up exactly", () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(lineArb, { minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 5 }),
        fc.array(
          fc.record({
            fromCents: fc.integer({ min: 0, max: 50_000 }),
            percent: fc.integer({ min: 0, max: 10_000 }).map((h) => scaledToDecimal(BigInt(h), 2)),
          }),
          { minLength: 0, maxLength: 3 },
        ),
        fc.integer({ min: 0, max: 1000 }),
        (orders, steps, deliveryCost) => {
          const discountSteps = [...new Map(steps.map((s) => [s.fromCents, s])).values()].sort(
            (a, b) => a.fromCents - b.fromCents,
          );
          const b = computeBill({
            orders: orders.map((lines, i) => ({ orderId: i, chargeDelivery: i % 2 === 0, takeaway: false, lines })),
            discountSteps,
            deliveryRule: { deliveryCostCents: deliveryCost, deliveryCostMinCents: 0, noDeliveryCost: false },
          });
          for (const l of b.lines) {
            // 00423: PrezzoTotale = PrezzoUnitario × (1 − sconto) × Quantita, ± 0.01
            const exact =
              (e8(l.unitPrice) * e8(l.quantity) * (10_000n - parseDecimal(l.discountPercent, 2))) / 10_000n / 10n ** 8n;
            expect(abs(exact - BigInt(l.netCents) * 10n ** 6n)).toBeLessThanOrEqual(10n ** 6n);
            expect(l.netCents).toBe(l.grossCents - l.discountCents);
          }
          for (const s of b.summaries) {
            // 00422 exactly, 00421 within 0.01
            expect(s.taxableCents).toBe(
              b.lines.filter((l) => l.vatRate === s.vatRate).reduce((sum, l) => sum + l.netCents, 0),
            );
            expect(
              abs(BigInt(s.taxableCents) * vatHundredths(s.vatRate) - BigInt(s.taxCents) * 10_000n),
            ).toBeLessThanOrEqual(5_000n);
          }
          expect(b.totalCents).toBe(b.summaries.reduce((sum, s) => sum + s.taxableCents + s.taxCents, 0));
          expect(b.netCents).toBe(b.goodsCents - b.discountCents + b.deliveryCents);
        },
      ),
    );
  });
});

describe('bill numbers and billing data', () => {
  it('starts again at 1 in a new year when the format has a year, else continues', async () => {
    const { nextBillSequence } = await import('./billing');
    expect(nextBillSequence('%n/%Y', 41, 2026, '2026-12-31')).toBe(42);
    expect(nextBillSequence('%n/%Y', 41, 2026, '2027-01-01')).toBe(1);
    expect(nextBillSequence('R-%n', 41, 2026, '2027-01-01')).toBe(42);
    expect(nextBillSequence('%n/%y', 41, null, '2027-01-01')).toBe(42);
  });

  it("numbers a bill dated in an earlier year in that year's series once the counter counts a later one (ris. 1/E/2013)", async () => {
    const { earlierSeriesYear } = await import('./billing');
    expect(earlierSeriesYear('%n/%Y', 2027, '2026-12-30')).toBe(2026);
    expect(earlierSeriesYear('%n/%y', 2027, '2026-12-30')).toBe(2026);
    expect(earlierSeriesYear('%n/%Y', 2027, '2027-01-02')).toBeNull();
    expect(earlierSeriesYear('%n/%Y', 2026, '2026-12-30')).toBeNull();
    expect(earlierSeriesYear('%n/%Y', null, '2026-12-30')).toBeNull();
    // numbers running on over the years: one series, the counter's
    expect(earlierSeriesYear('R-%n', 2027, '2026-12-30')).toBeNull();
  });

  it('names what a client still has to enter', async () => {
    const { missingBillingData } = await import('./billing');
    expect(missingBillingData(null)).toEqual(['name', 'street', 'postalCode', 'city', 'taxId']);
    expect(
      missingBillingData({
        companyName: 'Hotel',
        street: 'Via Roma',
        postalCode: '39100',
        city: 'Bolzano',
        partitaIva: '00000000000',
      }),
    ).toEqual([]);
    expect(
      missingBillingData({ fullName: 'Anna', street: ' ', postalCode: '39100', city: 'Bolzano', taxNumber: 'X' }),
    ).toEqual(['street']);
    // abroad, a consumer without a tax number is billed as 99999999999 under its country (AdE FAQ n. 63)
    const innsbruck = { fullName: 'Anna Huber', street: 'Anichstraße 1', postalCode: '6020', city: 'Innsbruck' };
    expect(missingBillingData({ ...innsbruck, country: 'AT' })).toEqual([]);
    expect(missingBillingData({ ...innsbruck, country: 'IT' })).toEqual(['taxId']);
  });
});

describe('computeBill with the VAT treatment (issue 14: regimes and Natura)', () => {
  const DELIVERY = { deliveryCostCents: 500, deliveryCostMinCents: 0, noDeliveryCost: false };
  it("a 0 % product under the bakery's Natura: line, delivery and summary carry N4 and its reference; a taxed product stays apart", () => {
    const b = bill([line({ vat: '0.00', amount: 30 }), line({ id: 2, vat: '10.00' })], {
      deliveryRule: DELIVERY,
      vat: { regime: 'RF01', zeroRate: { natura: 'N4', reference: 'Esente art. 10' }, buyer: { country: 'IT' } },
    });
    expect(b.lines.map((l) => [l.kind, l.vatRate, l.natura, l.legalReference])).toEqual([
      ['PRODUCT', '0.00', 'N4', 'Esente art. 10'],
      ['PRODUCT', '10.00', undefined, undefined],
      ['DELIVERY', '10.00', undefined, undefined],
      ['DELIVERY', '0.00', 'N4', 'Esente art. 10'],
    ]);
    // the 5.00 € of transport in proportion to the goods: 500 × 108/1188 → 45 ct, 500 × 1080/1188 → 455 ct
    expect(b.summaries).toEqual([
      { vatRate: '10.00', taxableCents: 108 + 45, taxCents: 15 },
      { vatRate: '0.00', natura: 'N4', legalReference: 'Esente art. 10', taxableCents: 1080 + 455, taxCents: 0 },
    ]);
  });

  describe('excluded amounts (N1, art. 15 D.P.R. 633/72: refundable crates) take no delivery share and no discount (issue 45, finding 3)', () => {
    const N1 = {
      regime: 'RF01',
      zeroRate: { natura: 'N1', reference: 'Esclusa ex art. 15 - cauzione' },
      buyer: { country: 'IT' },
    };
    // 3 × 80 g × 0.05 = 12.00 € of bread at 4 %; a crate's deposit of 10.00 € at 0 % N1
    const crate = line({ id: 2, vat: '0.00', gramPrice: '0.01', approxWeight: 1000, amount: 1 });
    const bread = line({ vat: '4.00', gramPrice: '0.05' });

    it('the whole delivery cost follows the goods (art. 12), none lands on the excluded deposit', () => {
      const b = bill([bread, crate], { deliveryRule: DELIVERY, vat: N1 });
      expect(b.lines.map((l) => [l.kind, l.vatRate, l.natura ?? null, l.netCents])).toEqual([
        ['PRODUCT', '4.00', null, 1200],
        ['PRODUCT', '0.00', 'N1', 1000],
        ['DELIVERY', '4.00', null, 500],
      ]);
      expect(b.summaries).toEqual([
        { vatRate: '4.00', taxableCents: 1700, taxCents: 68 },
        {
          vatRate: '0.00',
          natura: 'N1',
          legalReference: 'Esclusa ex art. 15 - cauzione',
          taxableCents: 1000,
          taxCents: 0,
        },
      ]);
    });

    it("the client's discount comes off the goods, never off the deposit", () => {
      const b = bill([bread, crate], { discountSteps: [{ fromCents: 0, percent: '5' }], vat: N1 });
      expect(b.lines.map((l) => [l.natura ?? null, l.discountPercent, l.discountCents, l.netCents])).toEqual([
        [null, '5.00', 60, 1140],
        ['N1', '0.00', 0, 1000],
      ]);
    });

    it('an order of deposits alone pays its transport as a service of its own at the ordinary 22 % (art. 16)', () => {
      const b = bill([crate], { deliveryRule: DELIVERY, vat: N1 });
      expect(b.lines.map((l) => [l.kind, l.vatRate, l.natura ?? null, l.netCents])).toEqual([
        ['PRODUCT', '0.00', 'N1', 1000],
        ['DELIVERY', '22.00', null, 500],
      ]);
    });
  });

  it('a 0 % product without a chosen Natura stays without one (the bill is refused by its caller)', () => {
    const b = bill([line({ vat: '0.00' })], { vat: { regime: 'RF01', buyer: {} } });
    expect(b.lines[0]).toMatchObject({ vatRate: '0.00' });
    expect(b.lines[0]!.natura).toBeUndefined();
  });
});

describe('suppliedPeriod', () => {
  it("is the span of the bill's delivery days, one day for an immediate invoice of one delivery", () => {
    const month = { from: '2026-10-01', to: '2026-10-31' };
    expect(suppliedPeriod(['2026-10-06'], month)).toEqual({ from: '2026-10-06', to: '2026-10-06' });
    expect(suppliedPeriod(['2026-10-28', '2026-10-06', '2026-10-14'], month)).toEqual({
      from: '2026-10-06',
      to: '2026-10-28',
    });
  });

  it('falls back to the chosen period for a bill without orders, and to nothing without one', () => {
    expect(suppliedPeriod([], { from: '2026-10-01', to: '2026-10-31' })).toEqual({
      from: '2026-10-01',
      to: '2026-10-31',
    });
    expect(suppliedPeriod([], { from: null, to: null })).toBeNull();
  });
});
