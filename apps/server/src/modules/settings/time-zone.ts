import type { RequestContext } from '../../platform/graphql/context';
import { dateInZone } from '../../platform/time';
import { userLoader } from '../users/users.service';

/** True for a time-zone name the platform's Intl data knows (core). */
export { isTimeZone } from '@bakery/core';

/** The bakery's own time zone (users.time_zone), else the platform default (BAKERY_TIME_ZONE). */
export async function bakeryTimeZone(ctx: RequestContext, bakeryId: number): Promise<string> {
  const bakery = await userLoader(ctx).load(bakeryId);
  return bakery?.timeZone ?? ctx.platform.config.bakeryTimeZone;
}

/** The bakery's date now (YYYY-MM-DD in its time zone). */
export async function bakeryToday(ctx: RequestContext, bakeryId: number): Promise<string> {
  return dateInZone(ctx.platform.now(), await bakeryTimeZone(ctx, bakeryId));
}

/** The time zone an account's screens show: its bakery's (a bakery's own), else the platform default (the operator). */
export async function accountTimeZone(
  ctx: RequestContext,
  user: { id: number; isBakery: boolean; bakeryId: number | null },
): Promise<string> {
  const bakeryId = user.isBakery ? user.id : user.bakeryId;
  return bakeryId === null ? ctx.platform.config.bakeryTimeZone : bakeryTimeZone(ctx, bakeryId);
}
