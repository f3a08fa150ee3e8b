import { describe, expect, it } from 'vitest';
import {
  abs,
  add,
  compare,
  decimalOf,
  formatDecimal,
  multiply,
  parseDecimal,
  roundHalfUp,
  shift,
  subtract,
} from './decimal';

const show = (text: string, min = 2) => formatDecimal(decimalOf(text), min);

describe('decimal', () => {
  it('parses plain decimals only', () => {
    expect(parseDecimal('12.50')).toEqual({ units: 1250n, scale: 2 });
    expect(parseDecimal('-0.5')).toEqual({ units: -5n, scale: 1 });
    expect(parseDecimal('+7')).toEqual({ units: 7n, scale: 0 });
    for (const bad of ['', '1,5', '1e3', '.5', '5.', 'NaN', '1.2.3']) expect(parseDecimal(bad), bad).toBeNull();
  });

  it('formats with minimum decimals and without surplus zeros', () => {
    expect(show('3')).toBe('3.00');
    expect(show('1.23400000')).toBe('1.234');
    expect(show('4.50000000')).toBe('4.50');
    expect(show('-0.05')).toBe('-0.05');
    expect(show('0.000', 0)).toBe('0');
  });

  it('computes exactly where floats do not', () => {
    expect(formatDecimal(add(decimalOf('0.1'), decimalOf('0.2')), 2)).toBe('0.30');
    expect(formatDecimal(multiply(decimalOf('1.234'), decimalOf('4.50')), 2)).toBe('5.553');
    expect(formatDecimal(shift(decimalOf('22'), 2), 2)).toBe('0.22');
    expect(formatDecimal(abs(subtract(decimalOf('1.00'), decimalOf('1.05'))), 2)).toBe('0.05');
    expect(compare(decimalOf('1.10'), decimalOf('1.1'))).toBe(0);
    expect(compare(decimalOf('-2'), decimalOf('1'))).toBe(-1);
  });

  it('rounds half away from zero', () => {
    expect(formatDecimal(roundHalfUp(decimalOf('1.005'), 2), 2)).toBe('1.01'); // 1.005 is 1.00499… as a float
    expect(formatDecimal(roundHalfUp(decimalOf('1.0049'), 2), 2)).toBe('1.00');
    expect(formatDecimal(roundHalfUp(decimalOf('-1.005'), 2), 2)).toBe('-1.01');
    expect(formatDecimal(roundHalfUp(decimalOf('2.5'), 2), 2)).toBe('2.50');
  });
});
