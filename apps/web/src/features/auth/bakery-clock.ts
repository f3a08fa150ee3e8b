import { useCallback } from 'react';
import { todayIn } from '@bakery/core';
import { formatDateTime } from '../../i18n/format';
import { useOptionalUser } from './AuthProvider';

/** The platform's default zone (the server's BAKERY_TIME_ZONE default), for screens shown before sign-in. */
export const DEFAULT_TIME_ZONE = 'Europe/Rome';

/**
 * The signed-in account's bakery's time zone (User.timeZone): every date and time the web shows,
 * and every "today" it picks, is the bakery's — never the browser's.
 */
export function useBakeryTimeZone(): string {
  return useOptionalUser()?.timeZone ?? DEFAULT_TIME_ZONE;
}

/** Today (YYYY-MM-DD) in the bakery's time zone. */
export function useBakeryToday(now?: Date): string {
  return todayIn(useBakeryTimeZone(), now);
}

/** formatDateTime in the bakery's time zone, for components: `const formatDateTime = useFormatDateTime()`. */
export function useFormatDateTime(): (iso: string) => string {
  const timeZone = useBakeryTimeZone();
  return useCallback((iso: string) => formatDateTime(iso, timeZone), [timeZone]);
}
