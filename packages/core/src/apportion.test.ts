import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { apportionCents } from './apportion';

describe('apportionCents', () => {
  it('splits in proportion to the weights, whole cents where the shares are exact', () => {
    expect(apportionCents(300, [100, 200])).toEqual([100, 200]);
    expect(apportionCents(250, [1000, 0])).toEqual([250, 0]);
  });

  it('gives the cents left over to the largest remainders, ties to the earlier part', () => {
    // 500 × 1080/1188 = 454.54…, 500 × 108/1188 = 45.45…: the first remainder is larger
    expect(apportionCents(500, [1080, 108])).toEqual([455, 45]);
    // three equal thirds of 100: one cent left over, to the first
    expect(apportionCents(100, [1, 1, 1])).toEqual([34, 33, 33]);
    // 1 cent over 2 equal parts: the earlier one
    expect(apportionCents(1, [5, 5])).toEqual([1, 0]);
  });

  it('refuses what has no proportion: no weight, negative or fractional numbers', () => {
    expect(() => apportionCents(100, [0, 0])).toThrow(RangeError);
    expect(() => apportionCents(100, [])).toThrow(RangeError);
    expect(() => apportionCents(-1, [1])).toThrow(RangeError);
    expect(() => apportionCents(100, [1.5])).toThrow(RangeError);
  });

  it('always adds up to the amount, each share within one cent of its exact value', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc
          .array(fc.integer({ min: 0, max: 1_000_000_000 }), { minLength: 1, maxLength: 6 })
          .filter((w) => w.some((x) => x > 0)),
        (amount, weights) => {
          const shares = apportionCents(amount, weights);
          expect(shares.reduce((a, b) => a + b, 0)).toBe(amount);
          const total = weights.reduce((a, b) => a + b, 0);
          shares.forEach((share, i) => {
            const exact = (amount * weights[i]!) / total;
            expect(Math.abs(share - exact)).toBeLessThan(1 + 1e-6);
            if (weights[i] === 0) expect(share).toBe(0);
          });
        },
      ),
    );
  });
});
