import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Paper, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ConversationThread, ThreadMessage } from '../../api/operations';
import { useFormatDateTime } from '../auth';
import { useErrorText } from '../../i18n/error-text';
import type { Inbox, useMessageActions } from './useMessages';

type Actions = ReturnType<typeof useMessageActions>;

/** One message of a thread: writer, time, text; the viewer's own can be edited and deleted while open. */
export function MessageCard({
  message,
  isFirst,
  conversation,
  actions,
  onDelete,
  inbox,
}: {
  message: ThreadMessage;
  isFirst: boolean;
  conversation: ConversationThread;
  actions: Actions;
  onDelete: (message: ThreadMessage) => void;
  inbox: Inbox;
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
  // the viewer's side of the thread: in the support inbox, support's answers
  const isOwnSide = inbox === 'support' ? message.bySupport : message.mine;

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
      bg={isOwnSide ? 'brown.0' : 'white'}
      ml={isOwnSide ? { base: 'lg', sm: 48 } : 0}
      mr={isOwnSide ? 0 : { base: 'lg', sm: 48 }}
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
