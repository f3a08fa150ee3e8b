import { useState, type FormEvent } from 'react';
import { Alert, Button, Select, Stack, TextInput, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { TFunction } from 'i18next';
import type { MessageRecipientChoice } from '../../api/operations';
import { QueryStates } from '../../ui/LoadStates';
import { useErrorText } from '../../i18n/error-text';
import { useMessageActions, useRecipientChoices } from './useMessages';

/** A choice's key in the select: kind, and the client's id for one client. */
const keyOf = (c: MessageRecipientChoice) => (c.kind === 'CLIENT' ? `CLIENT:${c.userId ?? ''}` : c.kind);

function choiceLabel(t: TFunction, c: MessageRecipientChoice): string {
  switch (c.kind) {
    case 'SUPPORT':
      return t('messages.support');
    case 'ALL_CLIENTS':
      return t('messages.allClients');
    case 'BAKERY':
      return t('messages.bakery', { name: c.name ?? '' });
    case 'CLIENT':
      return t('messages.client', { name: c.name ?? '' });
  }
}

function Form({ choices }: { choices: MessageRecipientChoice[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const { create } = useMessageActions();
  const [to, setTo] = useState<string | null>(choices[0] ? keyOf(choices[0]) : null);
  const [title, setTitle] = useState('');
  const [text, setText] = useState('');
  const [isSubmitted, setIsSubmitted] = useState(false);

  const titleError = isSubmitted && title.trim() === '' ? t('common.required') : undefined;
  const textError = isSubmitted && text.trim() === '' ? t('common.required') : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setIsSubmitted(true);
    const choice = choices.find((c) => keyOf(c) === to);
    if (!choice || title.trim() === '' || text.trim() === '') return;
    create.mutate(
      { to: choice.kind, userId: choice.userId, title: title.trim(), message: text.trim() },
      {
        onSuccess: ({ createConversation }) => {
          const [first] = createConversation;
          notifications.show({
            closeButtonProps: { 'aria-label': t('common.close') },
            color: 'green',
            message:
              createConversation.length > 1
                ? t('messages.sentMany', { count: createConversation.length })
                : t('messages.sent'),
          });
          void navigate(createConversation.length === 1 && first ? `/chat/${first.id}` : '/chat');
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {create.isError ? (
          <Alert color="red" variant="light" role="alert">
            {errorText(create.error)}
          </Alert>
        ) : null}
        <Select
          label={t('messages.to')}
          data={choices.map((c) => ({ value: keyOf(c), label: choiceLabel(t, c) }))}
          value={to}
          onChange={setTo}
          allowDeselect={false}
          searchable={choices.length > 6}
          withAsterisk
        />
        <TextInput
          label={t('messages.subject')}
          value={title}
          onChange={(event) => setTitle(event.currentTarget.value)}
          error={titleError}
          maxLength={200}
          withAsterisk
        />
        <Textarea
          label={t('messages.text')}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          error={textError}
          minRows={5}
          maxLength={5000}
          autosize
          withAsterisk
        />
        <Button
          type="submit"
          loading={create.isPending}
          leftSection={<IconSend size={16} aria-hidden />}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('messages.send')}
        </Button>
      </Stack>
    </form>
  );
}

/** A new message of a signed-in account: recipient (its bakery, support, or a bakery's clients), subject, text. */
export function NewConversationForm() {
  const { t } = useTranslation();
  const query = useRecipientChoices();
  return (
    <QueryStates query={query} title={t('messages.loadFailed')}>
      {({ messageRecipients }) => <Form choices={messageRecipients} />}
    </QueryStates>
  );
}
