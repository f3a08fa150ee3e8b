import type { TFunction } from 'i18next';
import type { Inbox } from './useMessages';

/**
 * Whom a conversation is with: the other participants' names, and the platform's support when it
 * is addressed to support (not in the support inbox, where support is the viewer).
 */
export function partnerText(
  t: TFunction,
  conversation: { partners: string[]; toSupport: boolean },
  inbox: Inbox = 'own',
): string {
  const names = [...conversation.partners];
  if (conversation.toSupport && inbox === 'own') names.push(t('messages.support'));
  return names.join(', ');
}
