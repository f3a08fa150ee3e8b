import { parseId } from '../../platform/graphql/args';
import { builder } from '../../platform/graphql/builder';
import { Conversation, ConversationPage, Message } from './messages.schema';
import {
  answerSupportRequest,
  closeSupportRequest,
  getSupportRequest,
  listSupportInbox,
  readSupportRequest,
  supportUnreadCount,
} from './support-inbox.service';

builder.objectField(Conversation, 'contactEmail', (t) =>
  t.string({
    nullable: true,
    description:
      "The address a signed-out visitor gave in the contact form: support's answer goes there by mail (null for an account's conversation).",
    resolve: (c) => c.first.contactEmail,
  }),
);

builder.queryFields((t) => ({
  supportConversations: t.field({
    type: ConversationPage,
    description:
      "The support inbox: conversations addressed to the platform's support, unread first, then newest activity, 10 a page (page from 1). Platform operator only.",
    authScopes: { operator: true },
    args: { page: t.arg.int({ required: false }) },
    resolve: (_r, a, ctx) => listSupportInbox(ctx, a.page ?? 1),
  }),
  supportConversation: t.field({
    type: Conversation,
    description: "One support request with its messages, from support's side. Platform operator only.",
    authScopes: { operator: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => getSupportRequest(ctx, parseId(a.id)),
  }),
  supportUnreadCount: t.int({
    description: 'Support requests with news support has not read. Platform operator only.',
    authScopes: { operator: true },
    resolve: (_r, _a, ctx) => supportUnreadCount(ctx),
  }),
}));

builder.mutationFields((t) => ({
  readSupportConversation: t.field({
    type: Conversation,
    description: 'Marks a support request read for support. Platform operator only.',
    authScopes: { operator: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => readSupportRequest(ctx, parseId(a.id)),
  }),
  answerSupportConversation: t.field({
    type: Message,
    description:
      "Support's answer: into the conversation of a bakery's account (with the notice mail), by mail to a visitor of the contact form. REPLY_NOT_SENT once closed. Platform operator only.",
    authScopes: { operator: true },
    args: { id: t.arg.id({ required: true }), message: t.arg.string({ required: true }) },
    resolve: (_r, a, ctx) => answerSupportRequest(ctx, parseId(a.id), a.message),
  }),
  closeSupportConversation: t.field({
    type: Conversation,
    description: 'Closes a support request for both sides. Platform operator only.',
    authScopes: { operator: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => closeSupportRequest(ctx, parseId(a.id)),
  }),
}));
