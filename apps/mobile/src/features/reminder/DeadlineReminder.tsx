import { useEffect } from 'react';
import { AppState } from 'react-native';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { GuestOrderCountsQuery, GuestOrderOptionsQuery, type ApiClient } from '@bakery/api';
import { addDays } from '@bakery/core/calendar';
import { deviceToday, localDateTime } from '../../i18n/format';
import type { AppServices } from '../session/services';
import { useSession } from '../session/SessionProvider';
import { reminderTime } from './reminder-time';

/** Whether the guest switched the reminder on (kept on the device). */
export const REMINDER_KEY = 'brotzeit.reminder';

export async function reminderWanted(services: AppServices): Promise<boolean> {
  return (await services.store.getItem(REMINDER_KEY)) === 'on';
}

/**
 * Schedules the local reminder for tomorrow's deadline, or cancels it (switched off, tomorrow
 * ordered or closed, too late). Returns when it will come, or null.
 */
export async function updateReminder(
  services: AppServices,
  client: ApiClient,
  t: TFunction,
  now = new Date(),
): Promise<Date | null> {
  const { reminders } = services;
  if (!reminders) return null;
  if (!(await reminderWanted(services))) {
    await reminders.cancel();
    return null;
  }
  const tomorrow = addDays(deviceToday(now), 1);
  const [{ orderCounts }, { orderOptions }] = await Promise.all([
    client.request(GuestOrderCountsQuery),
    client.request(GuestOrderOptionsQuery, { from: tomorrow, to: tomorrow }),
  ]);
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
  const { client, services } = useSession();
  const { t } = useTranslation();

  useEffect(() => {
    const { reminders } = services;
    if (!reminders) return;
    // without a connection the reminder scheduled last stays
    const run = () => void updateReminder(services, client, t).catch(() => undefined);
    run();
    const subscription = AppState.addEventListener('change', (state) => {
      if (state === 'active' || state === 'background') run();
    });
    return () => {
      subscription.remove();
      void reminders.cancel().catch(() => undefined);
    };
  }, [client, services, t]);

  return null;
}
