import { useState, type FormEvent } from 'react';
import { Alert, Button, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isValidEmail } from '@bakery/core';
import { useApiMutation } from '../../api/query';
import { ForgotPasswordMutation } from '../../api/operations';
import { useErrorText } from '../../i18n/error-text';

/** "Forgot password" from the sign-in screen: sends forgotPassword(email) and confirms the mail. */
export function ForgotPasswordModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [email, setEmail] = useState('');
  const [isSubmitted, setIsSubmitted] = useState(false);
  const forgotPassword = useApiMutation(ForgotPasswordMutation);
  const [isBusy, setIsBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);

  const trimmed = email.trim();
  const emailError = isSubmitted && !isValidEmail(trimmed) ? t('errors.EMAIL_INVALID') : undefined;

  const close = () => {
    setEmail('');
    setIsSubmitted(false);
    setSentTo(null);
    setFailure(null);
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setIsSubmitted(true);
    if (!isValidEmail(trimmed)) return;
    setIsBusy(true);
    setFailure(null);
    forgotPassword
      .mutateAsync({ email: trimmed })
      .then(() => setSentTo(trimmed))
      .catch((error: unknown) => setFailure(error))
      .finally(() => setIsBusy(false));
  };

  return (
    <Modal opened={opened} onClose={close} title={t('auth.forgotTitle')} centered>
      {sentTo ? (
        <Stack>
          <Alert
            role="status"
            color="teal"
            variant="light"
            icon={<IconMailCheck size={18} />}
            title={t('auth.forgotSentTitle')}
          >
            {t('auth.forgotSent', { email: sentTo })}
          </Alert>
          <Button onClick={close}>{t('common.close')}</Button>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack>
            <Text size="sm" c="taupe.7">
              {t('auth.forgotText')}
            </Text>
            {failure ? (
              <Alert color="red" variant="light" role="alert">
                {errorText(failure)}
              </Alert>
            ) : null}
            <TextInput
              type="email"
              label={t('common.email')}
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
              error={emailError}
              autoComplete="email"
              data-autofocus
            />
            <Button type="submit" loading={isBusy}>
              {t('auth.forgotSubmit')}
            </Button>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
