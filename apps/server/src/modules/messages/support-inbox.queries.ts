import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { messageRecipients, messages } from '../../db/schema/index';
import type { Db } from '../../platform/db/database';
import type { MessageRow } from './messages.queries';

const isSupportRequest = and(isNull(messages.replyToId), eq(messages.toSupport, true));

/** A page of the conversations addressed to the platform's support: those support has not read first, then newest activity. */
export async function findSupportPage(
  db: Db,
  page: { limit: number; offset: number },
): Promise<{ rows: MessageRow[]; total: number }> {
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(messages)
      .where(isSupportRequest)
      .orderBy(desc(messages.supportUnread), desc(messages.updatedAt), desc(messages.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(messages)
      .where(isSupportRequest),
  ]);
  return { rows, total: count?.n ?? 0 };
}

/** Support requests with news support has not read. */
export async function countUnreadSupport(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(messages)
    .where(and(isSupportRequest, eq(messages.supportUnread, true)));
  return row?.n ?? 0;
}

/** Whether an answer of support in the conversation has a recipient who has not opened it yet. */
export async function isSupportAnswerUnopened(db: Db, firstId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: messageRecipients.messageId })
    .from(messageRecipients)
    .innerJoin(messages, eq(messages.id, messageRecipients.messageId))
    .where(and(eq(messages.replyToId, firstId), eq(messages.bySupport, true), isNull(messageRecipients.readAt)))
    .limit(1);
  return row !== undefined;
}
