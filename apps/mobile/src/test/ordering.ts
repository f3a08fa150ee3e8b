import type { AppHoliday, AppOrder, AppOrderOptions, GuestProduct } from '@bakery/api';
import { product } from './fake-server';

/**
 * Ordering fixtures for component tests. "Now" is Monday 23.11.2026, 10:00 UTC (11:00 in Rome);
 * the guest GUEST stays 20.–27.11.2026; deadlines are 18:00 Rome (17:00 UTC) the day before.
 */
export const NOW = new Date('2026-11-23T10:00:00Z');

export const SEMMEL = product('p1', 'Semmel', 60, { approxWeight: 70 });
/** Weighed, delivered on Tuesdays and Fridays only (day rules -(2 + 16)). */
export const BAUERNBROT = product('p2', 'Bauernbrot', 450, {
  approxWeight: 1000,
  haveToWeight: true,
  availableDays: -18,
  availableWeekdays: [2, 5],
});
export const CROISSANT = product('p3', 'Croissant', 150, { approxWeight: 60 });

export const PRODUCTS: GuestProduct[] = [SEMMEL, BAUERNBROT, CROISSANT];

export const HOLIDAYS: AppHoliday[] = [{ id: 'h1', name: 'Betriebsausflug', from: '2026-11-26', to: '2026-11-26' }];

function deadlineOf(date: string): string {
  const day = new Date(`${date}T17:00:00.000Z`);
  day.setUTCDate(day.getUTCDate() - 1);
  return day.toISOString();
}

/** 23.–29.11.2026 as the server answers them for the guest at NOW. */
export const DAYS: AppOrderOptions['days'] = [
  { date: '2026-11-23', reasons: ['DEADLINE_PASSED'] },
  { date: '2026-11-24', reasons: [] },
  { date: '2026-11-25', reasons: [] },
  { date: '2026-11-26', reasons: ['HOLIDAY'] },
  { date: '2026-11-27', reasons: [] },
  { date: '2026-11-28', reasons: ['SATURDAY', 'OUTSIDE_STAY'] },
  { date: '2026-11-29', reasons: ['SUNDAY', 'OUTSIDE_STAY'] },
].map((day) => ({ ...day, deadline: deadlineOf(day.date) }));

export function orderOptions(extra: Partial<AppOrderOptions> = {}): AppOrderOptions {
  return {
    timeZone: 'Europe/Rome',
    deadlineTime: '18:00',
    ignoreDeadline: false,
    takeawayOnly: false,
    deliveryCostCents: 250,
    deliveryCostMinCents: 2000,
    noDeliveryCost: false,
    products: [
      { ...SEMMEL, gramPrice: null },
      { ...BAUERNBROT, gramPrice: '0.0045' },
      { ...CROISSANT, gramPrice: null },
    ],
    days: DAYS,
    ...extra,
  };
}

/** The `data` of a GuestOrderOptions answer. */
export function orderOptionsAnswer(extra: Partial<AppOrderOptions> = {}) {
  return { orderOptions: orderOptions(extra), holidaysOfMyBakery: HOLIDAYS };
}

export function order(extra: Partial<AppOrder> = {}): AppOrder {
  return {
    id: 'o1',
    number: 42,
    publicId: 'abcdefghjkmn',
    deliveryDate: '2026-11-24',
    deadline: deadlineOf('2026-11-24'),
    accepted: false,
    paid: false,
    editable: true,
    takeaway: false,
    message: null,
    linesTotalCents: 120,
    deliveryCostCents: 250,
    totalCents: 370,
    lines: [
      {
        id: 'l1',
        amount: 2,
        priceCents: 60,
        totalCents: 120,
        product: { id: 'p1', name: 'Semmel', haveToWeight: false },
      },
    ],
    ...extra,
  };
}
