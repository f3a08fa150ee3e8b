import type { AboInput, AppAbo } from '@bakery/api';
import { ABO_MAX_EVERY_DAYS, encodeAboInterval, isAboDay, type AboInterval } from '@bakery/core/abo';
import { addDays, compareIsoDates, isIsoDate } from '@bakery/core/calendar';
import { ORDER_MAX_AMOUNT } from '@bakery/core/ordering';
import { todayIn } from '@bakery/core/time-zone';

/** How the guest picks an interval; each maps onto the API's EVERY_N_DAYS / WEEKDAYS. */
export type IntervalChoice = 'daily' | 'workdays' | 'weekly' | 'everyN';

export const INTERVAL_CHOICES: readonly IntervalChoice[] = ['daily', 'workdays', 'weekly', 'everyN'];

export const WORKDAYS = [1, 2, 3, 4, 5] as const;

/** The most pieces of one product per delivery. */
export const MAX_AMOUNT = ORDER_MAX_AMOUNT;

/** How many dates the preview lists. */
export const PREVIEW_COUNT = 8;

export interface AboForm {
  choice: IntervalChoice;
  /** ISO weekdays for `weekly`. */
  weekdays: number[];
  /** Typed text for `everyN`. */
  everyDays: string;
  /** Typed first delivery date, dd.mm.yyyy. */
  startsOn: string;
  /** Typed amount per product id ('' or '0' = not in the abo). */
  amounts: Record<string, string>;
}

export type FormProblem =
  | 'abos.form.noProduct'
  | 'abos.form.noWeekday'
  | 'abos.form.everyDaysRange'
  | 'abos.form.dateFormat'
  | 'abos.form.dateNotFuture'
  | 'errors.ORDER_AMOUNT_INVALID';

/** Today as YYYY-MM-DD in the bakery's time zone (core todayIn), not the device's: the server checks the same day. */
export function todayIso(timeZone: string, now = new Date()): string {
  return todayIn(timeZone, now);
}

/** "24.11.2026" (also "24.11.26" is not accepted: the year has four digits) → "2026-11-24"; null when not a calendar day. */
export function parseGermanDate(text: string): string | null {
  const match = /^\s*(\d{1,2})\.(\d{1,2})\.(\d{4})\s*$/.exec(text);
  const [, day, month, year] = match ?? [];
  if (day === undefined || month === undefined || year === undefined) return null;
  const iso = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return isIsoDate(iso) ? iso : null;
}

/** The choice an abo's interval is shown as. */
export function choiceOf(interval: AppAbo['interval']): {
  choice: IntervalChoice;
  weekdays: number[];
  everyDays: string;
} {
  if (interval.kind === 'EVERY_N_DAYS') {
    const days = interval.days ?? 1;
    return days === 1
      ? { choice: 'daily', weekdays: [], everyDays: '2' }
      : { choice: 'everyN', weekdays: [], everyDays: String(days) };
  }
  const sorted = [...interval.weekdays].sort((a, b) => a - b);
  if (sorted.join() === WORKDAYS.join()) return { choice: 'workdays', weekdays: sorted, everyDays: '2' };
  return { choice: 'weekly', weekdays: sorted, everyDays: '2' };
}

function intervalOf(form: AboForm): AboInterval | FormProblem {
  switch (form.choice) {
    case 'daily':
      return { kind: 'EVERY_N_DAYS', days: 1 };
    case 'workdays':
      return { kind: 'WEEKDAYS', weekdays: [...WORKDAYS] };
    case 'weekly':
      return form.weekdays.length === 0
        ? 'abos.form.noWeekday'
        : { kind: 'WEEKDAYS', weekdays: [...form.weekdays].sort((a, b) => a - b) };
    case 'everyN': {
      const days = /^\s*\d+\s*$/.test(form.everyDays) ? Number(form.everyDays) : NaN;
      return Number.isInteger(days) && days >= 2 && days <= ABO_MAX_EVERY_DAYS
        ? { kind: 'EVERY_N_DAYS', days }
        : 'abos.form.everyDaysRange';
    }
  }
}

/** What the form asks the server for, or the first thing the guest has to fix. */
export function toInput(form: AboForm, today: string): AboInput | FormProblem {
  const interval = intervalOf(form);
  if (typeof interval === 'string') return interval;
  const startsOn = parseGermanDate(form.startsOn);
  if (!startsOn) return 'abos.form.dateFormat';
  if (compareIsoDates(startsOn, today) <= 0) return 'abos.form.dateNotFuture';
  const lines: AboInput['lines'] = [];
  for (const [productId, text] of Object.entries(form.amounts)) {
    const trimmed = text.trim();
    if (trimmed === '' || trimmed === '0') continue;
    const amount = /^\d+$/.test(trimmed) ? Number(trimmed) : NaN;
    if (!Number.isInteger(amount) || amount < 1 || amount > MAX_AMOUNT) return 'errors.ORDER_AMOUNT_INVALID';
    lines.push({ productId, amount });
  }
  if (lines.length === 0) return 'abos.form.noProduct';
  const apiInterval =
    interval.kind === 'EVERY_N_DAYS'
      ? { kind: interval.kind, days: interval.days }
      : { kind: interval.kind, weekdays: interval.weekdays };
  return { interval: apiInterval, startsOn, lines };
}

/**
 * The first delivery dates of the form's interval from its start (core `isAboDay`), before the
 * bakery's closed days and holidays are skipped; empty while the form is incomplete.
 */
export function previewDates(form: AboForm, count = PREVIEW_COUNT): string[] {
  const interval = intervalOf(form);
  const anchor = parseGermanDate(form.startsOn);
  if (typeof interval === 'string' || !anchor) return [];
  const schedule = { interval: encodeAboInterval(interval), active: true, anchor, pausedUntil: null };
  const dates: string[] = [];
  for (let offset = 0; offset < 366 && dates.length < count; offset++) {
    const date = addDays(anchor, offset);
    if (isAboDay(schedule, date)) dates.push(date);
  }
  return dates;
}

/** Where an edited abo continues: its start when still ahead, else its next delivery (keeps an every-n rhythm), else tomorrow. */
export function editStart(abo: AppAbo, today: string): string {
  if (compareIsoDates(abo.startsOn, today) > 0) return abo.startsOn;
  return abo.nextDeliveries.find((date) => compareIsoDates(date, today) > 0) ?? addDays(today, 1);
}

export type AboState = { kind: 'active' } | { kind: 'paused'; until: string } | { kind: 'stopped' };

/** Stopped (inactive) wins over a pause; a pause that ended before today no longer counts. */
export function aboState(abo: Pick<AppAbo, 'active' | 'pausedUntil'>, today: string): AboState {
  if (!abo.active) return { kind: 'stopped' };
  if (abo.pausedUntil !== null && compareIsoDates(abo.pausedUntil, today) >= 0)
    return { kind: 'paused', until: abo.pausedUntil };
  return { kind: 'active' };
}
