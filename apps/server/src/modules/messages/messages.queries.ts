import { and, asc, desc, eq, getTableName, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { messageRecipients, messages, userDetails, users } from '../../db/schema/index';
import type { Db } from '../../platform/db/database';
import { displayNameSql } from '../users/display-name.queries';
import { OPERATOR_ROLE_ID } from '../users/account';

export type MessageRow = typeof messages.$inferSelect;
export type NewMessage = typeof messages.$inferInsert;

/** An account as a message names it: company, else full name, else username. */
export interface Person {
  id: number;
  username: string;
  email: string | null;
  language: string;
  name: string;
  isBakery: boolean;
  bakeryId: number | null;
  hostId: number | null;
}

const personColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  language: users.language,
  name: displayNameSql(userDetails, users),
  isBakery: users.isBakery,
  bakeryId: users.bakeryId,
  hostId: users.hostId,
};

export async function findPeople(db: Db, ids: number[]): Promise<Person[]> {
  if (ids.length === 0) return [];
  return db
    .select(personColumns)
    .from(users)
    .leftJoin(userDetails, eq(userDetails.userId, users.id))
    .where(inArray(users.id, ids));
}

/** A bakery's clients a message may go to: its hosts and private customers (guests write to their host's bakery). */
export async function findClients(db: Db, bakeryId: number, onlyId?: number): Promise<Person[]> {
  return db
    .select(personColumns)
    .from(users)
    .leftJoin(userDetails, eq(userDetails.userId, users.id))
    .where(
      and(
        eq(users.bakeryId, bakeryId),
        eq(users.isBakery, false),
        isNull(users.hostId),
        eq(users.blocked, false),
        onlyId === undefined ? undefined : eq(users.id, onlyId),
      ),
    )
    .orderBy(asc(sql`lower(${personColumns.name})`));
}

/** Platform operator accounts with an address: they hear of messages to support. */
export async function findOperators(db: Db): Promise<Person[]> {
  return db
    .select(personColumns)
    .from(users)
    .leftJoin(userDetails, eq(userDetails.userId, users.id))
    .where(and(eq(users.roleId, OPERATOR_ROLE_ID), eq(users.blocked, false)));
}

export async function findMessage(db: Db, id: number): Promise<MessageRow | undefined> {
  const [row] = await db.select().from(messages).where(eq(messages.id, id));
  return row;
}

/** The first message and its replies, oldest first. */
export async function findThread(db: Db, firstId: number): Promise<MessageRow[]> {
  return db
    .select()
    .from(messages)
    .where(or(eq(messages.id, firstId), eq(messages.replyToId, firstId)))
    .orderBy(asc(messages.createdAt), asc(messages.id));
}

/** Accounts a message went to. */
export async function findRecipientIds(db: Db, messageId: number): Promise<number[]> {
  const rows = await db
    .select({ userId: messageRecipients.userId })
    .from(messageRecipients)
    .where(eq(messageRecipients.messageId, messageId));
  return rows.map((r) => r.userId);
}

/** Conversations the account takes part in (wrote the first message or received it), newest activity first. */
const takesPart = (userId: number) =>
  and(
    isNull(messages.replyToId),
    or(
      eq(messages.writerId, userId),
      sql`exists (select 1 from ${messageRecipients} r where r.message_id = ${messages.id} and r.user_id = ${userId})`,
    ),
  );

/**
 * The listed message's id, table-qualified by hand: in a single-table select Drizzle writes a column
 * inside a selected `sql` unqualified ("id"), which inside the subquery would name m2's own id.
 */
const listedId = sql`${sql.identifier(getTableName(messages))}.${sql.identifier('id')}`;

const unreadFor = (userId: number) =>
  sql<boolean>`exists (select 1 from ${messageRecipients} r join ${messages} m2 on m2.id = r.message_id
    where r.user_id = ${userId} and r.read_at is null and (m2.id = ${listedId} or m2.reply_to_id = ${listedId}))`;

/**
 * The listed conversation waits for the others: a message of the account in it that a recipient has
 * not opened, or (addressed to support) news that support has not opened.
 */
const awaitingFor = (userId: number) =>
  sql<boolean>`(exists (select 1 from ${messageRecipients} r join ${messages} m2 on m2.id = r.message_id
    where m2.writer_id = ${userId} and not m2.by_support and r.read_at is null
      and (m2.id = ${listedId} or m2.reply_to_id = ${listedId}))
    or (${messages.toSupport} and ${messages.supportUnread}))`;

export async function findConversationsOf(
  db: Db,
  userId: number,
  bakeryId: number | null,
  page: { limit: number; offset: number },
): Promise<{ rows: (MessageRow & { unread: boolean; awaiting: boolean })[]; total: number }> {
  const where = and(takesPart(userId), bakeryId === null ? isNull(messages.bakeryId) : eq(messages.bakeryId, bakeryId));
  const [rows, [count]] = await Promise.all([
    db
      .select({ message: messages, unread: unreadFor(userId), awaiting: awaitingFor(userId) })
      .from(messages)
      .where(where)
      .orderBy(desc(messages.updatedAt), desc(messages.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(messages)
      .where(where),
  ]);
  return {
    rows: rows.map((r) => ({ ...r.message, unread: r.unread, awaiting: r.awaiting })),
    total: count?.n ?? 0,
  };
}

/** Conversations with a message to the account it has not opened yet. */
export async function countUnreadConversations(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(distinct coalesce(${messages.replyToId}, ${messages.id}))::int` })
    .from(messageRecipients)
    .innerJoin(messages, eq(messages.id, messageRecipients.messageId))
    .where(and(eq(messageRecipients.userId, userId), isNull(messageRecipients.readAt)));
  return row?.n ?? 0;
}

/** Whether the thread (the first message and its replies) has a recipient who has not opened a message, of those `which` picks. */
async function unopenedInThread(db: Db, firstId: number, which: SQL | undefined): Promise<boolean> {
  const [row] = await db
    .select({ id: messageRecipients.messageId })
    .from(messageRecipients)
    .innerJoin(messages, eq(messages.id, messageRecipients.messageId))
    .where(and(which, isNull(messageRecipients.readAt), or(eq(messages.id, firstId), eq(messages.replyToId, firstId))))
    .limit(1);
  return row !== undefined;
}

/** Whether the conversation holds a message to the account it has not opened. */
export function hasUnreadFor(db: Db, firstId: number, userId: number): Promise<boolean> {
  return unopenedInThread(db, firstId, eq(messageRecipients.userId, userId));
}

/** Whether the conversation waits for the others (`awaitingFor`). */
export async function isAwaitingOthers(db: Db, first: MessageRow, userId: number): Promise<boolean> {
  if (first.toSupport && first.supportUnread) return true;
  return unopenedInThread(db, first.id, and(eq(messages.writerId, userId), eq(messages.bySupport, false)));
}

export async function markThreadRead(db: Db, firstId: number, userId: number, at: Date): Promise<number> {
  const rows = await db
    .update(messageRecipients)
    .set({ readAt: at })
    .where(
      and(
        eq(messageRecipients.userId, userId),
        isNull(messageRecipients.readAt),
        sql`${messageRecipients.messageId} in (select id from ${messages} where id = ${firstId} or reply_to_id = ${firstId})`,
      ),
    )
    .returning({ id: messageRecipients.messageId });
  return rows.length;
}

export async function insertMessage(db: Db, row: NewMessage, recipientIds: number[]): Promise<MessageRow> {
  return db.transaction(async (tx) => {
    const [message] = await tx.insert(messages).values(row).returning();
    if (!message) throw new Error('message insert returned nothing');
    if (recipientIds.length > 0)
      await tx.insert(messageRecipients).values(recipientIds.map((userId) => ({ messageId: message.id, userId })));
    return message;
  });
}

export async function updateMessage(
  db: Db,
  id: number,
  set: Partial<Pick<MessageRow, 'title' | 'message' | 'state' | 'editedAt' | 'updatedAt' | 'supportUnread'>>,
): Promise<MessageRow | undefined> {
  const [row] = await db.update(messages).set(set).where(eq(messages.id, id)).returning();
  return row;
}

export async function deleteMessage(db: Db, id: number): Promise<void> {
  await db.delete(messages).where(eq(messages.id, id));
}

/** Whether anyone but the writer answered the conversation. */
export async function hasRepliesOfOthers(db: Db, firstId: number, writerId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: messages.id })
    .from(messages)
    .where(
      and(
        eq(messages.replyToId, firstId),
        or(isNull(messages.writerId), ne(messages.writerId, writerId), eq(messages.bySupport, true)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Conversations addressed to the platform's support, newest activity first (those support has not read first). */
export async function findSupportConversations(db: Db, limit: number): Promise<MessageRow[]> {
  return db
    .select()
    .from(messages)
    .where(and(isNull(messages.replyToId), eq(messages.toSupport, true)))
    .orderBy(desc(messages.supportUnread), desc(messages.updatedAt), desc(messages.id))
    .limit(limit);
}
