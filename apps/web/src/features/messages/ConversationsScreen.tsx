import { useState } from 'react';
import { Badge, Button, Container, Group, Pagination, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ConversationSummary } from '../../api/operations';
import { useFormatDateTime, useOptionalUser } from '../auth';
import { QueryStates } from '../../ui/LoadStates';
import { partnerText } from './partners';
import { StateBadge } from './StateBadge';
import { useConversations, type Inbox } from './useMessages';

function ConversationRow({ conversation, inbox }: { conversation: ConversationSummary; inbox: Inbox }) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  return (
    <UnstyledButton
      component={Link}
      to={`/chat/${conversation.id}`}
      aria-label={`${conversation.title} – ${partnerText(t, conversation, inbox)}`}
    >
      <Paper withBorder p="sm" radius="md" bg={conversation.unread ? 'brown.0' : 'white'}>
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={conversation.unread ? 700 : 600} c="brown.8" truncate>
              {conversation.title}
            </Text>
            <Text size="sm" c="taupe.7" truncate>
              {t('messages.with', { names: partnerText(t, conversation, inbox) })}
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

/**
 * /chat — the viewer's conversations, newest activity first, 10 a page, with state badges; for the
 * platform operator the support inbox (requests with unread news first), where nobody starts one.
 */
export function ConversationsScreen({ inbox = 'own' }: { inbox?: Inbox }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useConversations(page, inbox);
  // a bakery writes to its clients; everyone else to their bakery; all of them to support
  const isBakery = useOptionalUser()?.kind === 'BAKERY';
  const isSupport = inbox === 'support';
  const lead = isSupport ? 'messages.inbox.lead' : isBakery ? 'messages.leadBakery' : 'messages.lead';

  return (
    <Container size="md" py="xl" px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-end">
          <Stack gap={6}>
            <Title order={1} c="brown.8" fz={{ base: 26, sm: 32 }}>
              {t(isSupport ? 'messages.inbox.title' : 'messages.title')}
            </Title>
            <Text c="taupe.7">{t(lead)}</Text>
          </Stack>
          {isSupport ? null : (
            <Button component={Link} to="/chat/create" leftSection={<IconPlus size={16} aria-hidden />}>
              {t('messages.new')}
            </Button>
          )}
        </Group>
        <QueryStates query={query} title={t('messages.loadFailed')}>
          {({ conversations }) =>
            conversations.items.length === 0 ? (
              <Text c="taupe.7">{t(isSupport ? 'messages.inbox.none' : 'messages.none')}</Text>
            ) : (
              <Stack gap="xs">
                <Text size="sm" c="taupe.7">
                  {t('messages.count', { count: conversations.total })}
                </Text>
                {conversations.items.map((c) => (
                  <ConversationRow key={c.id} conversation={c} inbox={inbox} />
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
