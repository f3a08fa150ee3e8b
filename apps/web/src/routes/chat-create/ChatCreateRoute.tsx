import { useState, type FormEvent } from 'react';
import { Anchor, Button, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { Trans, useTranslation } from 'react-i18next';
import { BRAND } from '../../brand';
import { useCurrentUser } from '../../features/auth/AuthProvider';
import { PageSection } from '../../ui/PageSection';

/**
 * /chat/create — contact support. Until the messages feature exists the form prepares an e-mail
 * to the support address in the visitor's mail program.
 */
export function ChatCreateRoute() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [name, setName] = useState(user?.label ?? '');
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [isSubmitted, setIsSubmitted] = useState(false);

  const messageError = isSubmitted && message.trim() === '' ? t('common.required') : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setIsSubmitted(true);
    if (message.trim() === '') return;
    const body = name.trim() ? `${message.trim()}\n\n${name.trim()}` : message.trim();
    const query = new URLSearchParams({ subject: subject.trim() || BRAND.name, body })
      .toString()
      .replaceAll('+', '%20');
    window.location.href = `mailto:${BRAND.supportEmail}?${query}`;
  };

  return (
    <PageSection
      title={t('chat.title')}
      lead={
        <Trans
          i18nKey="chat.text"
          values={{ email: BRAND.supportEmail }}
          components={{ mail: <Anchor href={`mailto:${BRAND.supportEmail}`} /> }}
        />
      }
      size="sm"
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput label={t('chat.name')} value={name} onChange={(event) => setName(event.currentTarget.value)} />
          <TextInput
            label={t('chat.subject')}
            value={subject}
            onChange={(event) => setSubject(event.currentTarget.value)}
          />
          <Textarea
            label={t('chat.message')}
            value={message}
            onChange={(event) => setMessage(event.currentTarget.value)}
            error={messageError}
            minRows={5}
            autosize
            withAsterisk
          />
          <Text size="xs" c="taupe.6">
            {t('chat.note')}
          </Text>
          <Button type="submit" leftSection={<IconMail size={16} />} style={{ alignSelf: 'flex-start' }}>
            {t('chat.send')}
          </Button>
        </Stack>
      </form>
    </PageSection>
  );
}
