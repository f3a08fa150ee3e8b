import {
  accountDisplayName,
  DASHBOARD_PAGE,
  dashboardPeriodProblems,
  guestLabel,
  NEWS_FEED_BLOCK,
  dateInTimeZone,
  newsDayLabel,
  newsDayOf,
  previousPeriod,
  type DashboardStep,
  type Language,
} from '@bakery/core';
import { fail } from '../../platform/errors';
import { requireViewer } from '../../platform/auth/require';
import type { RequestContext } from '../../platform/graphql/context';
import { findDashboard, type DashboardRaw, type DashboardScope, type DashboardSums } from './dashboard.queries';

export type { DashboardSums };

/** A news-feed entry's time, its date in the bakery's time zone, and its day label in the viewer's language. */
interface Stamped {
  createdAt: Date;
  createdOn: string;
  day: string;
}

export interface Dashboard {
  step: DashboardStep;
  from: string;
  to: string;
  previousFrom: string;
  previousTo: string;
  today: string;
  timeZone: string;
  series: DashboardRaw['series'];
  totals: DashboardSums;
  previous: DashboardSums;
  topProducts: DashboardRaw['topProducts'];
  zones: DashboardRaw['zones'];
  news: {
    users: ({ id: number; name: string } & Stamped)[];
    bills: ({ id: number; billNumber: string; amountCents: number; clientName: string } & Stamped)[];
    products: ({ id: number; name: string } & Stamped)[];
    orders: ({ id: number; number: number; totalCents: number; deliveryDate: string; clientName: string } & Stamped)[];
  };
}

/**
 * The viewer's dashboard for `from`..`to` by `step` (every role its own numbers; the operator and
 * accounts without a bakery are refused): one SQL statement (the bakery's time zone included), see findDashboard.
 */
export async function getDashboard(
  ctx: RequestContext,
  args: { step: DashboardStep; from: string; to: string },
): Promise<Dashboard> {
  const viewer = requireViewer(ctx);
  if (viewer.operator) fail('FORBIDDEN');
  const bakeryId = viewer.kind === 'BAKERY' ? viewer.id : viewer.bakeryId;
  if (bakeryId === null) fail('FORBIDDEN');
  const bad = dashboardPeriodProblems(args.from, args.to);
  if (bad.length > 0) fail('BAD_INPUT', { fields: bad });
  const now = ctx.platform.now();
  const previous = previousPeriod(args.from, args.to);
  const scope: DashboardScope = { kind: viewer.kind, viewerId: viewer.id, bakeryId };
  const raw = await findDashboard(ctx.platform.db, scope, {
    step: args.step,
    from: args.from,
    to: args.to,
    previousFrom: previous.from,
    now,
    defaultTimeZone: ctx.platform.config.bakeryTimeZone,
    language: viewer.language,
    newsLimit: NEWS_FEED_BLOCK,
    topLimit: DASHBOARD_PAGE,
  });
  const { timeZone, today } = raw;
  const language: Language = viewer.language;
  const stamp = (createdAt: string): Stamped => {
    const at = new Date(createdAt);
    const createdOn = dateInTimeZone(at, timeZone);
    return { createdAt: at, createdOn, day: newsDayLabel(newsDayOf(createdOn, today), language) };
  };
  return {
    step: args.step,
    from: args.from,
    to: args.to,
    previousFrom: previous.from,
    previousTo: previous.to,
    today,
    timeZone,
    series: raw.series,
    totals: raw.current,
    previous: raw.previous,
    topProducts: raw.topProducts,
    zones: raw.zones,
    news: {
      users: raw.news.users.map((u) => ({
        id: u.id,
        name: u.isGuest ? guestLabel(u.username) : accountDisplayName(u),
        ...stamp(u.createdAt),
      })),
      bills: raw.news.bills.map((b) => ({ ...b, ...stamp(b.createdAt) })),
      products: raw.news.products.map((p) => ({ ...p, ...stamp(p.createdAt) })),
      orders: raw.news.orders.map(({ clientIsGuest, ...o }) => ({
        ...o,
        clientName: clientIsGuest ? guestLabel(o.clientName) : o.clientName,
        ...stamp(o.createdAt),
      })),
    },
  };
}
