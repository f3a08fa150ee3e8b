import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  computeGuestBill,
  containedVatCents,
  guestBillingPeriodProblems,
  guestLineCents,
  monthPeriod,
  sumGuestBills,
  weekPeriod,
  type GuestBill,
  type GuestLineInput,
} from './guest-billing';
import { parseDecimal } from './decimal';

const line = (over: Partial<GuestLineInput> = {}): GuestLineInput => ({
  vat: '10.00',
  gramPrice: '0.009',
  approxWeight: 50,
  displayPrice: '-1',
  amount: 1,
  missing: 0,
  ...over,
});

describe('guestLineCents', () => {
  it('takes the host display price per piece, else gram price × approximate weight, for the pieces delivered', () => {
    expect(guestLineCents(line({ displayPrice: '0.60', amount: 3 }))).toBe(180);
    expect(guestLineCents(line({ displayPrice: '-1', amount: 3 }))).toBe(135); // 0.009 × 50 × 3
    expect(guestLineCents(line({ displayPrice: '0.60', amount: 3, missing: 1 }))).toBe(120);
    expect(guestLineCents(line({ displayPrice: '0.60', amount: 2, missing: 2 }))).toBe(0);
    expect(guestLineCents(line({ gramPrice: '0.0045', approxWeight: 33, amount: 3 }))).toBe(45); // 44.55 → 45 once, not 3 × 15
  });

  it('treats a display price of 0 as a real (free) price, only a negative one as none', () => {
    expect(guestLineCents(line({ displayPrice: '0.00', amount: 4 }))).toBe(0);
    expect(guestLineCents(line({ displayPrice: '-1.00', amount: 4 }))).toBe(180);
  });
});

describe('containedVatCents (scorporo)', () => {
  it('is gross × rate / (100 + rate), half-up', () => {
    expect(containedVatCents(110, '10.00')).toBe(10);
    expect(containedVatCents(100, '10.00')).toBe(9); // 9.0909…
    expect(containedVatCents(122, '22')).toBe(22);
    expect(containedVatCents(104, '4.00')).toBe(4);
    expect(containedVatCents(13, '4.00')).toBe(1); // 0.5 → 1 (half-up)
    expect(containedVatCents(999, '0')).toBe(0);
    expect(containedVatCents(0, '10')).toBe(0);
  });
});

describe('computeGuestBill', () => {
  it('sums gross per rate and takes the VAT out once per rate, highest rate first', () => {
    const bill = computeGuestBill([
      line({ displayPrice: '0.60', amount: 3 }), // 180 @ 10
      line({ displayPrice: '-1', amount: 2 }), // 90 @ 10
      line({ vat: '4.00', displayPrice: '2.50', amount: 1 }), // 250 @ 4
      line({ vat: '22', displayPrice: '1.00', amount: 2, missing: 2 }), // nothing delivered
    ]);
    expect(bill.summaries).toEqual([
      { vatRate: '10.00', grossCents: 270, taxCents: 25, netCents: 245 }, // 24.545… → 25
      { vatRate: '4.00', grossCents: 250, taxCents: 10, netCents: 240 }, // 9.615… → 10
    ]);
    expect([bill.totalCents, bill.taxCents, bill.netCents]).toEqual([520, 35, 485]);
  });

  it('rounds the tax of a rate once over its sum, not per line', () => {
    // three lines of 0.15 € at 10 %: per line 1.36 → 1 (3 in all); once over 0.45 € → 4.09 → 4
    expect(computeGuestBill(Array.from({ length: 3 }, () => line({ displayPrice: '0.15' }))).taxCents).toBe(4);
    // 5 lines of 0.05 at 10 %: per line 0.45 → 0 each; once 25 × 10 / 110 = 2.27 → 2
    expect(computeGuestBill(Array.from({ length: 5 }, () => line({ displayPrice: '0.05' }))).taxCents).toBe(2);
  });

  it('groups "10", "10.0" and "10.00" as one rate and takes 10 % when the rate is missing or nonsense', () => {
    const bill = computeGuestBill([
      line({ vat: '10' }),
      line({ vat: '10.0' }),
      line({ vat: null }),
      line({ vat: 'x' }),
    ]);
    expect(bill.summaries.map((s) => [s.vatRate, s.grossCents])).toEqual([['10.00', 180]]);
  });

  it('is empty and zero for no lines or nothing delivered', () => {
    expect(computeGuestBill([])).toEqual({ summaries: [], totalCents: 0, taxCents: 0, netCents: 0 });
    expect(computeGuestBill([line({ amount: 3, missing: 3 })])).toEqual({
      summaries: [],
      totalCents: 0,
      taxCents: 0,
      netCents: 0,
    });
  });
});

const rate = fc.constantFrom('0.00', '4.00', '5.00', '10.00', '22.00', '7.50', null);
const price = fc.oneof(
  fc.constant('-1'),
  fc.integer({ min: 0, max: 99_999 }).map((c) => `${Math.floor(c / 100)}.${String(c % 100).padStart(2, '0')}`),
);
const gramPrice = fc.integer({ min: 0, max: 999_999 }).map((m) => `0.${String(m).padStart(6, '0')}`);
const lineArb = fc
  .record({
    vat: rate,
    gramPrice,
    approxWeight: fc.integer({ min: 0, max: 5000 }),
    displayPrice: price,
    amount: fc.integer({ min: 1, max: 999 }),
    missing: fc.nat(999),
  })
  .map((l) => ({ ...l, missing: Math.min(l.missing, l.amount) }));

const hundredths = (vatRate: string) => parseDecimal(vatRate, 2);

describe('computeGuestBill properties', () => {
  it('totals are exact integer cents: Σ lines = total = Σ gross; tax + net = gross per rate; the tax is the half-up scorporo', () => {
    fc.assert(
      fc.property(fc.array(lineArb, { maxLength: 40 }), (lines) => {
        const bill = computeGuestBill(lines);
        const sumLines = lines.reduce((s, l) => s + guestLineCents(l), 0);
        expect(bill.totalCents).toBe(sumLines);
        expect(bill.summaries.reduce((s, v) => s + v.grossCents, 0)).toBe(bill.totalCents);
        expect(bill.taxCents + bill.netCents).toBe(bill.totalCents);
        for (const v of [
          bill.totalCents,
          bill.taxCents,
          bill.netCents,
          ...bill.summaries.flatMap((s) => [s.grossCents, s.taxCents, s.netCents]),
        ]) {
          expect(Number.isSafeInteger(v)).toBe(true);
          expect(v).toBeGreaterThanOrEqual(0);
        }
        for (const s of bill.summaries) {
          expect(s.taxCents + s.netCents).toBe(s.grossCents);
          // |tax × (100 + r) − gross × r| ≤ (100 + r) / 2, in hundredths of a percent, as BigInt
          const r = hundredths(s.vatRate);
          const error = BigInt(s.taxCents) * (10_000n + r) - BigInt(s.grossCents) * r;
          expect(2n * (error < 0n ? -error : error) <= 10_000n + r).toBe(true);
          expect(s.taxCents).toBeLessThanOrEqual(s.grossCents);
        }
        const rates = bill.summaries.map((s) => hundredths(s.vatRate));
        expect([...rates].sort((a, b) => (a > b ? -1 : a < b ? 1 : 0))).toEqual(rates);
        expect(new Set(rates).size).toBe(rates.length);
      }),
    );
  });

  it('does not depend on the order of the lines, and the tax of a rate only on its gross', () => {
    fc.assert(
      fc.property(fc.array(lineArb, { maxLength: 20 }), fc.nat(), (lines, seed) => {
        const shuffled = [...lines].sort(
          (a, b) => ((JSON.stringify(a).length * 31 + seed) % 7) - ((JSON.stringify(b).length * 31 + seed) % 7),
        );
        expect(computeGuestBill(shuffled)).toEqual(computeGuestBill(lines));
        for (const s of computeGuestBill(lines).summaries)
          expect(s.taxCents).toBe(containedVatCents(s.grossCents, s.vatRate));
      }),
    );
  });

  it('a host summary is exactly the sum of the receipts, rate by rate', () => {
    fc.assert(
      fc.property(fc.array(fc.array(lineArb, { maxLength: 8 }), { maxLength: 8 }), (guests) => {
        const receipts: GuestBill[] = guests.map(computeGuestBill);
        const summary = sumGuestBills(receipts);
        const sum = (f: (b: GuestBill) => number) => receipts.reduce((s, b) => s + f(b), 0);
        expect([summary.totalCents, summary.taxCents, summary.netCents]).toEqual([
          sum((b) => b.totalCents),
          sum((b) => b.taxCents),
          sum((b) => b.netCents),
        ]);
        for (const s of summary.summaries) {
          const same = receipts.flatMap((b) => b.summaries.filter((x) => x.vatRate === s.vatRate));
          expect(s.grossCents).toBe(same.reduce((a, x) => a + x.grossCents, 0));
          expect(s.taxCents).toBe(same.reduce((a, x) => a + x.taxCents, 0));
          expect(s.netCents).toBe(s.grossCents - s.taxCents);
        }
      }),
    );
  });
});

describe('guestBillingPeriodProblems', () => {
  it('accepts 1 to 366 days and blames the field that is wrong', () => {
    expect(guestBillingPeriodProblems('2026-11-23', '2026-11-23')).toEqual([]);
    expect(guestBillingPeriodProblems('2024-01-01', '2024-12-31')).toEqual([]); // 366 days, leap year
    expect(guestBillingPeriodProblems('2026-01-01', '2027-01-01')).toEqual([]); // 366 days
    expect(guestBillingPeriodProblems('2026-01-01', '2027-01-02')).toEqual(['to']);
    expect(guestBillingPeriodProblems('2026-11-24', '2026-11-23')).toEqual(['to']);
    expect(guestBillingPeriodProblems('2026-02-30', '2026-03-01')).toEqual(['from']);
    expect(guestBillingPeriodProblems('x', 5)).toEqual(['from', 'to']);
    expect(guestBillingPeriodProblems('9999-12-01', '9999-12-31')).toEqual([]);
  });
});

describe('week and month periods', () => {
  it('gives Monday to Sunday of this and last week', () => {
    expect(weekPeriod('2026-11-23')).toEqual({ from: '2026-11-23', to: '2026-11-29' }); // a Monday
    expect(weekPeriod('2026-11-29')).toEqual({ from: '2026-11-23', to: '2026-11-29' }); // a Sunday
    expect(weekPeriod('2026-11-25', -1)).toEqual({ from: '2026-11-16', to: '2026-11-22' });
    expect(weekPeriod('2026-01-01', -1)).toEqual({ from: '2025-12-22', to: '2025-12-28' });
  });

  it('gives the first to the last day of a month', () => {
    expect(monthPeriod('2026-11-23')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(monthPeriod('2024-02-10')).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(monthPeriod('2026-12-31')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(monthPeriod('2026-01-15', -1)).toEqual({ from: '2025-12-01', to: '2025-12-31' });
  });

  it('always covers today, starts on a Monday and lasts 7 days (weeks)', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }), (d) => {
        const today = d.toISOString().slice(0, 10);
        const week = weekPeriod(today);
        const month = monthPeriod(today);
        expect(week.from <= today && today <= week.to).toBe(true);
        expect(month.from <= today && today <= month.to).toBe(true);
        expect(guestBillingPeriodProblems(week.from, week.to)).toEqual([]);
      }),
    );
  });
});
