import { describe, expect, it } from 'vitest';
import type { DashboardData } from '../../api/operations';
import { bucketLabel, layoutOf, totalWithChange } from './dashboard-model';

const sums = (salesCents: number, orders: number) => ({
  salesCents,
  paidCents: 0,
  deliveredCents: 0,
  guestSalesCents: 0,
  orders,
  products: 0,
  clients: 0,
  billsCents: 0,
});

describe('dashboard model', () => {
  it('shows each role its own series: zones only for a bakery, guest orders only for a host, no clients for a private customer', () => {
    expect(layoutOf('BAKERY')).toMatchObject({ zones: true, counts: ['orders', 'products', 'clients'] });
    expect(layoutOf('HOST').money).toContain('guestSalesCents');
    expect(layoutOf('PRIVATE')).toMatchObject({ zones: false, counts: ['orders', 'products'] });
    expect(layoutOf('GUEST').money).toEqual(['salesCents']);
  });

  it('gives a total with its change against the previous period, none against an empty one', () => {
    const data = { totals: sums(1500, 3), previous: sums(1000, 0) } as unknown as DashboardData;
    expect(totalWithChange(data, 'salesCents')).toEqual({ value: 1500, change: 50 });
    expect(totalWithChange(data, 'orders')).toEqual({ value: 3, change: null });
  });

  it('labels buckets by their first day, months by month and year', () => {
    expect(bucketLabel('2026-11-23', 'WEEK')).toBe('23.11.');
    expect(bucketLabel('2026-11-01', 'MONTH')).toBe('11/2026');
  });
});
