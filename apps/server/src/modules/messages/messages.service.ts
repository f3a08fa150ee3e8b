import { isLanguage, type Language } from '@bakery/core';
import { fail } from '../../platform/errors';
import { requireOperator, requireViewer } from '../../platform/auth/require';
import type { RequestContext, Viewer } from '../../platform/graphql/context';
import { runAfterAnswer } from '../../platform/background';
import { assertCaptcha } from '../auth/captcha.service';
import { assertEmailValid } from '../auth/credentials';
import { maySendSupportNotice, spendContactBudget } from './contact-budget';
import { messageNoticeMail, supportAnswerMail, supportNoticeMail } from './messages.mails';
import {
  countUnreadConversations,
  deleteMessage as deleteMessageRow,
  findClients,
  findConversationsOf,
  findMessage,
  findOperators,
  findPeople,
  findRecipientIds,
  findSupportConversations,
  findThread,
  hasRepliesOfOthers,
  hasUnreadFor,
  isAwaitingOthers,
  insertMessage,
  markThreadRead,
  updateMessage,
  type MessageRow,
  type Person,
} from './messages.queries';

export type { MessageRow };

/**
 * requirements/platform-and-contract.md#messages: stored 0 new, 1 read, 2 closed — one field for the
 * whole conversation; each side is shown its own state (shownState).
 */
export const MESSAGE_STATES = ['NEW', 'SENT', 'READ', 'CLOSED'] as const;
export type MessageState = (typeof MESSAGE_STATES)[number];
const NEW = 0;
const READ = 1;
const CLOSED = 2;

export const PAGE_SIZE = 10;
const MAX_TITLE = 200;
const MAX_TEXT = 5000;

export type RecipientKind = 'BAKERY' | 'SUPPORT' | 'CLIENT' | 'ALL_CLIENTS';

export interface RecipientChoice {
  kind: RecipientKind;
  userId: number | null;
  /** The bakery's or client's name; null for support and for all clients (the client translates). */
  name: string | null;
}

export interface MessageView extends MessageRow {
  /** The writer's name; null for platform support; the visitor's name for a contact form. */
  writerName: string | null;
  mine: boolean;
}

export interface ConversationView {
  first: MessageRow;
  /** Who the viewer talks with: the other participants' names; empty when it is platform support alone. */
  partners: string[];
  unread: boolean;
  /** Holds a message of the viewer the others have not opened yet (`isAwaitingOthers`). */
  awaiting: boolean;
  messages?: MessageView[];
}

/**
 * The state one side sees: closed is the conversation's, shared; otherwise new while it holds
 * something that side has not opened, sent while the others have not opened the side's own latest
 * news, read when both sides have — so a message is new for the others and sent for its writer, never
 * "read" before anyone read it (the stored new/read is one field for both sides and cannot tell them apart).
 */
export function shownState(stored: number, unreadForViewer: boolean, awaitingOthers = false): MessageState {
  if (stored === CLOSED) return 'CLOSED';
  if (unreadForViewer) return 'NEW';
  return awaitingOthers ? 'SENT' : 'READ';
}

function languageOf(person: Pick<Person, 'language'>): Language {
  return isLanguage(person.language) ? person.language : 'de';
}

function clean(value: string, max: number, field: string): string {
  const text = value.trim();
  if (text === '' || text.length > max) fail('BAD_INPUT', { fields: [field] });
  return text;
}

/** A bakery's account, or a client of one: the operator (no bakery) has no conversations of its own. */
function requireMember(ctx: RequestContext): Viewer & { bakeryId: number } {
  const viewer = requireViewer(ctx);
  if (viewer.operator || viewer.bakeryId === null) fail('FORBIDDEN');
  return { ...viewer, bakeryId: viewer.bakeryId };
}

/** Whom the viewer may write to: a client its bakery or support; a bakery support, all its clients or one. */
export async function recipientChoices(ctx: RequestContext): Promise<RecipientChoice[]> {
  const viewer = requireMember(ctx);
  if (viewer.kind !== 'BAKERY') {
    const [bakery] = await findPeople(ctx.platform.db, [viewer.bakeryId]);
    return [
      ...(bakery ? [{ kind: 'BAKERY' as const, userId: bakery.id, name: bakery.name }] : []),
      { kind: 'SUPPORT', userId: null, name: null },
    ];
  }
  const clients = await findClients(ctx.platform.db, viewer.id);
  return [
    { kind: 'SUPPORT', userId: null, name: null },
    ...(clients.length > 0 ? [{ kind: 'ALL_CLIENTS' as const, userId: null, name: null }] : []),
    ...clients.map((c) => ({ kind: 'CLIENT' as const, userId: c.id, name: c.name })),
  ];
}

/** Where the notice mails link to. */
function conversationLink(ctx: RequestContext, firstId: number): string {
  return `${ctx.platform.config.publicUrl}/chat/${firstId}`;
}

/** Mails each recipient (in its language) and, for support, each operator account; after the answer. */
function notify(
  ctx: RequestContext,
  first: MessageRow,
  text: string,
  fromName: string,
  recipientIds: number[],
  toSupport: boolean,
): void {
  const { db, mailer } = ctx.platform;
  runAfterAnswer('message notice', async () => {
    for (const person of await findPeople(db, recipientIds)) {
      if (!person.email) continue;
      await mailer.queue(
        messageNoticeMail(languageOf(person), person.email, {
          name: person.name,
          from: fromName,
          title: first.title,
          text,
          link: conversationLink(ctx, first.id),
        }),
      );
    }
    if (!toSupport) return;
    for (const operator of await findOperators(db)) {
      if (!operator.email) continue;
      await mailer.queue(
        supportNoticeMail(languageOf(operator), operator.email, {
          name: operator.name,
          from: fromName,
          title: first.title,
          text,
          id: first.id,
          link: conversationLink(ctx, first.id),
        }),
      );
    }
  });
}

async function viewerName(ctx: RequestContext, viewer: Viewer): Promise<string> {
  const [me] = await findPeople(ctx.platform.db, [viewer.id]);
  return me?.name ?? '';
}

/**
 * Starts conversations (state new): one to the bakery or to support, or — for a bakery — one to a
 * client or one to each of its clients (each client sees only its own). CONVERSATION_NOT_CREATED
 * when the recipient is not the viewer's to write to.
 */
export async function createConversation(
  ctx: RequestContext,
  input: { to: RecipientKind; userId: number | null; title: string; message: string },
): Promise<ConversationView[]> {
  const viewer = requireMember(ctx);
  const title = clean(input.title, MAX_TITLE, 'title');
  const text = clean(input.message, MAX_TEXT, 'message');
  let recipientSets: number[][];
  switch (input.to) {
    case 'SUPPORT':
      recipientSets = [[]];
      break;
    case 'BAKERY':
      if (viewer.kind === 'BAKERY') fail('CONVERSATION_NOT_CREATED');
      recipientSets = [[viewer.bakeryId]];
      break;
    case 'CLIENT': {
      if (viewer.kind !== 'BAKERY' || input.userId === null) fail('CONVERSATION_NOT_CREATED');
      const [client] = await findClients(ctx.platform.db, viewer.id, input.userId);
      if (!client) fail('CONVERSATION_NOT_CREATED');
      recipientSets = [[client.id]];
      break;
    }
    case 'ALL_CLIENTS': {
      if (viewer.kind !== 'BAKERY') fail('CONVERSATION_NOT_CREATED');
      const clients = await findClients(ctx.platform.db, viewer.id);
      if (clients.length === 0) fail('CONVERSATION_NOT_CREATED');
      recipientSets = clients.map((c) => [c.id]);
      break;
    }
  }
  const toSupport = input.to === 'SUPPORT';
  const fromName = await viewerName(ctx, viewer);
  const created: ConversationView[] = [];
  for (const recipients of recipientSets) {
    const first = await insertMessage(
      ctx.platform.db,
      {
        title,
        message: text,
        writerId: viewer.id,
        bakeryId: viewer.bakeryId,
        state: NEW,
        toSupport,
        supportUnread: toSupport,
      },
      recipients,
    );
    notify(ctx, first, text, fromName, recipients, toSupport);
    const names = (await findPeople(ctx.platform.db, recipients)).map((p) => p.name);
    created.push({ first, partners: names, unread: false, awaiting: recipients.length > 0 || toSupport });
  }
  return created;
}

/**
 * The conversation of a first message the viewer takes part in (wrote it or received it), of the
 * viewer's own bakery; NOT_FOUND for any other, so nobody learns that it exists.
 */
async function participation(
  ctx: RequestContext,
  firstId: number,
): Promise<{ viewer: Viewer & { bakeryId: number }; first: MessageRow; recipients: number[] }> {
  const viewer = requireMember(ctx);
  const first = await findMessage(ctx.platform.db, firstId);
  if (!first || first.replyToId !== null || first.bakeryId !== viewer.bakeryId) fail('NOT_FOUND');
  const recipients = await findRecipientIds(ctx.platform.db, first.id);
  if (first.writerId !== viewer.id && !recipients.includes(viewer.id)) fail('NOT_FOUND');
  return { viewer, first, recipients };
}

/** Names of everyone in the conversation but the viewer (platform support is not named). */
async function partnersOf(ctx: RequestContext, viewerId: number, first: MessageRow, recipients: number[]) {
  const ids = [first.writerId, ...recipients].filter((id): id is number => id !== null && id !== viewerId);
  return (await findPeople(ctx.platform.db, [...new Set(ids)])).map((p) => p.name);
}

async function threadView(ctx: RequestContext, viewerId: number, first: MessageRow): Promise<MessageView[]> {
  const thread = await findThread(ctx.platform.db, first.id);
  const writerIds = [...new Set(thread.map((m) => m.writerId).filter((id): id is number => id !== null))];
  const names = new Map((await findPeople(ctx.platform.db, writerIds)).map((p) => [p.id, p.name]));
  return thread.map((m) => ({
    ...m,
    writerName: m.bySupport ? null : m.writerId === null ? m.contactName : (names.get(m.writerId) ?? null),
    mine: m.writerId === viewerId && !m.bySupport,
  }));
}

/** The viewer's conversations of its bakery, newest activity first, PAGE_SIZE a page (page from 1). */
export async function listConversations(
  ctx: RequestContext,
  page: number,
): Promise<{ items: ConversationView[]; total: number; pageSize: number }> {
  const viewer = requireMember(ctx);
  const { rows, total } = await findConversationsOf(ctx.platform.db, viewer.id, viewer.bakeryId, {
    limit: PAGE_SIZE,
    offset: (Math.max(1, page) - 1) * PAGE_SIZE,
  });
  const items = await Promise.all(
    rows.map(async ({ unread, awaiting, ...first }) => ({
      first,
      unread,
      awaiting,
      partners: await partnersOf(ctx, viewer.id, first, await findRecipientIds(ctx.platform.db, first.id)),
    })),
  );
  return { items, total, pageSize: PAGE_SIZE };
}

export async function getConversation(ctx: RequestContext, id: number): Promise<ConversationView> {
  const { viewer, first, recipients } = await participation(ctx, id);
  const messages = await threadView(ctx, viewer.id, first);
  return {
    first,
    partners: await partnersOf(ctx, viewer.id, first, recipients),
    unread: await hasUnreadFor(ctx.platform.db, first.id, viewer.id),
    awaiting: await isAwaitingOthers(ctx.platform.db, first, viewer.id),
    messages,
  };
}

export async function unreadCount(ctx: RequestContext): Promise<number> {
  const viewer = requireViewer(ctx);
  return countUnreadConversations(ctx.platform.db, viewer.id);
}

/** Opening a conversation: what was sent to the viewer counts as read; a new one becomes read. */
export async function readConversation(ctx: RequestContext, id: number): Promise<ConversationView> {
  const { viewer, first } = await participation(ctx, id);
  const marked = await markThreadRead(ctx.platform.db, first.id, viewer.id, ctx.platform.now());
  if (marked > 0 && first.state === NEW) await updateMessage(ctx.platform.db, first.id, { state: READ });
  return getConversation(ctx, id);
}

export async function closeConversation(ctx: RequestContext, id: number): Promise<ConversationView> {
  const { first } = await participation(ctx, id);
  await updateMessage(ctx.platform.db, first.id, { state: CLOSED, updatedAt: ctx.platform.now() });
  return getConversation(ctx, id);
}

/** A reply by a participant to every other participant (support included); REPLY_NOT_SENT once closed. */
export async function replyToConversation(ctx: RequestContext, id: number, message: string): Promise<MessageView> {
  const { viewer, first, recipients } = await participation(ctx, id);
  if (first.state === CLOSED) fail('REPLY_NOT_SENT');
  const text = clean(message, MAX_TEXT, 'message');
  const to = [...new Set([first.writerId, ...recipients])].filter((u): u is number => u !== null && u !== viewer.id);
  const reply = await insertMessage(
    ctx.platform.db,
    { title: '', message: text, writerId: viewer.id, replyToId: first.id, bakeryId: first.bakeryId, state: NEW },
    to,
  );
  await updateMessage(ctx.platform.db, first.id, {
    state: NEW,
    updatedAt: ctx.platform.now(),
    supportUnread: first.toSupport,
  });
  const fromName = await viewerName(ctx, viewer);
  notify(ctx, first, text, fromName, to, first.toSupport);
  return { ...reply, writerName: fromName, mine: true };
}

async function ownMessage(ctx: RequestContext, id: number) {
  const message = await findMessage(ctx.platform.db, id);
  if (!message) fail('NOT_FOUND');
  const { viewer, first } = await participation(ctx, message.replyToId ?? message.id);
  return { viewer, first, message, own: message.writerId === viewer.id && !message.bySupport };
}

/** Edits the viewer's own message (the title too when it is the first); not in a closed conversation. */
export async function editMessage(
  ctx: RequestContext,
  id: number,
  input: { title?: string | null; message: string },
): Promise<MessageView> {
  const { first, message, own } = await ownMessage(ctx, id);
  if (!own || first.state === CLOSED) fail('FORBIDDEN');
  const text = clean(input.message, MAX_TEXT, 'message');
  const title = message.replyToId === null && input.title != null ? clean(input.title, MAX_TITLE, 'title') : undefined;
  const row =
    (await updateMessage(ctx.platform.db, id, { message: text, title, editedAt: ctx.platform.now() })) ??
    fail('NOT_FOUND');
  return { ...row, writerName: null, mine: true };
}

/**
 * Deletes the viewer's own message; the first message (and with it the conversation) only while
 * nobody else answered. MESSAGE_NOT_DELETED otherwise.
 */
export async function deleteMessage(ctx: RequestContext, id: number): Promise<void> {
  const { message, own } = await ownMessage(ctx, id);
  if (!own) fail('MESSAGE_NOT_DELETED');
  if (message.replyToId === null && (await hasRepliesOfOthers(ctx.platform.db, message.id, message.writerId ?? 0)))
    fail('MESSAGE_NOT_DELETED');
  await deleteMessageRow(ctx.platform.db, message.id);
}

/**
 * A signed-out visitor's message to the platform's support: the input checked first (a refusal
 * spends no captcha), then the captcha (once per token), the address's daily budget and — for the
 * notice mail — support's hourly one; the route's IP budget limits it too.
 */
export async function contactSupport(
  ctx: RequestContext,
  input: { name: string; email: string; title: string; message: string; captchaToken: string; captchaAnswer: number },
): Promise<void> {
  const name = clean(input.name, MAX_TITLE, 'name');
  const email = input.email.trim();
  assertEmailValid(email);
  const title = clean(input.title, MAX_TITLE, 'title');
  const text = clean(input.message, MAX_TEXT, 'message');
  await assertCaptcha(ctx, input.captchaToken, input.captchaAnswer);
  await spendContactBudget(ctx, email);
  const first = await insertMessage(
    ctx.platform.db,
    {
      title,
      message: text,
      writerId: null,
      bakeryId: null,
      state: NEW,
      toSupport: true,
      supportUnread: true,
      contactName: name,
      contactEmail: email,
      contactLanguage: ctx.requestLanguage,
    },
    [],
  );
  if (await maySendSupportNotice(ctx)) notify(ctx, first, text, `${name} <${email}>`, [], true);
}

// --- platform support (the operator tool) ---

export interface SupportConversation {
  id: number;
  title: string;
  from: string;
  email: string | null;
  state: MessageState;
  unread: boolean;
  updatedAt: Date;
}

async function supportFrom(ctx: RequestContext, first: MessageRow): Promise<{ name: string; email: string | null }> {
  if (first.writerId === null) return { name: first.contactName ?? '', email: first.contactEmail };
  const [writer] = await findPeople(ctx.platform.db, [first.writerId]);
  return { name: writer?.name ?? '', email: writer?.email ?? null };
}

/** Conversations addressed to the platform's support, those with unread news first. */
export async function listSupportConversations(ctx: RequestContext, limit = 50): Promise<SupportConversation[]> {
  requireOperator(ctx);
  const rows = await findSupportConversations(ctx.platform.db, limit);
  return Promise.all(
    rows.map(async (first) => {
      const from = await supportFrom(ctx, first);
      return {
        id: first.id,
        title: first.title,
        from: from.name,
        email: from.email,
        state: shownState(first.state, first.supportUnread),
        unread: first.supportUnread,
        updatedAt: first.updatedAt,
      };
    }),
  );
}

async function supportFirst(ctx: RequestContext, id: number): Promise<MessageRow> {
  requireOperator(ctx);
  const first = await findMessage(ctx.platform.db, id);
  if (!first || first.replyToId !== null || !first.toSupport) fail('NOT_FOUND');
  return first;
}

/** A support conversation with its messages; reading it clears support's unread mark. */
export async function readSupportConversation(ctx: RequestContext, id: number): Promise<MessageView[]> {
  const first = await supportFirst(ctx, id);
  await updateMessage(ctx.platform.db, first.id, { supportUnread: false });
  return threadView(ctx, -1, first);
}

/**
 * Support's answer: a reply by support to the writer (notice mail with the link), or — for a
 * visitor's contact form — a mail with the answer in the visitor's language.
 */
export async function answerSupportConversation(ctx: RequestContext, id: number, message: string): Promise<MessageRow> {
  const first = await supportFirst(ctx, id);
  if (first.state === CLOSED) fail('REPLY_NOT_SENT');
  const text = clean(message, MAX_TEXT, 'message');
  const to = first.writerId === null ? [] : [first.writerId];
  const reply = await insertMessage(
    ctx.platform.db,
    { title: '', message: text, writerId: null, bySupport: true, replyToId: first.id, bakeryId: first.bakeryId },
    to,
  );
  await updateMessage(ctx.platform.db, first.id, { state: NEW, supportUnread: false, updatedAt: ctx.platform.now() });
  if (first.writerId !== null) {
    notify(ctx, first, text, 'Brotzeit Support', to, false);
  } else if (first.contactEmail) {
    const language = first.contactLanguage && isLanguage(first.contactLanguage) ? first.contactLanguage : 'de';
    const mail = supportAnswerMail(language, first.contactEmail, {
      name: first.contactName ?? '',
      title: first.title,
      text,
      question: first.message,
    });
    runAfterAnswer('support answer', () => ctx.platform.mailer.queue(mail));
  }
  return reply;
}
