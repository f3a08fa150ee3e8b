import type { AppOrderOptions } from '@bakery/api';

/** How long before the deadline the reminder comes. */
export const REMINDER_LEAD_MINUTES = 60;

/**
 * When to remind the guest to order for `tomorrow`: an hour before its deadline, and only when
 * tomorrow can still be ordered for (no refusal), nothing is ordered for it yet, and that moment is
 * still ahead. Null: no reminder.
 */
export function reminderTime(input: {
  tomorrow: string;
  days: AppOrderOptions['days'];
  /** The next delivery date with an order (GuestOrderCounts), or null. */
  nextDeliveryDate: string | null;
  now: Date;
}): Date | null {
  if (input.nextDeliveryDate === input.tomorrow) return null;
  const day = input.days.find((entry) => entry.date === input.tomorrow);
  if (!day || day.reasons.length > 0) return null;
  const at = new Date(new Date(day.deadline).getTime() - REMINDER_LEAD_MINUTES * 60_000);
  return Number.isNaN(at.getTime()) || at.getTime() <= input.now.getTime() ? null : at;
}
