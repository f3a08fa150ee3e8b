import type { Reminders } from './reminders';

export type { Reminders } from './reminders';

/** The web build offers no reminder: a closed page cannot notify. */
export const reminders: Reminders | null = null;
