import { Anchor, Divider, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AccountKind } from '../../api/operations';
import { useCurrentUser } from '../../features/auth';
import { WithHelpContent, type FaqGroup } from '../../features/help';
import { PageSection } from '../../ui/PageSection';

const GROUP_OF_KIND: Partial<Record<AccountKind, FaqGroup['id']>> = {
  BAKERY: 'bakery',
  HOST: 'host',
  GUEST: 'guest',
  PRIVATE: 'private',
};

/** The signed-in user's own questions first, the others in their order. */
function ordered(groups: readonly FaqGroup[], kind: AccountKind | undefined): readonly FaqGroup[] {
  const own = kind ? GROUP_OF_KIND[kind] : undefined;
  return own ? [...groups.filter((g) => g.id === own), ...groups.filter((g) => g.id !== own)] : groups;
}

/** /faq — questions of bakeries, hosts, guests and private customers, with a table of contents. */
export function FaqRoute() {
  const { t } = useTranslation();
  const kind = useCurrentUser()?.kind;
  return (
    <PageSection title={t('help.faqTitle')} lead={t('help.faqLead')}>
      <WithHelpContent>
        {(content) => {
          const groups = ordered(content.faq, kind);
          return (
            <Stack gap="xl">
              <nav aria-label={t('help.faqContents')}>
                <List spacing={4}>
                  {groups.map((group) => (
                    <List.Item key={group.id}>
                      <Anchor href={`#faq-${group.id}`}>{group.title}</Anchor>
                    </List.Item>
                  ))}
                </List>
              </nav>
              {groups.map((group, index) => (
                <section key={group.id} id={`faq-${group.id}`} aria-labelledby={`faq-${group.id}-title`}>
                  {index > 0 ? <Divider color="taupe.2" mb="lg" /> : null}
                  <Title order={2} id={`faq-${group.id}-title`} fz="xl" c="brown.8" mb="md">
                    {group.title}
                  </Title>
                  <Stack gap="md">
                    {group.items.map((item) => (
                      <div key={item.question}>
                        <Title order={3} fz="md" c="brown.9" mb={4}>
                          {item.question}
                        </Title>
                        <Text c="dark.6" lh={1.65}>
                          {item.answer}
                        </Text>
                      </div>
                    ))}
                  </Stack>
                </section>
              ))}
            </Stack>
          );
        }}
      </WithHelpContent>
    </PageSection>
  );
}
