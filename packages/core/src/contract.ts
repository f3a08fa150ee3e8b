import { addDays, compareIsoDates } from './calendar';

/** requirements/platform-and-contract.md#service-contract: a bakery may withdraw from the service contract within this many days of its start. */
export const WITHDRAWAL_DAYS = 14;

/**
 * WITHDRAWAL: notice within WITHDRAWAL_DAYS of the start — the contract ends at once.
 * MONTH_END: any later notice — the contract ends on the last day of the month of notice (requirements/platform-and-contract.md#service-contract).
 */
export type ContractEndRule = 'WITHDRAWAL' | 'MONTH_END';

export interface ContractEnd {
  rule: ContractEndRule;
  /** The contract's last day (YYYY-MM-DD, the bakery's calendar). */
  lastDay: string;
  /** The first day the bakery's account is blocked: the day of notice for a withdrawal, else the day after lastDay. */
  blockedFrom: string;
}

/**
 * When a bakery's notice given on `noticeOn` ends a contract that started on `contractStart`
 * (both calendar dates in the bakery's time zone). The start day counts as day 0, so notice up to
 * and including start + 14 days is a withdrawal. Throws RangeError for a notice before the start.
 */
export function contractEnd(contractStart: string, noticeOn: string): ContractEnd {
  if (compareIsoDates(noticeOn, contractStart) < 0)
    throw new RangeError(`notice ${noticeOn} before the contract start ${contractStart}`);
  if (compareIsoDates(noticeOn, addDays(contractStart, WITHDRAWAL_DAYS)) <= 0) {
    return { rule: 'WITHDRAWAL', lastDay: noticeOn, blockedFrom: noticeOn };
  }
  const [year, month] = noticeOn.split('-').map(Number) as [number, number];
  const blockedFrom = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
  return { rule: 'MONTH_END', lastDay: addDays(blockedFrom, -1), blockedFrom };
}

/** Whether the bakery may still take its notice back on `today`: only a month-end notice, before the account is blocked. */
export function canWithdrawNotice(end: ContractEnd, today: string): boolean {
  return end.rule === 'MONTH_END' && compareIsoDates(today, end.blockedFrom) < 0;
}
