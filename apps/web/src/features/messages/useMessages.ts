import { useApiMutation, useApiQuery } from '../../api/query';
import {
  CloseConversationMutation,
  ConversationQuery,
  ConversationsQuery,
  CreateConversationMutation,
  DeleteMessageMutation,
  EditMessageMutation,
  MessageRecipientsQuery,
  ReadConversationMutation,
  ReplyToConversationMutation,
  UnreadMessageCountQuery,
} from '../../api/operations';

/** The unread count polls every minute, so the menu badge follows new messages without a reload. */
export const UNREAD_POLL_MS = 60_000;

export function useUnreadCount(enabled = true): number {
  const query = useApiQuery(UnreadMessageCountQuery, {}, { refetchInterval: UNREAD_POLL_MS, enabled });
  return query.data?.unreadMessageCount ?? 0;
}

export function useConversations(page: number) {
  return useApiQuery(ConversationsQuery, { page });
}

export function useConversation(id: string) {
  return useApiQuery(ConversationQuery, { id });
}

export function useRecipientChoices() {
  return useApiQuery(MessageRecipientsQuery, {});
}

/** Every change to a conversation refreshes the list, the thread and the unread badge. */
const AFTER_CHANGE = [ConversationsQuery, ConversationQuery, UnreadMessageCountQuery];

export function useMessageActions() {
  return {
    create: useApiMutation(CreateConversationMutation, { invalidates: [ConversationsQuery] }),
    reply: useApiMutation(ReplyToConversationMutation, { invalidates: AFTER_CHANGE }),
    // the open thread too: its badge says "read" at once, not on the next load
    read: useApiMutation(ReadConversationMutation, { invalidates: AFTER_CHANGE }),
    close: useApiMutation(CloseConversationMutation, { invalidates: AFTER_CHANGE }),
    edit: useApiMutation(EditMessageMutation, { invalidates: AFTER_CHANGE }),
    remove: useApiMutation(DeleteMessageMutation, { invalidates: AFTER_CHANGE }),
  };
}
