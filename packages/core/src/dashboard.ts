import { addDays, compareIsoDates, isIsoDate, isoWeekday, type IsoWeekday } from './calendar';
import type { Language } from './language';
import { dateInTimeZone } from './time-zone';

/** Bucket size of the dashboard's series. */
export const DASHBOARD_STEPS = ['DAY', 'WEEK', 'MONTH'] as const;
export type DashboardStep = (typeof DASHBOARD_STEPS)[number];

/** Longest dashboard period: two years and a day, so a month step over two whole years fits. */
export const MAX_DASHBOARD_DAYS = 732;
/** News-feed blocks and the dashboard's top lists (SPEC §9 page sizes). */
export const NEWS_FEED_BLOCK = 5;
export const DASHBOARD_PAGE = 10;

/** Days from `from` to `to` (negative when `to` is earlier); both valid ISO dates. */
export function daysBetween(from: string, to: string): number {
  const utc = (d: string) => Date.UTC(Number(d.slice(0, 4)), Number(d.slice(5, 7)) - 1, Number(d.slice(8, 10)));
  return Math.round((utc(to) - utc(from)) / 86_400_000);
}

/** The bad fields of a dashboard period: both dates, from ≤ to, at most MAX_DASHBOARD_DAYS days. */
export function dashboardPeriodProblems(from: unknown, to: unknown): ('from' | 'to')[] {
  const bad: ('from' | 'to')[] = [];
  if (!isIsoDate(from)) bad.push('from');
  if (!isIsoDate(to)) bad.push('to');
  if (bad.length > 0) return bad;
  const f = from as string;
  const t = to as string;
  return compareIsoDates(f, t) > 0 || daysBetween(f, t) >= MAX_DASHBOARD_DAYS ? ['to'] : [];
}

/** The period of equal length just before `from`..`to` (inclusive days), for the change of the totals. */
export function previousPeriod(from: string, to: string): { from: string; to: string } {
  const days = daysBetween(from, to) + 1;
  return { from: addDays(from, -days), to: addDays(from, -1) };
}

/**
 * Change of a total against the previous period in per cent, rounded to one decimal; null when the
 * previous period had nothing (no meaningful percentage).
 */
export function changePercent(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) * 1000) / Math.abs(previous)) / 10;
}

/** The default period for a step, ending today: 30 days by day, 12 weeks by week, 12 months by month. */
export function defaultDashboardPeriod(step: DashboardStep, today: string): { from: string; to: string } {
  switch (step) {
    case 'DAY':
      return { from: addDays(today, -29), to: today };
    case 'WEEK':
      return { from: addDays(today, 1 - isoWeekday(today) - 7 * 11), to: today };
    case 'MONTH': {
      const year = Number(today.slice(0, 4));
      const month = Number(today.slice(5, 7));
      const startMonth = month === 12 ? 1 : month + 1;
      const startYear = month === 12 ? year : year - 1;
      return { from: `${String(startYear).padStart(4, '0')}-${String(startMonth).padStart(2, '0')}-01`, to: today };
    }
  }
}

/** Which day a news-feed entry belongs to, seen from today in the bakery's time zone. */
export type NewsDay =
  { kind: 'TODAY' } | { kind: 'YESTERDAY' } | { kind: 'WEEKDAY'; weekday: IsoWeekday } | { kind: 'LAST_WEEK' };

/**
 * The news-feed day of `instant` (SPEC §9): today, yesterday, the weekday's name for the other
 * days of the last 7, anything older as "last week"; a later instant (clock skew) counts as today.
 */
export function newsDay(instant: Date, now: Date, timeZone: string): NewsDay {
  return newsDayOf(dateInTimeZone(instant, timeZone), dateInTimeZone(now, timeZone));
}

/** `newsDay` of an entry made on `day`, seen on `today` (both YYYY-MM-DD in the bakery's time zone). */
export function newsDayOf(day: string, today: string): NewsDay {
  const ago = daysBetween(day, today);
  if (ago <= 0) return { kind: 'TODAY' };
  if (ago === 1) return { kind: 'YESTERDAY' };
  if (ago < 7) return { kind: 'WEEKDAY', weekday: isoWeekday(day) };
  return { kind: 'LAST_WEEK' };
}

const LABELS: Record<Language, { today: string; yesterday: string; lastWeek: string; weekdays: readonly string[] }> = {
  de: {
    today: 'Heute',
    yesterday: 'Gestern',
    lastWeek: 'Letzte Woche',
    weekdays: ['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag', 'Sonntag'],
  },
  it: {
    today: 'Oggi',
    yesterday: 'Ieri',
    lastWeek: 'Settimana scorsa',
    weekdays: ['Lunedì', 'Martedì', 'Mercoledì', 'Giovedì', 'Venerdì', 'Sabato', 'Domenica'],
  },
  en: {
    today: 'Today',
    yesterday: 'Yesterday',
    lastWeek: 'Last week',
    weekdays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
  },
};

/** The label of a news-feed day in a language ("Heute", "Gestern", "Montag", "Letzte Woche"). */
export function newsDayLabel(day: NewsDay, language: Language): string {
  const l = LABELS[language];
  switch (day.kind) {
    case 'TODAY':
      return l.today;
    case 'YESTERDAY':
      return l.yesterday;
    case 'WEEKDAY':
      return l.weekdays[day.weekday - 1] ?? l.lastWeek;
    case 'LAST_WEEK':
      return l.lastWeek;
  }
}
