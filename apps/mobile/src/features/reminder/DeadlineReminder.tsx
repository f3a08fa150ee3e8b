import { useEffect } from 'react';
import { AppState } from 'react-native';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { GuestOrderCountsQuery, GuestOrderOptionsQuery } from '@bakery/api';
import { addDays } from '@bakery/core/calendar';
import { todayIn } from '@bakery/core/time-zone';
import { localDateTime } from '../../i18n/format';
import { useApiFetch, type ApiFetch } from '../session/query';
import type { AppServices } from '../session/services';
import { useSession } from '../session/SessionProvider';
import { reminderTime } from './reminder-time';

/** Whether the guest switched the reminder on (kept on the device). */
export const REMINDER_KEY = 'brotzeit.reminder';

export async function reminderWanted(services: AppServices): Promise<boolean> {
  return (await services.store.getItem(REMINDER_KEY)) === 'on';
}

/**
 * Schedules the local reminder for tomorrow's deadline — tomorrow in the bakery's time zone, not
 * the device's — or cancels it (switched off, tomorrow ordered or closed, too late). Reads through
 * the query cache (`fetch`). Returns when it will come, or null.
 */
export async function updateReminder(
  services: AppServices,
  fetch: ApiFetch,
  t: TFunction,
  now = new Date(),
): Promise<Date | null> {
  const { reminders } = services;
  if (!reminders) return null;
  if (!(await reminderWanted(services))) {
    await reminders.cancel();
    return null;
  }
  // the bakery's tomorrow is one of the two days after today in UTC (every zone is within a day of it)
  const utcToday = now.toISOString().slice(0, 10);
  const [{ orderCounts }, { orderOptions }] = await Promise.all([
    fetch(GuestOrderCountsQuery),
    fetch(GuestOrderOptionsQuery, { from: utcToday, to: addDays(utcToday, 2) }),
  ]);
  const tomorrow = addDays(todayIn(orderOptions.timeZone, now), 1);
  const at = reminderTime({ tomorrow, days: orderOptions.days, nextDeliveryDate: orderCounts.nextDeliveryDate, now });
  // reminderTime gives a time only for a day the answer holds
  const deadline = orderOptions.days.find((day) => day.date === tomorrow)?.deadline;
  if (!at || deadline === undefined) {
    await reminders.cancel();
    return null;
  }
  await reminders.schedule(
    at,
    t('reminder.title'),
    t('reminder.body', { time: localDateTime(new Date(deadline), orderOptions.timeZone).time }),
  );
  return at;
}

/**
 * Keeps the reminder up to date while signed in: on start and whenever the app comes to the
 * front or goes to the background (an order placed meanwhile cancels it). Signing out cancels it.
 * Renders nothing; without reminders (the web) it does nothing.
 */
export function DeadlineReminder() {
  const { services } = useSession();
  const fetch = useApiFetch();
  const { t } = useTranslation();

  useEffect(() => {
    const { reminders } = services;
    if (!reminders) return;
    // without a connection the reminder scheduled last stays
    const run = () => void updateReminder(services, fetch, t).catch(() => undefined);
    run();
    const subscription = AppState.addEventListener('change', (state) => {
      if (state === 'active' || state === 'background') run();
    });
    return () => {
      subscription.remove();
      void reminders.cancel().catch(() => undefined);
    };
  }, [fetch, services, t]);

  return null;
}
