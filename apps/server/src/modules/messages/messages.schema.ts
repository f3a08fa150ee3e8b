import { parseId } from '../../platform/graphql/args';
import { builder } from '../../platform/graphql/builder';
import {
  closeConversation,
  contactSupport,
  createConversation,
  deleteMessage,
  editMessage,
  getConversation,
  listConversations,
  MESSAGE_STATES,
  readConversation,
  recipientChoices,
  replyToConversation,
  shownState,
  unreadCount,
  type ConversationView,
  type MessageView,
  type RecipientChoice,
} from './messages.service';

const MessageStateEnum = builder.enumType('MessageState', { values: MESSAGE_STATES });
const RecipientKindEnum = builder.enumType('MessageRecipientKind', {
  values: ['BAKERY', 'SUPPORT', 'CLIENT', 'ALL_CLIENTS'] as const,
});

const MessageRecipientChoice = builder.objectRef<RecipientChoice>('MessageRecipientChoice').implement({
  fields: (t) => ({
    kind: t.field({ type: RecipientKindEnum, resolve: (r) => r.kind }),
    userId: t.id({ nullable: true, resolve: (r) => r.userId }),
    name: t.exposeString('name', { nullable: true, description: 'Null for support and for all clients.' }),
  }),
});

export const Message = builder.objectRef<MessageView>('Message').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    message: t.exposeString('message'),
    writerName: t.exposeString('writerName', {
      nullable: true,
      description: "The writer's name; null for the platform's support.",
    }),
    bySupport: t.exposeBoolean('bySupport'),
    mine: t.exposeBoolean('mine', { description: "The viewer's own message: it may edit and delete it." }),
    createdAt: t.string({ resolve: (m) => m.createdAt.toISOString() }),
    editedAt: t.string({ nullable: true, resolve: (m) => m.editedAt?.toISOString() ?? null }),
  }),
});

export const Conversation = builder.objectRef<ConversationView>('Conversation').implement({
  description: 'A first message (title, state) with its replies.',
  fields: (t) => ({
    id: t.id({ resolve: (c) => c.first.id }),
    title: t.string({ resolve: (c) => c.first.title }),
    state: t.field({
      type: MessageStateEnum,
      resolve: (c) => shownState(c.first.state, c.unread, c.awaiting),
      description:
        "The viewer's side: CLOSED once closed, else NEW while it holds a message to the viewer it has not opened, SENT while the others have not opened the viewer's own message, READ when both sides have (a message is never new for its writer).",
    }),
    toSupport: t.boolean({ resolve: (c) => c.first.toSupport }),
    partners: t.stringList({
      resolve: (c) => c.partners,
      description: 'Names of the other participants; the platform support is not named (toSupport tells).',
    }),
    unread: t.boolean({ resolve: (c) => c.unread, description: 'Holds a message to the viewer it has not opened.' }),
    createdAt: t.string({ resolve: (c) => c.first.createdAt.toISOString() }),
    updatedAt: t.string({ resolve: (c) => c.first.updatedAt.toISOString(), description: 'Latest activity.' }),
    messages: t.field({
      type: [Message],
      description: 'The first message and its replies, oldest first (only on `conversation`).',
      resolve: (c) => c.messages ?? [],
    }),
  }),
});

export const ConversationPage = builder
  .objectRef<{ items: ConversationView[]; total: number; pageSize: number }>('ConversationPage')
  .implement({
    fields: (t) => ({
      items: t.field({ type: [Conversation], resolve: (p) => p.items }),
      total: t.exposeInt('total'),
      pageSize: t.exposeInt('pageSize'),
    }),
  });

builder.queryFields((t) => ({
  conversations: t.field({
    type: ConversationPage,
    description: 'The conversations the viewer takes part in, newest activity first, 10 a page (page from 1).',
    authScopes: { loggedIn: true },
    args: { page: t.arg.int({ required: false }) },
    resolve: (_r, a, ctx) => listConversations(ctx, a.page ?? 1),
  }),
  conversation: t.field({
    type: Conversation,
    authScopes: { loggedIn: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => getConversation(ctx, parseId(a.id)),
  }),
  unreadMessageCount: t.int({
    description: 'Conversations holding a message to the viewer it has not opened.',
    authScopes: { loggedIn: true },
    resolve: (_r, _a, ctx) => unreadCount(ctx),
  }),
  messageRecipients: t.field({
    type: [MessageRecipientChoice],
    description: 'Whom the viewer may write to.',
    authScopes: { loggedIn: true },
    resolve: (_r, _a, ctx) => recipientChoices(ctx),
  }),
}));

builder.mutationFields((t) => ({
  createConversation: t.field({
    type: [Conversation],
    description:
      'A new message (state NEW for its recipients, SENT for its writer until a recipient opens it). ALL_CLIENTS starts one conversation per client. CONVERSATION_NOT_CREATED for a recipient the viewer may not write to.',
    authScopes: { loggedIn: true },
    args: {
      to: t.arg({ type: RecipientKindEnum, required: true }),
      userId: t.arg.id({ required: false, description: 'The client, for CLIENT.' }),
      title: t.arg.string({ required: true }),
      message: t.arg.string({ required: true }),
    },
    resolve: (_r, a, ctx) =>
      createConversation(ctx, {
        to: a.to,
        userId: a.userId == null ? null : parseId(a.userId, 'userId'),
        title: a.title,
        message: a.message,
      }),
  }),
  replyToConversation: t.field({
    type: Message,
    description: 'Reply to every other participant; REPLY_NOT_SENT once the conversation is closed.',
    authScopes: { loggedIn: true },
    args: { id: t.arg.id({ required: true }), message: t.arg.string({ required: true }) },
    resolve: (_r, a, ctx) => replyToConversation(ctx, parseId(a.id), a.message),
  }),
  readConversation: t.field({
    type: Conversation,
    description: 'Marks what was sent to the viewer in the conversation as read.',
    authScopes: { loggedIn: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => readConversation(ctx, parseId(a.id)),
  }),
  closeConversation: t.field({
    type: Conversation,
    authScopes: { loggedIn: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => closeConversation(ctx, parseId(a.id)),
  }),
  editMessage: t.field({
    type: Message,
    description: "The viewer's own message; title only for a first message.",
    authScopes: { loggedIn: true },
    args: {
      id: t.arg.id({ required: true }),
      title: t.arg.string({ required: false }),
      message: t.arg.string({ required: true }),
    },
    resolve: (_r, a, ctx) => editMessage(ctx, parseId(a.id), { title: a.title, message: a.message }),
  }),
  deleteMessage: t.boolean({
    description:
      "The viewer's own message; a first message only while nobody else answered (MESSAGE_NOT_DELETED otherwise).",
    authScopes: { loggedIn: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_r, a, ctx) => (await deleteMessage(ctx, parseId(a.id)), true),
  }),
  contactSupport: t.boolean({
    description: "A signed-out visitor's message to the platform's support; captcha and the sign-in IP budget.",
    authScopes: { public: true },
    args: {
      name: t.arg.string({ required: true }),
      email: t.arg.string({ required: true }),
      title: t.arg.string({ required: true }),
      message: t.arg.string({ required: true }),
      captchaToken: t.arg.string({ required: true }),
      captchaAnswer: t.arg.int({ required: true }),
    },
    resolve: async (_r, a, ctx) => (await contactSupport(ctx, a), true),
  }),
}));
