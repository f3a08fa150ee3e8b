/** Types of the standing order (abo) operations (issue 4), matching apps/server/schema.graphql. */

export type AboIntervalKind = 'EVERY_N_DAYS' | 'WEEKDAYS';

/** Every n days from the start date, or on ISO weekdays (1 = Monday … 7 = Sunday). */
export interface AboInterval {
  kind: AboIntervalKind;
  days: number | null;
  weekdays: number[];
}

export interface AboLine {
  id: string;
  amount: number;
  product: { id: string; name: string };
}

export interface Abo {
  id: string;
  active: boolean;
  interval: AboInterval;
  /** YYYY-MM-DD */
  startsOn: string;
  /** No deliveries up to and including this date; null = not paused. */
  pausedUntil: string | null;
  /** Delivery date of the last order it created. */
  lastOrder: string | null;
  lines: AboLine[];
  /** Delivery dates of the next four weeks, closed days skipped. */
  nextDeliveries: string[];
}

export interface AboPage {
  total: number;
  items: Abo[];
}

export interface AboInput {
  interval: { kind: AboIntervalKind; days?: number | null; weekdays?: number[] | null };
  /** First delivery date (YYYY-MM-DD); null = tomorrow. */
  startsOn: string | null;
  lines: { productId: string; amount: number }[];
}
