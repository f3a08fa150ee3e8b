import { describe, expect, it } from 'vitest';
import { lineTotalCents, pricePerKgCents } from './money';
import { gramPriceFromCents, parseEuroCents } from './price-input';

describe('parseEuroCents', () => {
  it.each([
    ['4,50', 450],
    ['4.5', 450],
    ['12', 1200],
    [' 0,99 ', 99],
    ['0', 0],
    ['7,', 700],
  ])('%s → %d cents', (text, cents) => expect(parseEuroCents(text)).toBe(cents));

  it.each(['', '-1', '-0,50', 'abc', '1.234,56', '4,505', '1e3', '€ 4'])('refuses %j', (text) =>
    expect(parseEuroCents(text)).toBeNull(),
  );
});

describe('gramPriceFromCents', () => {
  it('turns a kg price and a piece price into the gram price', () => {
    expect(gramPriceFromCents(450, 1000)).toBe('0.004500');
    expect(gramPriceFromCents(45, 50)).toBe('0.009000');
    expect(gramPriceFromCents(0, 80)).toBe('0.000000');
    expect(gramPriceFromCents(123456, 1)).toBe('1234.560000');
  });

  it('rounds half-up once and shows the typed price again', () => {
    const gramPrice = gramPriceFromCents(100, 3); // 0.333333…
    expect(gramPrice).toBe('0.333333');
    expect(lineTotalCents({ gramPrice, grams: 3, amount: 1 })).toBe(100);
    expect(pricePerKgCents(gramPriceFromCents(399, 1000))).toBe(399);
  });

  it('refuses negative cents and non-positive weights', () => {
    expect(() => gramPriceFromCents(-1, 100)).toThrow(RangeError);
    expect(() => gramPriceFromCents(100, 0)).toThrow(RangeError);
    expect(() => gramPriceFromCents(100, 1.5)).toThrow(RangeError);
  });
});
