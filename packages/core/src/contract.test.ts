import { describe, expect, it } from 'vitest';
import { canWithdrawNotice, contractEnd, WITHDRAWAL_DAYS } from './contract';

// requirements/platform-and-contract.md#service-contract
describe('contractEnd: notice within 14 days ends the contract at once, later notice at the month end', () => {
  it('rule WITHDRAWAL: notice within 14 days of the contract start ends the contract at once', () => {
    expect(WITHDRAWAL_DAYS).toBe(14);
    expect(contractEnd('2026-11-10', '2026-11-10')).toEqual({
      rule: 'WITHDRAWAL',
      lastDay: '2026-11-10',
      blockedFrom: '2026-11-10',
    });
    expect(contractEnd('2026-11-10', '2026-11-20')).toEqual({
      rule: 'WITHDRAWAL',
      lastDay: '2026-11-20',
      blockedFrom: '2026-11-20',
    });
  });

  it('rule WITHDRAWAL holds up to and including the 14th day after the start, across a month end', () => {
    expect(contractEnd('2026-11-25', '2026-12-09').rule).toBe('WITHDRAWAL');
    expect(contractEnd('2026-11-25', '2026-12-10')).toEqual({
      rule: 'MONTH_END',
      lastDay: '2026-12-31',
      blockedFrom: '2027-01-01',
    });
  });

  it('rule MONTH_END: later notice ends the contract on the last day of the month of notice; blocked from the next day', () => {
    expect(contractEnd('2025-01-15', '2026-02-03')).toEqual({
      rule: 'MONTH_END',
      lastDay: '2026-02-28',
      blockedFrom: '2026-03-01',
    });
    expect(contractEnd('2023-05-01', '2024-02-29')).toEqual({
      rule: 'MONTH_END',
      lastDay: '2024-02-29',
      blockedFrom: '2024-03-01',
    });
    expect(contractEnd('2025-01-15', '2026-04-30')).toEqual({
      rule: 'MONTH_END',
      lastDay: '2026-04-30',
      blockedFrom: '2026-05-01',
    });
  });

  it('refuses a notice before the contract started and dates that are none', () => {
    expect(() => contractEnd('2026-11-10', '2026-11-09')).toThrow(RangeError);
    expect(() => contractEnd('2026-11-10', '2026-13-01')).toThrow(RangeError);
  });
});

describe('canWithdrawNotice: the bakery takes its notice back while the contract still runs', () => {
  it('allows it up to and including the last day, never once blocked', () => {
    const end = contractEnd('2025-01-15', '2026-02-03');
    expect(canWithdrawNotice(end, '2026-02-03')).toBe(true);
    expect(canWithdrawNotice(end, '2026-02-28')).toBe(true);
    expect(canWithdrawNotice(end, '2026-03-01')).toBe(false);
  });

  it('never for a withdrawal, which ends the contract at once', () => {
    expect(canWithdrawNotice(contractEnd('2026-11-10', '2026-11-12'), '2026-11-12')).toBe(false);
  });
});
