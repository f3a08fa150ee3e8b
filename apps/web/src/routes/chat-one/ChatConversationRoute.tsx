import { useParams } from 'react-router';
import { ConversationScreen } from '../../features/messages/ConversationScreen';

/** /chat/:id — one conversation with its replies. */
export function ChatConversationRoute() {
  const { id = '' } = useParams();
  return <ConversationScreen key={id} id={id} />;
}
