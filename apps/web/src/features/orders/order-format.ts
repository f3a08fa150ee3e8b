import { addDays, orderDeadline } from '@bakery/core';
import { useTranslation } from 'react-i18next';

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

/** The first (start) or last (end) instant of a calendar day in the bakery's zone, as an ISO instant. */
export function dayBoundary(date: string, edge: 'start' | 'end', timeZone: string): string {
  if (edge === 'start') return orderDeadline(date, '00:00', timeZone, 0).toISOString();
  return new Date(orderDeadline(addDays(date, 1), '00:00', timeZone, 0).getTime() - 1).toISOString();
}

/** A VAT percent as sent by the server ("10.00", "7.5") in the language's number format: "10", "7,5". */
export { formatPercent as formatVat } from '../../i18n/format';
