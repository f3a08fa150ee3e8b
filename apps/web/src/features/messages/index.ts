// Messages (/chat): conversations, a new one, contact to support, and the shell's unread count.
export { ConversationsScreen } from './ConversationsScreen';
export { ConversationScreen } from './ConversationScreen';
export { NewConversationForm } from './NewConversationForm';
export { ContactSupportForm } from './ContactSupportForm';
export { UnreadBadge } from './UnreadBadge';
export { useUnreadCount } from './useMessages';
