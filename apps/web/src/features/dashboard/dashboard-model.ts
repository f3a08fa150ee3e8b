import { changePercent, type DashboardStep } from '@bakery/core';
import type { DashboardData, DashboardTotalsData } from '../../api/operations';
import type { User } from '../../api/operations';

export type Kind = User['kind'];
export type SumKey = keyof Omit<DashboardTotalsData, '__typename'>;

/** What a role's dashboard shows: the money lines of the sales chart and the counts below it. */
export interface DashboardLayout {
  money: SumKey[];
  counts: SumKey[];
  zones: boolean;
}

/** Each role its own numbers: a bakery its sales; a host also its guests' orders; a private customer also its bills. */
export function layoutOf(kind: Kind): DashboardLayout {
  switch (kind) {
    case 'BAKERY':
      return {
        money: ['salesCents', 'paidCents', 'deliveredCents', 'billsCents'],
        counts: ['orders', 'products', 'clients'],
        zones: true,
      };
    case 'HOST':
      return {
        money: ['salesCents', 'guestSalesCents', 'billsCents'],
        counts: ['orders', 'products', 'clients'],
        zones: false,
      };
    case 'PRIVATE':
      return { money: ['salesCents', 'paidCents', 'billsCents'], counts: ['orders', 'products'], zones: false };
    case 'GUEST':
    case 'OPERATOR':
      return { money: ['salesCents'], counts: ['orders', 'products'], zones: false };
  }
}

/** The charts' drawing heights in px: the cards hold this place before a chart is drawn (no layout shift). */
export const SALES_CHART_HEIGHT = 260;
export const COUNT_CHART_HEIGHT = 200;

export const isMoney = (key: SumKey) => key.endsWith('Cents');

/** A total with its change against the previous period (null: nothing to compare with). */
export function totalWithChange(d: DashboardData, key: SumKey): { value: number; change: number | null } {
  return { value: d.totals[key], change: changePercent(d.totals[key], d.previous[key]) };
}

/** The step's label for a bucket's first day: 27.11. by day, KW / week from 23.11. by week, 11/2026 by month. */
export function bucketLabel(date: string, step: DashboardStep): string {
  const [year, month, day] = date.split('-');
  switch (step) {
    case 'DAY':
    case 'WEEK':
      return `${day}.${month}.`;
    case 'MONTH':
      return `${month}/${year}`;
  }
}
