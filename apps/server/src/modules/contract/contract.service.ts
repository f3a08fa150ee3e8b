import { accountDisplayName, canWithdrawNotice, contractEnd, type ContractEnd, type Language } from '@bakery/core';
import type { Mail } from '../../platform/mail/mailer';
import type { Platform, RequestContext } from '../../platform/graphql/context';
import { requireBakery, requireOperator } from '../../platform/auth/require';
import { verifyPassword } from '../../platform/auth/password-hash';
import { runAfterAnswer } from '../../platform/background';
import { fail } from '../../platform/errors';
import { dateInZone } from '../../platform/time';
import { findUserById } from '../users/users.queries';
import { userLanguage, type UserRow } from '../users/account';
import { userDetailLoader } from '../users/users.service';
import { contractNoticeMail, contractNoticeRevokedMail, type MailClient } from './contract.mails';
import { contractNoticeBakeryMail } from './contract-bakery.mails';
import {
  clearNotice,
  clearRunningNotice,
  countMailableClients,
  endContract,
  findMailableClients,
  recordNotice,
} from './contract.queries';
import { present } from '../../platform/db/rows';

export interface ContractNotice extends ContractEnd {
  noticeOn: string;
  /** Whether the bakery may still take it back (a month-end notice before its account is blocked). */
  withdrawable: boolean;
}

export interface ContractStatus {
  /** The bakery's account, for what is read on demand (the clients a notice would tell). */
  bakeryId: number;
  /** The day the bakery's account was made (YYYY-MM-DD in its time zone). */
  contractStart: string;
  /** Today in the bakery's time zone: what `withdrawable` and the withdrawal period are judged on. */
  today: string;
  notice: ContractNotice | null;
}

function timeZoneOf(platform: Platform, user: UserRow): string {
  return user.timeZone ?? platform.config.bakeryTimeZone;
}

/** The contract as the bakery (or the operator) sees it. */
export function contractStatusOf(platform: Platform, user: UserRow): ContractStatus {
  const zone = timeZoneOf(platform, user);
  const today = dateInZone(platform.now(), zone);
  const contractStart = dateInZone(user.createdAt, zone);
  if (!user.contractNoticeOn || !user.contractLastDay || !user.contractBlockedFrom)
    return { bakeryId: user.id, contractStart, today, notice: null };
  const end: ContractEnd = {
    rule: user.contractLastDay === user.contractBlockedFrom ? 'WITHDRAWAL' : 'MONTH_END',
    lastDay: user.contractLastDay,
    blockedFrom: user.contractBlockedFrom,
  };
  return {
    bakeryId: user.id,
    contractStart,
    today,
    notice: {
      ...end,
      noticeOn: user.contractNoticeOn,
      withdrawable: !user.contractEndedAt && canWithdrawNotice(end, today),
    },
  };
}

async function loadBakery(ctx: RequestContext, id: number): Promise<UserRow> {
  const user = await findUserById(ctx.platform.db, id);
  return user && user.isBakery ? user : fail('NOT_FOUND');
}

export async function getContract(ctx: RequestContext): Promise<ContractStatus> {
  return contractStatusOf(ctx.platform, await loadBakery(ctx, requireBakery(ctx)));
}

/**
 * The bakery gives notice of its service contract (requirements/platform-and-contract.md#service-contract), confirmed by its password. Within
 * the 14-day withdrawal period the contract ends at once and the account is blocked now;
 * otherwise the contract job blocks it after the month's last day. Its clients are told by mail, then the
 * bakery itself gets its notice: when it takes effect and how many clients were told.
 */
export async function giveContractNotice(ctx: RequestContext, password: string): Promise<ContractStatus> {
  const bakery = await loadBakery(ctx, requireBakery(ctx));
  if (!(await verifyPassword(password, bakery.passwordHash))) fail('PASSWORD_WRONG');
  const { contractStart, today } = contractStatusOf(ctx.platform, bakery);
  const end = contractEnd(contractStart, today);
  const updated = await recordNotice(ctx.platform.db, bakery.id, {
    on: today,
    lastDay: end.lastDay,
    blockedFrom: end.blockedFrom,
  });
  if (!updated) fail('CONTRACT_NOTICE_GIVEN');
  if (end.rule === 'WITHDRAWAL') await endContract(ctx.platform.db, bakery.id);
  const withdrawal = end.rule === 'WITHDRAWAL';
  await tellClients(
    ctx,
    bakery,
    (client, name) => contractNoticeMail(client, name, end.lastDay, withdrawal),
    async (bakeryName, clientsTold) => {
      if (!bakery.email) return;
      const own = { email: bakery.email, name: bakeryName, language: userLanguage(bakery) };
      await ctx.platform.mailer.queue(
        contractNoticeBakeryMail(own, {
          noticeOn: today,
          lastDay: end.lastDay,
          blockedFrom: end.blockedFrom,
          withdrawal,
          clientsTold,
        }),
      );
    },
  );
  return contractStatusOf(ctx.platform, present(await findUserById(ctx.platform.db, bakery.id), 'signed-in bakery'));
}

/** The bakery takes its month-end notice back while the contract still runs; its clients are told. */
export async function withdrawContractNotice(ctx: RequestContext): Promise<ContractStatus> {
  const bakery = await loadBakery(ctx, requireBakery(ctx));
  const status = contractStatusOf(ctx.platform, bakery);
  if (!status.notice) fail('CONTRACT_NOTICE_NOT_WITHDRAWABLE', { reason: 'NONE' });
  if (!status.notice.withdrawable) fail('CONTRACT_NOTICE_NOT_WITHDRAWABLE', { reason: 'ENDED' });
  const withdrawn = await clearRunningNotice(ctx.platform.db, bakery.id, status.today);
  if (!withdrawn) fail('CONTRACT_NOTICE_NOT_WITHDRAWABLE', { reason: 'ENDED' });
  await tellClients(ctx, bakery, contractNoticeRevokedMail);
  return contractStatusOf(ctx.platform, withdrawn);
}

/**
 * The platform operator revokes a bakery's notice (admin tool), also after it took effect: the
 * account is unblocked when the contract's end had blocked it. Its clients are told.
 */
export async function revokeContractNotice(ctx: RequestContext, bakeryId: number): Promise<ContractStatus> {
  requireOperator(ctx);
  const bakery = await loadBakery(ctx, bakeryId);
  if (!bakery.contractNoticeOn) fail('CONTRACT_NOTICE_NOT_WITHDRAWABLE', { reason: 'NONE' });
  const ended = bakery.contractEndedAt !== null;
  const row = present(await clearNotice(ctx.platform.db, bakery.id, ended), 'updated bakery');
  await tellClients(ctx, bakery, contractNoticeRevokedMail);
  return contractStatusOf(ctx.platform, row);
}

/** How many clients a notice would tell by mail now. */
export function countClientsToInform(ctx: RequestContext, status: ContractStatus): Promise<number> {
  return countMailableClients(ctx.platform.db, status.bakeryId);
}

/**
 * Mails every usable host and private customer of the bakery in its language, after the answer has gone out;
 * then `afterwards` learns how many mails were queued.
 */
async function tellClients(
  ctx: RequestContext,
  bakery: UserRow,
  mail: (client: MailClient, bakeryName: string) => Mail,
  afterwards?: (bakeryName: string, told: number) => Promise<void>,
): Promise<void> {
  const detail = await userDetailLoader(ctx).load(bakery.id);
  const bakeryName = accountDisplayName({
    companyName: detail?.companyName,
    fullName: detail?.fullName,
    username: bakery.username,
  });
  const clients = await findMailableClients(ctx.platform.db, bakery.id);
  runAfterAnswer('contract mails', async () => {
    let told = 0;
    for (const c of clients) {
      if (c.email === null) continue; // mailable clients have an address
      const language: Language = userLanguage(c);
      const client = { email: c.email, name: accountDisplayName(c), language };
      // one failed address does not keep the others from being told
      await ctx.platform.mailer.queue(mail(client, bakeryName)).then(
        () => (told += 1),
        (err: unknown) => console.warn('contract mail failed:', err instanceof Error ? err.message : err),
      );
    }
    await afterwards?.(bakeryName, told);
  });
}
