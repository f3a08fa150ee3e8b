import { ConversationsScreen } from '../../features/messages/ConversationsScreen';

/** /chat — the signed-in account's conversations (requirements/platform-and-contract.md#messages). */
export function ChatRoute() {
  return <ConversationsScreen />;
}
