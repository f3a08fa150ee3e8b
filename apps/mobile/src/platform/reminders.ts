// loaded on first use: importing expo-notifications registers its push-token machinery (and warns
// under Expo Go and Jest), which an app that only schedules local reminders need not pay for at start
const notifications = () => import('expo-notifications');

/** One local notification on the device, scheduled and replaced by the app (no push server involved). */
export interface Reminders {
  /** Asks for permission to notify when not granted yet; true when the app may notify. */
  allow(): Promise<boolean>;
  /** Replaces the scheduled reminder by one at `at`. */
  schedule(at: Date, title: string, body: string): Promise<void>;
  /** Drops the scheduled reminder, if any. */
  cancel(): Promise<void>;
}

const REMINDER_ID = 'brotzeit.deadline-reminder';

/** Devices: expo-notifications (reminders.web.ts: none on the web, where a page cannot wake up). */
export const reminders: Reminders | null = {
  async allow() {
    const Notifications = await notifications();
    const current = await Notifications.getPermissionsAsync();
    if (current.granted) return true;
    if (!current.canAskAgain) return false;
    return (await Notifications.requestPermissionsAsync()).granted;
  },
  async schedule(at, title, body) {
    const Notifications = await notifications();
    await Notifications.cancelScheduledNotificationAsync(REMINDER_ID);
    await Notifications.scheduleNotificationAsync({
      identifier: REMINDER_ID,
      content: { title, body },
      trigger: { type: Notifications.SchedulableTriggerInputTypes.DATE, date: at },
    });
  },
  async cancel() {
    await (await notifications()).cancelScheduledNotificationAsync(REMINDER_ID);
  },
};
