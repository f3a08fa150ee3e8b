import type { GuestBilling, GuestBillingRow } from '../../api/operations';

/** Room 12: 6.00 € in two orders (10 % and 22 %), nothing paid yet. */
export const ROOM_12: GuestBillingRow = {
  guest: { id: '41' },
  name: 'Zimmer 12',
  stay: { activeFrom: '2026-11-22', activeTo: '2026-11-26' },
  orderCount: 2,
  paidOrderCount: 0,
  paid: false,
  totalCents: 600,
  taxCents: 87,
  netCents: 513,
  summaries: [
    { vatRate: '22.00', grossCents: 360, taxCents: 65, netCents: 295 },
    { vatRate: '10.00', grossCents: 240, taxCents: 22, netCents: 218 },
  ],
};

/** Room 14: one paid order of 12.34 €, open-ended stay. */
export const ROOM_14: GuestBillingRow = {
  guest: { id: '42' },
  name: 'Zimmer 14',
  stay: { activeFrom: '2026-11-20', activeTo: '9999-01-01' },
  orderCount: 1,
  paidOrderCount: 1,
  paid: true,
  totalCents: 1234,
  taxCents: 112,
  netCents: 1122,
  summaries: [{ vatRate: '10.00', grossCents: 1234, taxCents: 112, netCents: 1122 }],
};

export function makeBilling(from: string, to: string, guests: GuestBillingRow[] = [ROOM_12, ROOM_14]): GuestBilling {
  const sum = (f: (g: GuestBillingRow) => number) => guests.reduce((s, g) => s + f(g), 0);
  return {
    from,
    to,
    orderCount: sum((g) => g.orderCount),
    totalCents: sum((g) => g.totalCents),
    taxCents: sum((g) => g.taxCents),
    netCents: sum((g) => g.netCents),
    summaries: [],
    guests,
  };
}
