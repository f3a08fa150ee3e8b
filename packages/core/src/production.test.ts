import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  allocateDocumentNumbers,
  approxWeightGrams,
  bakeListTotals,
  compareWithSnapshot,
  deliveredAmount,
  deliveredLineCents,
  isLinePacked,
  isValidMeasuredWeight,
  isValidMissing,
  labelSettingsProblems,
  MAX_MEASURED_GRAMS,
} from './production';
import { bakeryDeliveredLineCents, bakeryPieceCents } from './production';
import { computeBill } from './billing';

describe('bake-list totals', () => {
  it('adds additional breads to the ordered amounts and weights, products only in extras last', () => {
    const totals = bakeListTotals(
      [
        { productId: 1, amount: 10, weightGrams: 800 },
        { productId: 2, amount: 3, weightGrams: 1500 },
      ],
      [
        { productId: 2, amount: 2, approxWeight: 500 },
        { productId: 3, amount: 4, approxWeight: 1000 },
      ],
    );
    expect(totals).toEqual([
      { productId: 1, orderedAmount: 10, additionalAmount: 0, totalAmount: 10, weightGrams: 800 },
      { productId: 2, orderedAmount: 3, additionalAmount: 2, totalAmount: 5, weightGrams: 2500 },
      { productId: 3, orderedAmount: 0, additionalAmount: 4, totalAmount: 4, weightGrams: 4000 },
    ]);
  });

  it('sums repeated products and keeps total = ordered + additional', () => {
    const row = fc.record({
      productId: fc.integer({ min: 1, max: 5 }),
      amount: fc.nat(999),
      weightGrams: fc.nat(100_000),
    });
    const extra = fc.record({
      productId: fc.integer({ min: 1, max: 5 }),
      amount: fc.integer({ min: 1, max: 999 }),
      approxWeight: fc.nat(2000),
    });
    fc.assert(
      fc.property(fc.array(row), fc.array(extra), (ordered, additional) => {
        const totals = bakeListTotals(ordered, additional);
        expect(new Set(totals.map((t) => t.productId)).size).toBe(totals.length);
        for (const t of totals) expect(t.totalAmount).toBe(t.orderedAmount + t.additionalAmount);
        const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
        expect(sum(totals.map((t) => t.orderedAmount))).toBe(sum(ordered.map((o) => o.amount)));
        expect(sum(totals.map((t) => t.weightGrams))).toBe(
          sum(ordered.map((o) => o.weightGrams)) + sum(additional.map((a) => a.amount * a.approxWeight)),
        );
      }),
    );
  });

  it('refuses negative or fractional amounts and weights', () => {
    expect(() => approxWeightGrams(-1, 80)).toThrow(RangeError);
    expect(() => approxWeightGrams(2, 1.5)).toThrow(RangeError);
    expect(() => bakeListTotals([{ productId: 1, amount: 1.5, weightGrams: 0 }], [])).toThrow(RangeError);
    expect(approxWeightGrams(3, 80)).toBe(240);
  });
});

describe('comparison with a generated bake list', () => {
  it('flags products whose ordered or additional amounts changed, also ones that dropped off or are new', () => {
    const rows = compareWithSnapshot(
      [
        { productId: 1, orderedAmount: 10, additionalAmount: 0 },
        { productId: 2, orderedAmount: 5, additionalAmount: 2 },
        { productId: 4, orderedAmount: 1, additionalAmount: 0 },
      ],
      [
        { productId: 1, orderedAmount: 10, additionalAmount: 0 },
        { productId: 2, orderedAmount: 5, additionalAmount: 0 },
        { productId: 3, orderedAmount: 7, additionalAmount: 0 },
      ],
    );
    expect(rows).toEqual([
      {
        productId: 1,
        orderedAmount: 10,
        additionalAmount: 0,
        snapshotOrderedAmount: 10,
        snapshotAdditionalAmount: 0,
        changed: false,
      },
      {
        productId: 2,
        orderedAmount: 5,
        additionalAmount: 2,
        snapshotOrderedAmount: 5,
        snapshotAdditionalAmount: 0,
        changed: true,
      },
      {
        productId: 4,
        orderedAmount: 1,
        additionalAmount: 0,
        snapshotOrderedAmount: null,
        snapshotAdditionalAmount: null,
        changed: true,
      },
      {
        productId: 3,
        orderedAmount: 0,
        additionalAmount: 0,
        snapshotOrderedAmount: 7,
        snapshotAdditionalAmount: 0,
        changed: true,
      },
    ]);
  });

  it('finds nothing changed when live equals the snapshot', () => {
    const item = fc.record({
      productId: fc.integer({ min: 1, max: 50 }),
      orderedAmount: fc.nat(500),
      additionalAmount: fc.nat(50),
    });
    fc.assert(
      fc.property(fc.uniqueArray(item, { selector: (i) => i.productId }), (items) => {
        expect(compareWithSnapshot(items, items).some((r) => r.changed)).toBe(false);
      }),
    );
  });
});

describe('weighing and missing pieces', () => {
  it('accepts whole grams from 1 up to the bound, or -1 to reset', () => {
    for (const ok of [-1, 1, 850, MAX_MEASURED_GRAMS]) expect(isValidMeasuredWeight(ok), String(ok)).toBe(true);
    for (const bad of [0, -2, 1.5, MAX_MEASURED_GRAMS + 1, Number.NaN, '850', null])
      expect(isValidMeasuredWeight(bad), String(bad)).toBe(false);
  });

  it('accepts missing pieces 0 … amount only', () => {
    expect(isValidMissing(0, 3)).toBe(true);
    expect(isValidMissing(3, 3)).toBe(true);
    expect(isValidMissing(4, 3)).toBe(false);
    expect(isValidMissing(-1, 3)).toBe(false);
    expect(isValidMissing(1.5, 3)).toBe(false);
    expect(deliveredAmount({ amount: 3, missing: 1 })).toBe(2);
    expect(deliveredAmount({ amount: 2, missing: 5 })).toBe(0);
  });

  it('counts a line packed when weighed (weighed products), marked packed (others), or all missing', () => {
    const base = { amount: 2, missing: 0, measuredWeight: -1, packed: false };
    expect(isLinePacked({ ...base, haveToWeight: true })).toBe(false);
    expect(isLinePacked({ ...base, haveToWeight: true, packed: true })).toBe(false);
    expect(isLinePacked({ ...base, haveToWeight: true, measuredWeight: 0 })).toBe(true);
    expect(isLinePacked({ ...base, haveToWeight: false })).toBe(false);
    expect(isLinePacked({ ...base, haveToWeight: false, packed: true })).toBe(true);
    expect(isLinePacked({ ...base, haveToWeight: true, missing: 2 })).toBe(true);
    expect(isLinePacked({ ...base, haveToWeight: false, missing: 1 })).toBe(false);
  });
});

describe('price of what is delivered (labels, dockets)', () => {
  const line = {
    amount: 2,
    missing: 0,
    measuredWeight: -1,
    packed: false,
    gramPrice: '0.0045',
    approxWeight: 500,
    displayPrice: '-1',
  };
  it('uses gram price × measured grams for a weighed product, half-up once', () => {
    expect(deliveredLineCents({ ...line, haveToWeight: true, measuredWeight: 1037 })).toBe(467); // 4.6665 € → 4.67
  });
  it('falls back to the approximate weight while not weighed, and to the display price where set', () => {
    expect(deliveredLineCents({ ...line, haveToWeight: true })).toBe(450);
    expect(deliveredLineCents({ ...line, haveToWeight: false, displayPrice: '1.20' })).toBe(240);
  });
  it('charges only the delivered pieces; nothing when all are missing', () => {
    expect(deliveredLineCents({ ...line, haveToWeight: false, missing: 1 })).toBe(225);
    expect(deliveredLineCents({ ...line, haveToWeight: true, measuredWeight: 900, missing: 2 })).toBe(0);
  });
});

describe("the bakery's price of what is delivered (dockets)", () => {
  const line = { amount: 3, missing: 1, measuredWeight: -1, packed: false, gramPrice: '0.009', approxWeight: 50 };
  it('ignores a host display price and equals the gross of the bill line', () => {
    for (const haveToWeight of [false, true]) {
      for (const measuredWeight of [-1, 97]) {
        const state = { ...line, haveToWeight, measuredWeight };
        const billed = computeBill({
          orders: [{ orderId: 1, chargeDelivery: false, takeaway: false, lines: [{ ...state, id: 7, vat: '10' }] }],
          discountSteps: [],
          deliveryRule: { deliveryCostCents: 0, deliveryCostMinCents: 0, noDeliveryCost: true },
        });
        expect(bakeryDeliveredLineCents(state)).toBe(billed.lines[0]!.grossCents);
        if (!(haveToWeight && measuredWeight >= 0))
          expect(deliveredLineCents({ ...state, displayPrice: '0.60' })).toBe(120); // the guest's price
      }
    }
    expect(bakeryPieceCents(line)).toBe(45);
  });
});

describe('label settings', () => {
  it('accepts whole millimetres within bounds and a continuous roll (no height)', () => {
    expect(labelSettingsProblems({ widthMm: 62, heightMm: null, priceOnLabel: true })).toEqual([]);
    expect(labelSettingsProblems({ widthMm: 100, heightMm: 150, priceOnLabel: false })).toEqual([]);
    expect(labelSettingsProblems({ widthMm: 19, heightMm: 9, priceOnLabel: true })).toEqual(['widthMm', 'heightMm']);
    expect(labelSettingsProblems({ widthMm: 62.5, heightMm: 501, priceOnLabel: true })).toEqual([
      'widthMm',
      'heightMm',
    ]);
  });
});

describe('document number allocation', () => {
  it('issues consecutive numbers after the counter, formatted per date', () => {
    expect(allocateDocumentNumbers('DDT %n/%Y', 41, ['2026-11-24', '2026-11-24', '2027-01-02'])).toEqual({
      numbers: [
        { sequence: 42, number: 'DDT 42/2026' },
        { sequence: 43, number: 'DDT 43/2026' },
        { sequence: 44, number: 'DDT 44/2027' },
      ],
      current: 44,
    });
    expect(allocateDocumentNumbers('%n', 7, [])).toEqual({ numbers: [], current: 7 });
    expect(allocateDocumentNumbers('%n', 0, ['2026-11-24'], { prefix: 'L-' }).numbers[0]!.number).toBe('L-1');
  });

  it('never skips or repeats a value', () => {
    fc.assert(
      fc.property(fc.nat(100_000), fc.nat(50), (current, count) => {
        const { numbers, current: next } = allocateDocumentNumbers(
          '%n',
          current,
          Array.from({ length: count }, () => '2026-11-24'),
        );
        expect(numbers.map((n) => n.sequence)).toEqual(Array.from({ length: count }, (_x, i) => current + i + 1));
        expect(next).toBe(current + count);
      }),
    );
  });
});
