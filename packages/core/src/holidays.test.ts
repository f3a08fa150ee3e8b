import { describe, expect, it } from 'vitest';
import { isValidHolidayRange } from './holidays';

describe('isValidHolidayRange', () => {
  it('accepts one day and ranges up to 366 days, both ends included', () => {
    expect(isValidHolidayRange('2026-12-24', '2026-12-24')).toBe(true);
    expect(isValidHolidayRange('2026-12-24', '2027-01-06')).toBe(true);
    expect(isValidHolidayRange('2028-01-01', '2028-12-31')).toBe(true); // 366 days in a leap year
    expect(isValidHolidayRange('9999-12-30', '9999-12-31')).toBe(true);
  });

  it('refuses reversed, too long and malformed ranges', () => {
    expect(isValidHolidayRange('2026-12-25', '2026-12-24')).toBe(false);
    expect(isValidHolidayRange('2026-01-01', '2027-01-02')).toBe(false); // 367 days
    expect(isValidHolidayRange('2026-02-30', '2026-03-01')).toBe(false);
    expect(isValidHolidayRange('24.12.2026', '2026-12-26')).toBe(false);
    expect(isValidHolidayRange('2026-12-24', undefined)).toBe(false);
  });
});
