import { fail } from '../../platform/errors';
import { requireOperator } from '../../platform/auth/require';
import type { RequestContext } from '../../platform/graphql/context';
import { findMessage, findPeople, findThread, updateMessage, type MessageRow } from './messages.queries';
import {
  answerSupportConversation,
  PAGE_SIZE,
  readSupportConversation,
  type ConversationView,
  type MessageView,
} from './messages.service';
import { countUnreadSupport, findSupportPage, isSupportAnswerUnopened } from './support-inbox.queries';

/**
 * The platform operator's support inbox on the web (/chat, issue 45 item 9): the conversations
 * addressed to support as the `Conversation` the messages screens draw, seen from support's side.
 * Listing, answering and closing are the operator's alone; the admin tool's support-… commands
 * call the same answer (`answerSupportConversation`), so a requester gets it the same way.
 */
const CLOSED = 2;

/** Who wrote a support request: the account's name, or the name a visitor gave in the contact form. */
async function requesterNames(ctx: RequestContext, rows: MessageRow[]): Promise<Map<number, string>> {
  const ids = [...new Set(rows.map((r) => r.writerId).filter((id): id is number => id !== null))];
  const people = await findPeople(ctx.platform.db, ids);
  const byId = new Map(people.map((p) => [p.id, p.name]));
  return new Map(rows.map((r) => [r.id, r.writerId === null ? (r.contactName ?? '') : (byId.get(r.writerId) ?? '')]));
}

/** Support's side: new while support has not read the news, sent while the writer has not opened support's answer. */
async function supportView(ctx: RequestContext, first: MessageRow, name: string): Promise<ConversationView> {
  return {
    first,
    partners: name === '' ? [] : [name],
    unread: first.supportUnread,
    awaiting: !first.supportUnread && (await isSupportAnswerUnopened(ctx.platform.db, first.id)),
  };
}

/** The first message of a support request; NOT_FOUND for any other message. */
async function supportRequest(ctx: RequestContext, id: number): Promise<MessageRow> {
  requireOperator(ctx);
  const first = await findMessage(ctx.platform.db, id);
  if (!first || first.replyToId !== null || !first.toSupport) fail('NOT_FOUND');
  return first;
}

/** Support requests, those with unread news first, then newest activity, PAGE_SIZE a page (page from 1). */
export async function listSupportInbox(
  ctx: RequestContext,
  page: number,
): Promise<{ items: ConversationView[]; total: number; pageSize: number }> {
  requireOperator(ctx);
  const { rows, total } = await findSupportPage(ctx.platform.db, {
    limit: PAGE_SIZE,
    offset: (Math.max(1, page) - 1) * PAGE_SIZE,
  });
  const names = await requesterNames(ctx, rows);
  const items = await Promise.all(rows.map((first) => supportView(ctx, first, names.get(first.id) ?? '')));
  return { items, total, pageSize: PAGE_SIZE };
}

/** One support request with its messages, oldest first (support's own answers are not "mine": nobody edits them). */
export async function getSupportRequest(ctx: RequestContext, id: number): Promise<ConversationView> {
  const first = await supportRequest(ctx, id);
  const thread = await findThread(ctx.platform.db, first.id);
  const writers = await findPeople(ctx.platform.db, [
    ...new Set(thread.map((m) => m.writerId).filter((w): w is number => w !== null)),
  ]);
  const names = new Map(writers.map((p) => [p.id, p.name]));
  const messages: MessageView[] = thread.map((m) => ({
    ...m,
    writerName: m.bySupport ? null : m.writerId === null ? m.contactName : (names.get(m.writerId) ?? null),
    mine: false,
  }));
  const requester = (await requesterNames(ctx, [first])).get(first.id) ?? '';
  return { ...(await supportView(ctx, first, requester)), messages };
}

/** Opening a request in the inbox: support has read it (its writer sees "read"). */
export async function readSupportRequest(ctx: RequestContext, id: number): Promise<ConversationView> {
  await readSupportConversation(ctx, id);
  return getSupportRequest(ctx, id);
}

/** Support's answer, as the admin tool gives it: into a client's conversation, or by mail to a visitor. */
export async function answerSupportRequest(ctx: RequestContext, id: number, message: string): Promise<MessageView> {
  const reply = await answerSupportConversation(ctx, id, message);
  return { ...reply, writerName: null, mine: false };
}

/** Closes a support request for both sides: it takes no more answers or replies. */
export async function closeSupportRequest(ctx: RequestContext, id: number): Promise<ConversationView> {
  const first = await supportRequest(ctx, id);
  await updateMessage(ctx.platform.db, first.id, {
    state: CLOSED,
    supportUnread: false,
    updatedAt: ctx.platform.now(),
  });
  return getSupportRequest(ctx, id);
}

/** The menu's count for the operator: support requests with unread news. */
export async function supportUnreadCount(ctx: RequestContext): Promise<number> {
  requireOperator(ctx);
  return countUnreadSupport(ctx.platform.db);
}
