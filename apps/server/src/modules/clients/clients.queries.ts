import { and, asc, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import { deliveryZones, discounts, priceLists, userDetails, users } from '../../db/schema/index';
import type { Db, Tx } from '../../platform/db/database';
import { displayNameSql } from '../users/display-name.queries';

export type ClientKindFilter = 'HOST' | 'PRIVATE' | 'GUEST' | 'ALL';

export interface ClientListFilter {
  /** The bakery's customers (hosts, private customers) or the host's guests. */
  owner: { bakeryId: number } | { hostId: number };
  kind: ClientKindFilter;
  search: string;
  includeBlocked: boolean;
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function whereOf(filter: ClientListFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if ('hostId' in filter.owner) {
    if (filter.kind === 'HOST' || filter.kind === 'PRIVATE') return sql`false`;
    parts.push(eq(users.hostId, filter.owner.hostId));
  } else {
    if (filter.kind === 'GUEST') return sql`false`;
    parts.push(eq(users.bakeryId, filter.owner.bakeryId), isNull(users.hostId), eq(users.isBakery, false));
    if (filter.kind === 'HOST') parts.push(eq(users.isHost, true));
    if (filter.kind === 'PRIVATE') parts.push(eq(users.isHost, false));
  }
  // private customers waiting for acceptance are blocked, yet always listed so they can be accepted
  if (!filter.includeBlocked) parts.push(or(eq(users.blocked, false), eq(users.awaitingAcceptance, true)));
  const search = filter.search.trim().toLowerCase();
  if (search) {
    const pattern = `%${escapeLike(search)}%`;
    parts.push(
      or(
        sql`lower(${users.username}) like ${pattern}`,
        sql`lower(coalesce(${users.email}, '')) like ${pattern}`,
        sql`lower(coalesce(${userDetails.companyName}, '')) like ${pattern}`,
        sql`lower(coalesce(${userDetails.fullName}, '')) like ${pattern}`,
      ),
    );
  }
  return and(...parts);
}

/** One page of clients: waiting private customers first, then by display name; with the total. */
export async function findClientPage(db: Db, filter: ClientListFilter, page: number, pageSize: number) {
  const where = whereOf(filter);
  const name = sql`lower(${displayNameSql(userDetails, users)})`;
  const [rows, [count]] = await Promise.all([
    db
      .select({ user: users })
      .from(users)
      .leftJoin(userDetails, eq(userDetails.userId, users.id))
      .where(where)
      .orderBy(desc(users.awaitingAcceptance), asc(name), asc(users.id))
      .limit(pageSize)
      .offset(page * pageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .leftJoin(userDetails, eq(userDetails.userId, users.id))
      .where(where),
  ]);
  return { items: rows.map((r) => r.user), total: count?.n ?? 0 };
}

/** Self-registered private customers of a bakery that wait for acceptance. */
export async function countAwaitingPrivates(db: Db, bakeryId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(
      and(
        eq(users.bakeryId, bakeryId),
        isNull(users.hostId),
        eq(users.isHost, false),
        eq(users.isBakery, false),
        eq(users.awaitingAcceptance, true),
      ),
    );
  return row?.n ?? 0;
}

/** Case-insensitive count of accounts with this username or e-mail, other than `exceptId`. */
export async function countOthersWith(
  db: Db,
  column: 'username' | 'email',
  value: string,
  exceptId: number | null,
): Promise<number> {
  const col = column === 'username' ? users.username : users.email;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(
      and(sql`lower(${col}) = ${value.toLowerCase()}`, exceptId === null ? undefined : sql`${users.id} <> ${exceptId}`),
    );
  return row?.n ?? 0;
}

/**
 * The host's guests whose username is `label` plus the generated suffix (guests with the same
 * label are told apart by their password), oldest first.
 */
export function findGuestsByLabel(db: Db, hostId: number, label: string, suffixLength: number, limit: number) {
  return db
    .select()
    .from(users)
    .where(
      and(
        eq(users.hostId, hostId),
        eq(users.isHost, false),
        eq(users.isBakery, false),
        sql`length(${users.username}) = ${label.length + suffixLength}`,
        sql`left(${users.username}, ${label.length}) = ${label}`,
      ),
    )
    .orderBy(users.id)
    .limit(limit);
}

/** Whether the bakery has a price list, delivery zone or discount with this id. */
export async function bakeryOwns(
  tx: Tx,
  bakeryId: number,
  table: 'priceList' | 'deliveryZone' | 'discount',
  id: number,
): Promise<boolean> {
  const t = { priceList: priceLists, deliveryZone: deliveryZones, discount: discounts }[table];
  const [row] = await tx
    .select({ id: t.id })
    .from(t)
    .where(and(eq(t.id, id), eq(t.bakeryId, bakeryId)));
  return row !== undefined;
}

export async function findCompanyName(db: Db, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ companyName: userDetails.companyName })
    .from(userDetails)
    .where(eq(userDetails.userId, userId));
  return row?.companyName ?? null;
}
