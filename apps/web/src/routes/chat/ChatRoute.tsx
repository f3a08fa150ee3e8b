import { useOptionalUser } from '../../features/auth';
import { ConversationsScreen } from '../../features/messages';

/**
 * /chat — the signed-in account's conversations (requirements/platform-and-contract.md#messages);
 * the platform operator's support inbox.
 */
export function ChatRoute() {
  const isOperator = useOptionalUser()?.kind === 'OPERATOR';
  return <ConversationsScreen inbox={isOperator ? 'support' : 'own'} />;
}
