import type { RequestContext } from '../../platform/graphql/context';
import { userLoader } from '../users/users.service';

/** True for a time-zone name the platform's Intl data knows (IANA names such as Europe/Rome). */
export function isTimeZone(value: string): boolean {
  if (!/^[A-Za-z_]+(?:\/[A-Za-z0-9_+-]+)*$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** The bakery's own time zone (users.time_zone), else the platform default (BAKERY_TIME_ZONE). */
export async function bakeryTimeZone(ctx: RequestContext, bakeryId: number): Promise<string> {
  const bakery = await userLoader(ctx).load(bakeryId);
  return bakery?.timeZone ?? ctx.platform.config.bakeryTimeZone;
}
