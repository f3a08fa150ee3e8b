import { useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, Group, NumberInput, Stack, TextInput, Textarea } from '@mantine/core';
import { IconRefresh, IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isValidEmail } from '@bakery/core';
import { useApiMutation } from '../../api/query';
import { ContactSupportMutation } from '../../api/operations';
import { useErrorText } from '../../i18n/error-text';
import { useCaptcha } from '../auth';

/**
 * The signed-out contact form: name, e-mail, subject and text reach the platform's support, which
 * answers by e-mail. The maths captcha and the sign-in rate limit keep robots out.
 */
export function ContactSupportForm() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { captcha, error: captchaError, reload } = useCaptcha();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [title, setTitle] = useState('');
  const [text, setText] = useState('');
  const [answer, setAnswer] = useState<string | number>('');
  const [isSubmitted, setIsSubmitted] = useState(false);
  const contactSupport = useApiMutation(ContactSupportMutation);
  const [isBusy, setIsBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [isSent, setIsSent] = useState(false);

  const required = (value: string) => (isSubmitted && value.trim() === '' ? t('common.required') : undefined);
  const emailError =
    required(email) ?? (isSubmitted && !isValidEmail(email.trim()) ? t('errors.EMAIL_INVALID') : undefined);
  const hasAnswer = typeof answer === 'number' && Number.isInteger(answer);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setIsSubmitted(true);
    const filled = [name, title, text].every((v) => v.trim() !== '') && isValidEmail(email.trim());
    if (!filled || !hasAnswer || !captcha) return;
    setIsBusy(true);
    setFailure(null);
    contactSupport
      .mutateAsync({
        name: name.trim(),
        email: email.trim(),
        title: title.trim(),
        message: text.trim(),
        captchaToken: captcha.token,
        captchaAnswer: answer,
      })
      .then(() => {
        setIsSent(true);
        setIsBusy(false);
      })
      .catch((error: unknown) => {
        setFailure(error);
        setIsBusy(false);
        // a captcha works once: the server may have spent this one, so a new one is asked
        setAnswer('');
        reload();
      });
  };

  if (isSent)
    return (
      <Stack align="flex-start">
        <Alert color="green" variant="light" role="status">
          {t('messages.contact.sent')}
        </Alert>
        <Button
          variant="light"
          onClick={() => {
            setIsSent(false);
            setIsSubmitted(false);
            setTitle('');
            setText('');
            setAnswer('');
            reload();
          }}
        >
          {t('messages.contact.again')}
        </Button>
      </Stack>
    );

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {failure ? (
          <Alert color="red" variant="light" role="alert">
            {errorText(failure)}
          </Alert>
        ) : null}
        <TextInput
          label={t('messages.contact.name')}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={required(name)}
          autoComplete="name"
          maxLength={200}
          withAsterisk
        />
        <TextInput
          type="email"
          label={t('messages.contact.email')}
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          error={emailError}
          autoComplete="email"
          withAsterisk
        />
        <TextInput
          label={t('messages.subject')}
          value={title}
          onChange={(event) => setTitle(event.currentTarget.value)}
          error={required(title)}
          maxLength={200}
          withAsterisk
        />
        <Textarea
          label={t('messages.text')}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          error={required(text)}
          minRows={5}
          maxLength={5000}
          autosize
          withAsterisk
        />
        <Stack gap={4}>
          {captchaError ? (
            <Alert color="red" variant="light" role="alert">
              {errorText(captchaError)}
            </Alert>
          ) : null}
          <NumberInput
            label={captcha ? t('reset.captcha', { question: captcha.question }) : t('common.loading')}
            description={t('reset.captchaLabel')}
            value={answer}
            onChange={setAnswer}
            error={isSubmitted && !hasAnswer ? t('common.required') : undefined}
            allowDecimal={false}
            hideControls
            disabled={!captcha}
            withAsterisk
          />
          <Group justify="flex-end">
            <Anchor component="button" type="button" size="xs" onClick={reload}>
              <Group gap={4} component="span">
                <IconRefresh size={12} aria-hidden />
                {t('reset.captchaNew')}
              </Group>
            </Anchor>
          </Group>
        </Stack>
        <Button
          type="submit"
          loading={isBusy}
          leftSection={<IconSend size={16} aria-hidden />}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('messages.send')}
        </Button>
      </Stack>
    </form>
  );
}
