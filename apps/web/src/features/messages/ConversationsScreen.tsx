import { useState } from 'react';
import { Badge, Button, Container, Group, Pagination, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ConversationSummary } from '../../api/operations';
import { useFormatDateTime } from '../../i18n/bakery-clock';
import { QueryStates } from '../../ui/LoadStates';
import { useOptionalUser } from '../auth/AuthProvider';
import { partnerText } from './partners';
import { StateBadge } from './StateBadge';
import { useConversations } from './useMessages';

function ConversationRow({ conversation }: { conversation: ConversationSummary }) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  return (
    <UnstyledButton
      component={Link}
      to={`/chat/${conversation.id}`}
      aria-label={`${conversation.title} – ${partnerText(t, conversation)}`}
    >
      <Paper withBorder p="sm" radius="md" bg={conversation.unread ? 'brown.0' : 'white'}>
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={conversation.unread ? 700 : 600} c="brown.8" truncate>
              {conversation.title}
            </Text>
            <Text size="sm" c="taupe.7" truncate>
              {t('messages.with', { names: partnerText(t, conversation) })}
            </Text>
            <Text size="xs" c="taupe.7">
              {formatDateTime(conversation.updatedAt)}
            </Text>
          </Stack>
          <Stack gap={4} align="flex-end" style={{ flexShrink: 0 }}>
            <StateBadge state={conversation.state} />
            {conversation.unread ? (
              <Badge color="red" size="sm" variant="light">
                {t('messages.unread')}
              </Badge>
            ) : null}
          </Stack>
        </Group>
      </Paper>
    </UnstyledButton>
  );
}

/** /chat — the viewer's conversations, newest activity first, 10 a page, with state badges. */
export function ConversationsScreen() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useConversations(page);
  // a bakery writes to its clients; everyone else to their bakery; all of them to support
  const lead = useOptionalUser()?.kind === 'BAKERY' ? 'messages.leadBakery' : 'messages.lead';

  return (
    <Container size="md" py="xl" px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-end">
          <Stack gap={6}>
            <Title order={1} c="brown.8" fz={{ base: 26, sm: 32 }}>
              {t('messages.title')}
            </Title>
            <Text c="taupe.7">{t(lead)}</Text>
          </Stack>
          <Button component={Link} to="/chat/create" leftSection={<IconPlus size={16} aria-hidden />}>
            {t('messages.new')}
          </Button>
        </Group>
        <QueryStates query={query} title={t('messages.loadFailed')}>
          {({ conversations }) =>
            conversations.items.length === 0 ? (
              <Text c="taupe.7">{t('messages.none')}</Text>
            ) : (
              <Stack gap="xs">
                <Text size="sm" c="taupe.7">
                  {t('messages.count', { count: conversations.total })}
                </Text>
                {conversations.items.map((c) => (
                  <ConversationRow key={c.id} conversation={c} />
                ))}
                {conversations.total > conversations.pageSize ? (
                  <Group justify="center">
                    <Pagination
                      total={Math.ceil(conversations.total / conversations.pageSize)}
                      value={page}
                      onChange={setPage}
                      getControlProps={(control) => ({ 'aria-label': t(`messages.pager.${control}`) })}
                    />
                  </Group>
                ) : null}
              </Stack>
            )
          }
        </QueryStates>
      </Stack>
    </Container>
  );
}
