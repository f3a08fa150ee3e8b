import type { Feature } from '../../platform/feature';
import './messages.schema';
import './support-inbox.schema';

/** Messages and the support inbox. */
export const messagesFeature: Feature = {
  name: 'messages',
  tenantRows: ({ accounts }) => ({
    messages: `bakery_id = $1 OR writer_id IN ${accounts} OR id IN (SELECT message_id FROM message_recipients WHERE user_id IN ${accounts})`,
    message_recipients: `user_id IN ${accounts} OR message_id IN (SELECT id FROM messages WHERE bakery_id = $1 OR writer_id IN ${accounts})`,
  }),
};
