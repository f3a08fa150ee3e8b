import type { TFunction } from 'i18next';

/** Whom a conversation is with: the other participants' names, or the platform's support. */
export function partnerText(t: TFunction, conversation: { partners: string[]; toSupport: boolean }): string {
  const names = [...conversation.partners];
  if (conversation.toSupport) names.push(t('messages.support'));
  return names.join(', ');
}
