import { HOLIDAY_PAGE_SIZE, HolidayInputSchema, isIsoDate } from '@bakery/core';
import { fail } from '../../platform/errors';
import { requireBakery, requireViewer } from '../../platform/auth/require';
import type { RequestContext } from '../../platform/graphql/context';
import { bakeryToday } from '../settings/time-zone';
import {
  deleteHolidayRow,
  findHoliday,
  findHolidayPage,
  findHolidaysEndingFrom,
  insertHoliday,
  updateHolidayRow,
  type HolidayRow,
} from './holidays.queries';

export type { HolidayRow };

export interface HolidayInput {
  name: string;
  from: string;
  to: string;
}

export interface HolidayPage {
  items: HolidayRow[];
  total: number;
  page: number;
  pageSize: number;
}

/** Most holidays one read of upcoming holidays returns (§9 "1000 for most lists"). */
export const UPCOMING_HOLIDAYS_LIMIT = 1000;

/** Checks a holiday with the core schema the web's holiday form uses too: the name first, then the range. */
function cleanInput(input: HolidayInput): HolidayInput {
  const result = HolidayInputSchema.safeParse(input);
  if (!result.success) {
    if (result.error.issues.some((issue) => issue.path[0] === 'name')) fail('BAD_INPUT', { fields: ['name'] });
    fail('INVALID_DATE', { fields: ['from', 'to'] });
  }
  return result.data;
}

async function ownHoliday(ctx: RequestContext, id: number): Promise<HolidayRow> {
  const bakeryId = requireBakery(ctx);
  const row = await findHoliday(ctx.platform.db, id);
  if (!row || row.bakeryId !== bakeryId) fail('NOT_FOUND');
  return row;
}

/** The bakery's holidays, 5 per page (requirements/platform-and-contract.md#page-sizes-and-limits), newest `from` first. */
export async function listHolidays(ctx: RequestContext, page: number): Promise<HolidayPage> {
  const bakeryId = requireBakery(ctx);
  if (!Number.isInteger(page) || page < 0) fail('BAD_INPUT', { fields: ['page'] });
  const { items, total } = await findHolidayPage(
    ctx.platform.db,
    bakeryId,
    HOLIDAY_PAGE_SIZE,
    page * HOLIDAY_PAGE_SIZE,
  );
  return { items, total, page, pageSize: HOLIDAY_PAGE_SIZE };
}

export async function createHoliday(ctx: RequestContext, input: HolidayInput): Promise<HolidayRow> {
  const bakeryId = requireBakery(ctx);
  const clean = cleanInput(input);
  return insertHoliday(ctx.platform.db, bakeryId, clean);
}

export async function updateHoliday(ctx: RequestContext, id: number, input: HolidayInput): Promise<HolidayRow> {
  await ownHoliday(ctx, id);
  const clean = cleanInput(input);
  const row = await updateHolidayRow(ctx.platform.db, id, clean);
  if (!row) fail('NOT_FOUND');
  return row;
}

export async function deleteHoliday(ctx: RequestContext, id: number): Promise<void> {
  await ownHoliday(ctx, id);
  await deleteHolidayRow(ctx.platform.db, id);
}

/**
 * Holidays of the viewer's bakery that end on or after `from` (default: the bakery's today),
 * earliest first: what date pickers of any account (bakery, host, private customer, guest) grey out.
 */
export async function holidaysOfMyBakery(ctx: RequestContext, from: string | null): Promise<HolidayRow[]> {
  const viewer = requireViewer(ctx);
  if (from !== null && !isIsoDate(from)) fail('INVALID_DATE', { fields: ['from'] });
  if (viewer.bakeryId === null) return [];
  const since = from ?? (await bakeryToday(ctx, viewer.bakeryId));
  return findHolidaysEndingFrom(ctx.platform.db, viewer.bakeryId, since, UPCOMING_HOLIDAYS_LIMIT);
}
