import { ABO_MAX_EVERY_DAYS, addDays, compareIsoDates, ORDER_MAX_AMOUNT } from '@bakery/core';
import type { Abo, AboInput, AboIntervalKind } from '../../api/operations';

export interface AboDraft {
  kind: AboIntervalKind;
  weekdays: number[];
  /** Every n days, 1 … 28; a string while typed. */
  days: number | string;
  /** First delivery date, YYYY-MM-DD. */
  startsOn: string | null;
  /** productId → amount; 0 = not in the abo. */
  amounts: Record<string, number>;
}

export type AboDraftProblem = 'needProducts' | 'amountInvalid' | 'needWeekdays' | 'daysInvalid' | 'needStart';

/**
 * The start a saved abo keeps when edited: the server only takes a start after today, so a past
 * start of "every n days" moves on by whole intervals (the rhythm stays) to `tomorrow` or later.
 */
export function keptStart(abo: Pick<Abo, 'startsOn' | 'interval'>, tomorrow: string): string {
  if (compareIsoDates(abo.startsOn, tomorrow) >= 0) return abo.startsOn;
  if (abo.interval.kind !== 'EVERY_N_DAYS') return tomorrow;
  const step = Math.max(abo.interval.days ?? 1, 1);
  let date = abo.startsOn;
  while (compareIsoDates(date, tomorrow) < 0) date = addDays(date, step);
  return date;
}

export function draftOf(abo: Abo | null, tomorrow: string): AboDraft {
  if (!abo) return { kind: 'WEEKDAYS', weekdays: [1, 2, 3, 4, 5], days: 2, startsOn: tomorrow, amounts: {} };
  return {
    kind: abo.interval.kind,
    weekdays: abo.interval.kind === 'WEEKDAYS' ? [...abo.interval.weekdays] : [1, 2, 3, 4, 5],
    days: abo.interval.days ?? 2,
    startsOn: keptStart(abo, tomorrow),
    amounts: Object.fromEntries(abo.lines.map((l) => [l.product.id, l.amount])),
  };
}

const isAmount = (value: number) => Number.isInteger(value) && value >= 1 && value <= ORDER_MAX_AMOUNT;

/** The first thing wrong with a draft, or the input to send. Amounts typed wrong (`invalid`) block sending. */
export function checkDraft(draft: AboDraft, invalid: boolean): { problem: AboDraftProblem } | { input: AboInput } {
  const lines = Object.entries(draft.amounts)
    .filter(([, amount]) => amount !== 0)
    .map(([productId, amount]) => ({ productId, amount }));
  if (lines.length === 0) return { problem: 'needProducts' };
  if (invalid || !lines.every((l) => isAmount(l.amount))) return { problem: 'amountInvalid' };
  if (draft.kind === 'WEEKDAYS' && draft.weekdays.length === 0) return { problem: 'needWeekdays' };
  const days = Number(draft.days);
  if (draft.kind === 'EVERY_N_DAYS' && !(Number.isInteger(days) && days >= 1 && days <= ABO_MAX_EVERY_DAYS))
    return { problem: 'daysInvalid' };
  if (!draft.startsOn) return { problem: 'needStart' };
  const interval =
    draft.kind === 'WEEKDAYS'
      ? { kind: draft.kind, weekdays: [...draft.weekdays].sort((a, b) => a - b) }
      : { kind: draft.kind, days };
  return { input: { interval, startsOn: draft.startsOn, lines } };
}
