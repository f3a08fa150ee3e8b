import type { Language } from '@bakery/core/language';
import { formatCents as formatCoreCents } from '@bakery/core/money';
import { wallClockIn } from '@bakery/core/time-zone';

const LOCALES: Record<Language, string> = { de: 'de-DE', it: 'it-IT', en: 'en-GB' };

/**
 * German date format dd.mm.yyyy in every language (requirements/platform-and-contract.md#formats), from 'YYYY-MM-DD';
 * anything else unchanged.
 */
export function formatDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : value;
}

/** Cents as euro in the language's number format ("3,00 €", "€3.00"): @bakery/core's exact formatting, no floats. */
export function formatCents(cents: number, language: Language): string {
  return formatCoreCents(cents, language);
}

/** ISO weekdays (1 = Monday … 7 = Sunday) as short names in the language ("Mo, Mi, Fr"). */
export function formatWeekdays(weekdays: readonly number[], language: Language): string {
  const format = new Intl.DateTimeFormat(LOCALES[language], { weekday: 'short', timeZone: 'UTC' });
  // 2024-01-01 was a Monday
  return [...weekdays]
    .sort((a, b) => a - b)
    .map((day) => format.format(new Date(Date.UTC(2024, 0, day))))
    .join(', ');
}

/** The short weekday name of a 'YYYY-MM-DD' date in the language ("Di.", "mar", "Tue"). */
export function formatWeekday(date: string, language: Language): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(LOCALES[language], { weekday: 'short', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, day)),
  );
}

/** "Di. 24.11.2026": weekday in the language, date as dd.mm.yyyy. */
export function formatDay(date: string, language: Language): string {
  return `${formatWeekday(date, language)} ${formatDate(date)}`;
}

/** The calendar date and HH:MM of an instant in a time zone (the bakery's; core wallClockIn), the device's for an unknown zone. */
export function localDateTime(instant: Date, timeZone: string): { date: string; time: string } {
  try {
    return wallClockIn(instant, timeZone);
  } catch {
    return wallClockIn(instant, Intl.DateTimeFormat().resolvedOptions().timeZone);
  }
}

/** The device's calendar date today ('YYYY-MM-DD'). */
export function deviceToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The parts of a remaining time in whole seconds, for a countdown. */
export function splitDuration(milliseconds: number): { days: number; hours: number; minutes: number; seconds: number } {
  const total = Math.max(0, Math.floor(milliseconds / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}
