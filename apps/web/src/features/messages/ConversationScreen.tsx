import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Container,
  Group,
  Modal,
  Paper,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft, IconLock, IconPencil, IconSend, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { ConversationThread, ThreadMessage } from '../../api/operations';
import { useFormatDateTime } from '../../i18n/bakery-clock';
import { QueryStates } from '../../ui/LoadStates';
import { useErrorText } from '../errors/error-text';
import { partnerText } from './partners';
import { StateBadge } from './StateBadge';
import { useConversation, useMessageActions } from './useMessages';

type Actions = ReturnType<typeof useMessageActions>;

function MessageCard({
  message,
  isFirst,
  conversation,
  actions,
  onDelete,
}: {
  message: ThreadMessage;
  isFirst: boolean;
  conversation: ConversationThread;
  actions: Actions;
  onDelete: (message: ThreadMessage) => void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const formatDateTime = useFormatDateTime();
  const [isEditing, setIsEditing] = useState(false);
  const [title, setTitle] = useState(conversation.title);
  const [text, setText] = useState(message.message);
  const writer = message.mine
    ? t('messages.you')
    : message.bySupport
      ? t('messages.support')
      : (message.writerName ?? '');
  const canChange = message.mine && conversation.state !== 'CLOSED';

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === '' || (isFirst && title.trim() === '')) return;
    actions.edit.mutate(
      { id: message.id, title: isFirst ? title.trim() : null, message: text.trim() },
      { onSuccess: () => setIsEditing(false) },
    );
  };

  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      bg={message.mine ? 'brown.0' : 'white'}
      ml={message.mine ? { base: 'lg', sm: 48 } : 0}
      mr={message.mine ? 0 : { base: 'lg', sm: 48 }}
      component="article"
      aria-label={writer}
    >
      <Stack gap={6}>
        <Group justify="space-between" gap="xs">
          <Text size="sm" fw={600} c="brown.8">
            {writer}
          </Text>
          <Text size="xs" c="taupe.7">
            {formatDateTime(message.createdAt)}
            {message.editedAt ? ` · ${t('messages.edited')}` : ''}
          </Text>
        </Group>
        {isEditing ? (
          <form onSubmit={save} noValidate>
            <Stack gap="xs">
              {actions.edit.isError ? (
                <Alert color="red" variant="light" role="alert">
                  {errorText(actions.edit.error)}
                </Alert>
              ) : null}
              {isFirst ? (
                <TextInput
                  label={t('messages.subject')}
                  value={title}
                  onChange={(e) => setTitle(e.currentTarget.value)}
                  maxLength={200}
                />
              ) : null}
              <Textarea
                label={t('messages.text')}
                value={text}
                onChange={(e) => setText(e.currentTarget.value)}
                autosize
                minRows={3}
                maxLength={5000}
              />
              <Group gap="xs">
                <Button type="submit" size="xs" loading={actions.edit.isPending}>
                  {t('messages.save')}
                </Button>
                <Button size="xs" variant="subtle" onClick={() => setIsEditing(false)}>
                  {t('messages.cancel')}
                </Button>
              </Group>
            </Stack>
          </form>
        ) : (
          <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{message.message}</Text>
        )}
        {canChange && !isEditing ? (
          <Group gap="xs" justify="flex-end">
            <Button
              size="compact-xs"
              variant="subtle"
              leftSection={<IconPencil size={14} aria-hidden />}
              onClick={() => setIsEditing(true)}
            >
              {t('messages.edit')}
            </Button>
            <Button
              size="compact-xs"
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={14} aria-hidden />}
              onClick={() => onDelete(message)}
            >
              {t('messages.delete')}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}

function Thread({ conversation }: { conversation: ConversationThread }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const actions = useMessageActions();
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
          <Text c="taupe.7">{t('messages.with', { names: partnerText(t, conversation) })}</Text>
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
        />
      ))}
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
              label={t('messages.replyLabel')}
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

/** /chat/:id — one conversation with its replies; opening it marks what was sent to the viewer as read. */
export function ConversationScreen({ id }: { id: string }) {
  const { t } = useTranslation();
  const query = useConversation(id);
  const { read } = useMessageActions();
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
            {t('messages.back')}
          </Group>
        </Anchor>
        <QueryStates query={query} title={t('messages.loadFailed')}>
          {({ conversation }) => <Thread conversation={conversation} />}
        </QueryStates>
      </Stack>
    </Container>
  );
}
