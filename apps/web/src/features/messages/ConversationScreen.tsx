import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, Container, Group, Modal, Stack, Text, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft, IconLock, IconMail, IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { ConversationThread, ThreadMessage } from '../../api/operations';
import { QueryStates } from '../../ui/LoadStates';
import { useErrorText } from '../../i18n/error-text';
import { MessageCard } from './MessageCard';
import { partnerText } from './partners';
import { StateBadge } from './StateBadge';
import { useConversation, useMessageActions, type Inbox } from './useMessages';

function Thread({ conversation, inbox }: { conversation: ConversationThread; inbox: Inbox }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const actions = useMessageActions(inbox);
  const [reply, setReply] = useState('');
  const [toDelete, setToDelete] = useState<ThreadMessage | null>(null);
  const isClosed = conversation.state === 'CLOSED';

  const send = (event: FormEvent) => {
    event.preventDefault();
    if (reply.trim() === '') return;
    actions.reply.mutate(
      { id: conversation.id, message: reply.trim() },
      {
        onSuccess: () => {
          setReply('');
          notifications.show({
            closeButtonProps: { 'aria-label': t('common.close') },
            color: 'green',
            message: t('messages.replySent'),
          });
        },
      },
    );
  };

  const confirmDelete = () => {
    if (!toDelete) return;
    const isFirst = toDelete.id === conversation.messages[0]?.id;
    actions.remove.mutate(
      { id: toDelete.id },
      {
        onSuccess: () => {
          setToDelete(null);
          notifications.show({
            closeButtonProps: { 'aria-label': t('common.close') },
            color: 'green',
            message: t('messages.deleted'),
          });
          if (isFirst) void navigate('/chat');
        },
      },
    );
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Title order={1} c="brown.8" fz={{ base: 24, sm: 30 }} style={{ overflowWrap: 'anywhere' }}>
            {conversation.title}
          </Title>
          <Text c="taupe.7">{t('messages.with', { names: partnerText(t, conversation, inbox) })}</Text>
        </Stack>
        <StateBadge state={conversation.state} />
      </Group>
      {conversation.messages.map((message, index) => (
        <MessageCard
          key={message.id}
          message={message}
          isFirst={index === 0}
          conversation={conversation}
          actions={actions}
          onDelete={setToDelete}
          inbox={inbox}
        />
      ))}
      {conversation.contactEmail && !isClosed ? (
        <Alert color="brown" variant="light" icon={<IconMail size={16} aria-hidden />}>
          {t('messages.inbox.byMail', { email: conversation.contactEmail })}
        </Alert>
      ) : null}
      {isClosed ? (
        <Alert color="gray" variant="light" icon={<IconLock size={16} aria-hidden />}>
          {t('messages.closedNote')}
        </Alert>
      ) : (
        <form onSubmit={send} noValidate>
          <Stack gap="xs">
            {actions.reply.isError ? (
              <Alert color="red" variant="light" role="alert">
                {errorText(actions.reply.error)}
              </Alert>
            ) : null}
            <Textarea
              label={t(inbox === 'support' ? 'messages.inbox.replyLabel' : 'messages.replyLabel')}
              value={reply}
              onChange={(e) => setReply(e.currentTarget.value)}
              autosize
              minRows={3}
              maxLength={5000}
            />
            <Group justify="space-between">
              <Button
                variant="subtle"
                color="gray"
                leftSection={<IconLock size={16} aria-hidden />}
                loading={actions.close.isPending}
                onClick={() => actions.close.mutate({ id: conversation.id })}
              >
                {t('messages.close')}
              </Button>
              <Button
                type="submit"
                leftSection={<IconSend size={16} aria-hidden />}
                loading={actions.reply.isPending}
                disabled={reply.trim() === ''}
              >
                {t('messages.reply')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
      <Modal opened={toDelete !== null} onClose={() => setToDelete(null)} title={t('messages.deleteTitle')} centered>
        <Stack>
          {actions.remove.isError ? (
            <Alert color="red" variant="light" role="alert">
              {errorText(actions.remove.error)}
            </Alert>
          ) : null}
          <Text size="sm">{t('messages.deleteText')}</Text>
          <Group justify="flex-end">
            <Button variant="subtle" onClick={() => setToDelete(null)}>
              {t('messages.cancel')}
            </Button>
            <Button color="red" loading={actions.remove.isPending} onClick={confirmDelete}>
              {t('messages.delete')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

/**
 * /chat/:id — one conversation with its replies; opening it marks what was sent to the viewer as read.
 * In the operator's support inbox, a support request: support answers and closes it.
 */
export function ConversationScreen({ id, inbox = 'own' }: { id: string; inbox?: Inbox }) {
  const { t } = useTranslation();
  const query = useConversation(id, inbox);
  const { read } = useMessageActions(inbox);
  const readFor = useRef<string | null>(null);
  const isLoaded = query.isSuccess;
  useEffect(() => {
    if (!isLoaded || readFor.current === id) return;
    readFor.current = id;
    read.mutate({ id });
  }, [id, isLoaded, read]);

  return (
    <Container size="md" py="xl" px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="md">
        <Anchor component={Link} to="/chat" size="sm">
          <Group gap={4} component="span">
            <IconArrowLeft size={14} aria-hidden />
            {t(inbox === 'support' ? 'messages.inbox.back' : 'messages.back')}
          </Group>
        </Anchor>
        <QueryStates query={query} title={t('messages.loadFailed')}>
          {({ conversation }) => <Thread conversation={conversation} inbox={inbox} />}
        </QueryStates>
      </Stack>
    </Container>
  );
}
