import { useApiMutation, useApiQuery } from '../../api/query';
import { useOptionalUser } from '../auth';
import {
  AnswerSupportConversationMutation,
  CloseConversationMutation,
  CloseSupportConversationMutation,
  ConversationQuery,
  ConversationsQuery,
  CreateConversationMutation,
  DeleteMessageMutation,
  EditMessageMutation,
  MessageRecipientsQuery,
  ReadConversationMutation,
  ReadSupportConversationMutation,
  ReplyToConversationMutation,
  SupportConversationQuery,
  SupportConversationsQuery,
  SupportUnreadCountQuery,
  UnreadMessageCountQuery,
} from '../../api/operations';

/**
 * Which conversations a screen shows: the account's own, or — for the platform operator — the
 * support inbox (the same screens; the support operations answer under the same field names).
 */
export type Inbox = 'own' | 'support';

const OPERATIONS = {
  own: {
    list: ConversationsQuery,
    one: ConversationQuery,
    unread: UnreadMessageCountQuery,
    reply: ReplyToConversationMutation,
    read: ReadConversationMutation,
    close: CloseConversationMutation,
  },
  support: {
    list: SupportConversationsQuery,
    one: SupportConversationQuery,
    unread: SupportUnreadCountQuery,
    reply: AnswerSupportConversationMutation,
    read: ReadSupportConversationMutation,
    close: CloseSupportConversationMutation,
  },
} as const;

/** The unread count polls every minute, so the menu badge follows new messages without a reload. */
export const UNREAD_POLL_MS = 60_000;

/** The menu's count: conversations with unread messages; for the platform operator, support requests with unread news. */
export function useUnreadCount(enabled = true): number {
  const inbox: Inbox = useOptionalUser()?.kind === 'OPERATOR' ? 'support' : 'own';
  const query = useApiQuery(OPERATIONS[inbox].unread, {}, { refetchInterval: UNREAD_POLL_MS, enabled });
  return query.data?.unreadMessageCount ?? 0;
}

export function useConversations(page: number, inbox: Inbox = 'own') {
  return useApiQuery(OPERATIONS[inbox].list, { page });
}

export function useConversation(id: string, inbox: Inbox = 'own') {
  return useApiQuery(OPERATIONS[inbox].one, { id });
}

export function useRecipientChoices() {
  return useApiQuery(MessageRecipientsQuery, {});
}

export function useMessageActions(inbox: Inbox = 'own') {
  const { list, one, unread, reply, read, close } = OPERATIONS[inbox];
  // every change to a conversation refreshes the list, the thread and the unread badge
  const afterChange = [list, one, unread];
  return {
    create: useApiMutation(CreateConversationMutation, { invalidates: [ConversationsQuery] }),
    reply: useApiMutation(reply, { invalidates: afterChange }),
    // the open thread too: its badge says "read" at once, not on the next load
    read: useApiMutation(read, { invalidates: afterChange }),
    close: useApiMutation(close, { invalidates: afterChange }),
    // only the account's own messages are edited or deleted; support's answers are not (`mine` is false)
    edit: useApiMutation(EditMessageMutation, { invalidates: afterChange }),
    remove: useApiMutation(DeleteMessageMutation, { invalidates: afterChange }),
  };
}
