import {
  guestLabel,
  monthRange,
  serviceFeeDates,
  serviceFeeTotals,
  SERVICE_FEE_CENTS,
  type ServiceFeeTotals,
} from '@bakery/core';
import type { userDetails } from '../../db/schema/index';
import { fail } from '../../platform/errors';
import { requireBakery } from '../../platform/auth/require';
import type { RequestContext } from '../../platform/graphql/context';
import { accountKind, type UserRow } from '../users/account';
import { accountName } from '../bills/bill-snapshot';
import { findOrderingAccounts } from './service-fee.queries';

export interface ServiceFeeAccount {
  id: number;
  name: string;
  kind: ReturnType<typeof accountKind>;
  orderCount: number;
}

export interface ServiceFeeStatement extends ServiceFeeTotals {
  bakeryId: number;
  month: string;
  number: string;
  date: string;
  dueDate: string;
  feeCents: number;
  vatRate: string;
  list: ServiceFeeAccount[];
}

/**
 * The platform's monthly statement to the signed-in bakery (requirements/platform-and-contract.md#service-fee): every account with at least
 * one accepted order delivered in the month, × 3.00 EUR, plus the platform's VAT. A month that is
 * not over yet gives the statement so far. Bad month → BAD_INPUT.
 */
export async function serviceFeeStatement(ctx: RequestContext, month: string): Promise<ServiceFeeStatement> {
  const bakeryId = requireBakery(ctx);
  const range = monthRange(month) ?? fail('BAD_INPUT', { fields: ['month'] });
  const rows = await findOrderingAccounts(ctx.platform.db, bakeryId, range);
  const name = (u: UserRow, d: typeof userDetails.$inferSelect | null) =>
    accountKind(u) === 'GUEST' ? guestLabel(u.username) : accountName(u, d);
  const list = rows.map((r) => ({
    id: r.user.id,
    name: name(r.user, r.details),
    kind: accountKind(r.user),
    orderCount: Number(r.orderCount),
  }));
  const { vatRate } = ctx.platform.config.platformSeller;
  return {
    bakeryId,
    month,
    number: `SF-${month}-${bakeryId}`,
    ...serviceFeeDates(month),
    feeCents: SERVICE_FEE_CENTS,
    vatRate,
    list,
    ...serviceFeeTotals(list.length, vatRate),
  };
}
