import { useParams } from 'react-router';
import { useOptionalUser } from '../../features/auth';
import { ConversationScreen } from '../../features/messages';

/** /chat/:id — one conversation with its replies; for the platform operator a support request. */
export function ChatConversationRoute() {
  const { id = '' } = useParams();
  const isOperator = useOptionalUser()?.kind === 'OPERATOR';
  return <ConversationScreen key={id} id={id} inbox={isOperator ? 'support' : 'own'} />;
}
