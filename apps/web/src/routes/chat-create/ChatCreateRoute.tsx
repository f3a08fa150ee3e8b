import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../features/auth';
import { ContactSupportForm, NewConversationForm } from '../../features/messages';
import { PageSection } from '../../ui/PageSection';

/**
 * /chat/create — signed in: a new message to the account's bakery, the platform's support or (for a
 * bakery) its clients; signed out: the contact form to the platform's support.
 */
export function ChatCreateRoute() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  return user ? (
    <PageSection title={t('messages.new')} size="sm">
      <NewConversationForm />
    </PageSection>
  ) : (
    <PageSection title={t('messages.contact.title')} lead={t('messages.contact.lead')} size="sm">
      <ContactSupportForm />
    </PageSection>
  );
}
