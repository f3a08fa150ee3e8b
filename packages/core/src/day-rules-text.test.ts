import { describe, expect, it } from 'vitest';
import { monthDaysToDayRules, weekdaysToDayRules } from './day-rules';
import { describeDayRules, weekdayShort } from './day-rules-text';

describe('describeDayRules', () => {
  it('says "every day" for no restriction', () => {
    expect(describeDayRules(0, 'de')).toBe('jeden Tag');
    expect(describeDayRules(0, 'it')).toBe('ogni giorno');
    expect(describeDayRules(0, 'en')).toBe('every day');
  });

  it('names weekdays in order', () => {
    const monWedFri = weekdaysToDayRules([5, 1, 3]);
    expect(describeDayRules(monWedFri, 'en')).toBe('every Mon, Wed, Fri');
    expect(describeDayRules(monWedFri, 'de')).toBe('jeden Mo, Mi, Fr');
    expect(describeDayRules(monWedFri, 'it')).toBe('ogni lun, mer, ven');
    expect(describeDayRules(weekdaysToDayRules([7]), 'de')).toBe('jeden So');
  });

  it('names days of the month with ordinals', () => {
    const firstAndFifteenth = monthDaysToDayRules([15, 1]);
    expect(describeDayRules(firstAndFifteenth, 'en')).toBe('on the 1st and 15th');
    expect(describeDayRules(firstAndFifteenth, 'de')).toBe('am 1. und 15.');
    expect(describeDayRules(firstAndFifteenth, 'it')).toBe('nei giorni 1 e 15');
    expect(describeDayRules(monthDaysToDayRules([2, 3, 11, 12, 13, 21, 22, 23, 31]), 'en')).toBe(
      'on the 2nd, 3rd, 11th, 12th, 13th, 21st, 22nd, 23rd and 31st',
    );
    expect(describeDayRules(monthDaysToDayRules([10]), 'it')).toBe('il giorno 10');
    expect(describeDayRules(monthDaysToDayRules([10]), 'de')).toBe('am 10.');
  });

  it('abbreviates single weekdays and refuses impossible rules', () => {
    expect(weekdayShort(4, 'it')).toBe('gio');
    expect(() => describeDayRules(-128, 'en')).toThrow(RangeError);
  });
});
