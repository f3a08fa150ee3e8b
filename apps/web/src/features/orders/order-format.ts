import { isLanguage, type Language } from '@bakery/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../i18n/format';

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** An instant as dd.mm.yyyy HH:MM in the browser's time zone (German date format in every language, §9). */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${formatDate(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** Whole days, hours and minutes until `deadline` (all 0 once it has passed). */
export function timeLeft(deadline: Date, now: Date): { days: number; hours: number; minutes: number; passed: boolean } {
  const ms = deadline.getTime() - now.getTime();
  if (ms <= 0) return { days: 0, hours: 0, minutes: 0, passed: true };
  const minutesTotal = Math.floor(ms / 60_000);
  return {
    days: Math.floor(minutesTotal / 1440),
    hours: Math.floor((minutesTotal % 1440) / 60),
    minutes: minutesTotal % 60,
    passed: false,
  };
}

/** "in 2 Tagen 3 Std." / "in 45 Min." style countdown text for a deadline; "closed" once passed. */
export function useCountdownText(): (deadline: Date, now: Date) => string {
  const { t } = useTranslation();
  return (deadline, now) => {
    const left = timeLeft(deadline, now);
    if (left.passed) return t('orders.deadline.closed');
    const parts = [
      left.days > 0 ? t('orders.countdown.days', { count: left.days }) : null,
      left.hours > 0 ? t('orders.countdown.hours', { count: left.hours }) : null,
      left.days === 0 ? t('orders.countdown.minutes', { count: left.minutes }) : null,
    ].filter(Boolean);
    return t('orders.countdown.in', { time: parts.join(' ') });
  };
}

/** Midnight at the start (from) or the end (to) of a calendar day in the browser's zone, as an ISO instant. */
export function dayBoundary(date: string, edge: 'start' | 'end'): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const local = edge === 'start' ? new Date(y, m - 1, d, 0, 0, 0, 0) : new Date(y, m - 1, d, 23, 59, 59, 999);
  return local.toISOString();
}

/** The interface language as a core Language (German when unknown). */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : 'de';
}

const LOCALES: Record<Language, string> = { de: 'de-DE', it: 'it-IT', en: 'en-GB' };

/** A VAT percent as sent by the server ("10.00", "7.5") in the language's number format: "10", "7,5". */
export function formatVat(vat: string, language: Language): string {
  const value = Number(vat);
  return Number.isFinite(value)
    ? new Intl.NumberFormat(LOCALES[language], { maximumFractionDigits: 2 }).format(value)
    : vat;
}
