import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { monthRange, serviceFeeDates, serviceFeeTotals, SERVICE_FEE_CENTS } from './service-fee';

describe('service fee', () => {
  it('charges 3.00 EUR per active account plus VAT, rounded once', () => {
    expect(serviceFeeTotals(41, '22')).toEqual({ accounts: 41, netCents: 12_300, taxCents: 2706, totalCents: 15_006 });
    expect(serviceFeeTotals(0, '22')).toEqual({ accounts: 0, netCents: 0, taxCents: 0, totalCents: 0 });
    expect(serviceFeeTotals(1, '22.5').taxCents).toBe(68); // 67.5 → 68 half-up
    expect(() => serviceFeeTotals(-1, '22')).toThrow(RangeError);
  });

  it('adds up for any number of accounts', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), (n) => {
        const t = serviceFeeTotals(n, '22');
        expect(t.netCents).toBe(n * SERVICE_FEE_CENTS);
        expect(t.totalCents).toBe(t.netCents + t.taxCents);
        expect(Math.abs(t.taxCents * 100 - t.netCents * 22)).toBeLessThanOrEqual(50);
      }),
    );
  });

  it('knows the months, leap years and the year end', () => {
    expect(monthRange('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthRange('2026-12')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(monthRange('2026-13')).toBeNull();
    expect(monthRange('2026-1')).toBeNull();
    expect(serviceFeeDates('2026-11')).toEqual({ date: '2026-12-01', dueDate: '2026-12-31' });
    expect(serviceFeeDates('2026-12')).toEqual({ date: '2027-01-01', dueDate: '2027-01-31' });
  });
});
