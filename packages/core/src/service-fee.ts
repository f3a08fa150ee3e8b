/**
 * The platform's service fee (requirements/platform-and-contract.md#service-fee): a bakery pays 3.00 EUR a month for every
 * active buyer account — an account (host, guest or private customer) with at least one
 * accepted order delivered in that month. Hosts and end users pay nothing. The statement is an
 * invoice from the platform to the bakery, dated the first day after the month, due 30 days later.
 * The fee is net; VAT is added at the platform's rate, rounded half-up once on the total.
 */
import { addDays } from './calendar';
import { divideRoundHalfUp, parseDecimal } from './decimal';

/** 3.00 EUR per active buyer per month (requirements/platform-and-contract.md#service-fee). */
export const SERVICE_FEE_CENTS = 300;
export const SERVICE_FEE_DUE_DAYS = 30;

export interface ServiceFeeTotals {
  accounts: number;
  netCents: number;
  taxCents: number;
  totalCents: number;
}

/** Fee, VAT and total for a number of active accounts at a VAT percent ("22"). */
export function serviceFeeTotals(accounts: number, vatRate: string): ServiceFeeTotals {
  if (!Number.isSafeInteger(accounts) || accounts < 0)
    throw new RangeError(`accounts must be a non-negative integer: ${accounts}`);
  const netCents = accounts * SERVICE_FEE_CENTS;
  const taxCents = Number(divideRoundHalfUp(BigInt(netCents) * parseDecimal(vatRate, 2), 10_000n));
  return { accounts, netCents, taxCents, totalCents: netCents + taxCents };
}

/** A month "YYYY-MM" as its first and last day, or null when it is none. */
export function monthRange(month: string): { from: string; to: string } | null {
  const m = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(month);
  if (!m) return null;
  const from = `${m[1]}-${m[2]}-01`;
  const nextMonth =
    Number(m[2]) === 12 ? `${Number(m[1]) + 1}-01-01` : `${m[1]}-${String(Number(m[2]) + 1).padStart(2, '0')}-01`;
  return { from, to: addDays(nextMonth, -1) };
}

/** The statement's date (the first day after the month) and due date (30 days later). */
export function serviceFeeDates(month: string): { date: string; dueDate: string } {
  const range = monthRange(month);
  if (!range) throw new RangeError(`Not a month YYYY-MM: ${month}`);
  const date = addDays(range.to, 1);
  return { date, dueDate: addDays(date, SERVICE_FEE_DUE_DAYS) };
}
