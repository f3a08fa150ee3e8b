import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  discountCents,
  discountPercentFor,
  discountStepsProblem,
  normalizePercent,
  parsePercent,
  type DiscountStep,
} from './discount';

const steps: DiscountStep[] = [
  { fromCents: 0, percent: '0' },
  { fromCents: 10_000, percent: '5' },
  { fromCents: 50_000, percent: '7.5' },
];

describe('discount percent for an amount', () => {
  it('takes the highest step reached, inclusive, normalized to 2 decimals', () => {
    expect(discountPercentFor(steps, 0)).toBe('0.00');
    expect(discountPercentFor(steps, 9_999)).toBe('0.00');
    expect(discountPercentFor(steps, 10_000)).toBe('5.00');
    expect(discountPercentFor(steps, 49_999)).toBe('5.00');
    expect(discountPercentFor(steps, 50_000)).toBe('7.50');
    expect(discountPercentFor([...steps].reverse(), 60_000)).toBe('7.50');
  });

  it('is 0.00 without steps or below the first one', () => {
    expect(discountPercentFor([], 1_000)).toBe('0.00');
    expect(discountPercentFor([{ fromCents: 500, percent: '3' }], 499)).toBe('0.00');
    expect(() => discountPercentFor(steps, 1.5)).toThrow(RangeError);
  });

  it('never decreases with the amount for ascending steps with ascending percents', () => {
    fc.assert(
      fc.property(fc.nat(1_000_000), fc.nat(1_000_000), (x, y) => {
        const [lo, hi] = x <= y ? [x, y] : [y, x];
        return parsePercent(discountPercentFor(steps, lo))! <= parsePercent(discountPercentFor(steps, hi))!;
      }),
    );
  });
});

describe('percents and step checks', () => {
  it('parses 0..100 with at most 2 decimals', () => {
    expect(parsePercent('5')).toBe(500n);
    expect(parsePercent('100.00')).toBe(10_000n);
    for (const bad of ['100.01', '-1', '5.001', '5,5', '', 'x', '1e2'])
      expect([bad, parsePercent(bad)]).toEqual([bad, null]);
    expect(normalizePercent('0.5')).toBe('0.50');
    expect(() => normalizePercent('101')).toThrow(RangeError);
  });

  it('names the first problem', () => {
    expect(discountStepsProblem(steps)).toBeNull();
    expect(discountStepsProblem([])).toBe('COUNT');
    expect(discountStepsProblem(Array.from({ length: 11 }, (_, i) => ({ fromCents: i, percent: '1' })))).toBe('COUNT');
    expect(discountStepsProblem([{ fromCents: -1, percent: '1' }])).toBe('FROM');
    expect(discountStepsProblem([{ fromCents: 0.5, percent: '1' }])).toBe('FROM');
    expect(discountStepsProblem([{ fromCents: 0, percent: '100.5' }])).toBe('PERCENT');
    expect(
      discountStepsProblem([
        { fromCents: 100, percent: '1' },
        { fromCents: 100, percent: '2' },
      ]),
    ).toBe('ORDER');
    expect(
      discountStepsProblem([
        { fromCents: 100, percent: '1' },
        { fromCents: 50, percent: '2' },
      ]),
    ).toBe('ORDER');
  });

  it('computes the discount in cents half-up', () => {
    expect(discountCents(1_999, '5.00')).toBe(100);
    expect(discountCents(1_000, '0')).toBe(0);
    expect(discountCents(1_000, '100')).toBe(1_000);
    expect(discountCents(10, '5')).toBe(1); // 0.5 → 1
  });
});
