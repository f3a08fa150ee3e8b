import { BakerySettingsInputSchema, readMoneyAmount } from '@bakery/core';
import type { users } from '../../db/schema/index';
import { fail } from '../../platform/errors';
import { requireBakery, requireViewer } from '../../platform/auth/require';
import type { RequestContext } from '../../platform/graphql/context';
import type { UserRow } from '../users/account';
import { userDetailLoader, userLoader } from '../users/users.service';
import { validateDetails, type DetailInput } from './details';
import {
  findBakeryWithDeadline,
  findDetails,
  saveDetails,
  setAcceptsGuestOrders,
  updateAccountSettings,
  upsertDeadline,
} from './settings.queries';

/** The bakery-wide settings plus the default deadline time and the time zone (requirements/settings.md#bakery-settings). */
export interface BakerySettings {
  createBills: boolean;
  ignoreDeadline: boolean;
  deliversSaturday: boolean;
  deliversSunday: boolean;
  takeaway: boolean;
  /** EUR, 2 decimals. */
  deliveryCost: string;
  /** EUR from which delivery is free; "0.00" = always charged. */
  deliveryCostMin: string;
  /** HH:MM in the bakery's time zone, or null for the platform default. */
  deadline: string | null;
  /** IANA name; the platform default when the bakery set none. */
  timeZone: string;
}

export type BakerySettingsInput = Partial<{
  createBills: boolean | null;
  ignoreDeadline: boolean | null;
  deliversSaturday: boolean | null;
  deliversSunday: boolean | null;
  takeaway: boolean | null;
  deliveryCost: string | null;
  deliveryCostMin: string | null;
  deadline: string | null;
  timeZone: string | null;
}>;

const FLAGS = ['createBills', 'ignoreDeadline', 'deliversSaturday', 'deliversSunday', 'takeaway'] as const;

/** A non-negative euro amount with at most 2 decimals ("2,5" → "2.50"), or null when it is not one (core). */
export const parseMoney = readMoneyAmount;

async function loadSettings(ctx: RequestContext, bakeryId: number): Promise<BakerySettings> {
  const { user, deadline } = await findBakeryWithDeadline(ctx.platform.db, bakeryId);
  if (!user) fail('NOT_FOUND');
  return {
    createBills: user.createBills,
    ignoreDeadline: user.ignoreDeadline,
    deliversSaturday: user.deliversSaturday,
    deliversSunday: user.deliversSunday,
    takeaway: user.takeaway,
    deliveryCost: parseMoney(user.deliveryCost) ?? '0.00',
    deliveryCostMin: parseMoney(user.deliveryCostMin) ?? '0.00',
    deadline: deadline ? deadline.slice(0, 5) : null,
    timeZone: user.timeZone ?? ctx.platform.config.bakeryTimeZone,
  };
}

export async function getBakerySettings(ctx: RequestContext): Promise<BakerySettings> {
  return loadSettings(ctx, requireBakery(ctx));
}

/** Changes the given settings only; every value is checked first, so bad input changes nothing. */
export async function updateBakerySettings(ctx: RequestContext, input: BakerySettingsInput): Promise<BakerySettings> {
  const bakeryId = requireBakery(ctx);
  // the core schema the web's settings form reads its values with
  const result = BakerySettingsInputSchema.safeParse(input);
  if (!result.success) fail('BAD_INPUT', { fields: result.error.issues.map((issue) => issue.path.join('.')) });
  const { deliveryCost, deliveryCostMin, timeZone, deadline } = result.data;
  const userSet: Partial<typeof users.$inferInsert> = {};
  for (const flag of FLAGS) {
    const value = result.data[flag];
    if (value != null) userSet[flag] = value;
  }
  if (deliveryCost !== undefined) userSet.deliveryCost = deliveryCost;
  if (deliveryCostMin !== undefined) userSet.deliveryCostMin = deliveryCostMin;
  if (timeZone !== undefined) userSet.timeZone = timeZone;

  await ctx.platform.db.transaction(async (tx) => {
    if (Object.keys(userSet).length > 0) await updateAccountSettings(tx, bakeryId, userSet);
    if (deadline !== undefined) await upsertDeadline(tx, bakeryId, deadline === null ? null : deadline.slice(0, 5));
  });
  userLoader(ctx).clear(bakeryId);
  return loadSettings(ctx, bakeryId);
}

/**
 * Base and billing data of the signed-in account (bakery, host, private customer; guests have
 * none). The first-login data (name, street, postal code, city) is required, so saving the form
 * ends the data completion (`User.needsDataCompletion`).
 */
export async function updateMyDetails(ctx: RequestContext, input: DetailInput): Promise<UserRow> {
  const viewer = requireViewer(ctx);
  if (viewer.kind === 'GUEST') fail('FORBIDDEN');
  const stored = await findDetails(ctx.platform.db, viewer.id);
  const values = validateDetails(stored ?? null, input);
  const row = await saveDetails(ctx.platform.db, viewer.id, values);
  userDetailLoader(ctx).clear(viewer.id).prime(viewer.id, row);
  return (await userLoader(ctx).clear(viewer.id).load(viewer.id)) ?? fail('NOT_FOUND');
}

/** A private customer's profile: whether it accepts orders of guests (/profile, requirements/settings.md#base-data-and-password). */
export async function updateMyProfile(ctx: RequestContext, acceptsGuestOrders: boolean): Promise<UserRow> {
  const viewer = requireViewer(ctx);
  if (viewer.kind !== 'PRIVATE') fail('FORBIDDEN');
  const row = await setAcceptsGuestOrders(ctx.platform.db, viewer.id, acceptsGuestOrders);
  userLoader(ctx).clear(viewer.id);
  return row ?? fail('NOT_FOUND');
}
