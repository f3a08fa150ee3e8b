import { useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isValidEmail } from '@bakery/core';
import { useApiMutation } from '../../api/query';
import { ConfirmEmailMutation, ResendConfirmationMutation } from '../../api/operations';
import { useErrorText } from '../../i18n/error-text';
import { EmailConfirmed } from './EmailConfirmed';

/** Confirms an e-mail address with the code from the verification mail; can resend the mail. */
export function VerifyCodeForm({ initialEmail = '' }: { initialEmail?: string }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [email, setEmail] = useState(initialEmail);
  const [code, setCode] = useState('');
  const [isSubmitted, setIsSubmitted] = useState(false);
  const confirmEmail = useApiMutation(ConfirmEmailMutation);
  const resendConfirmation = useApiMutation(ResendConfirmationMutation);
  const [isBusy, setIsBusy] = useState(false);
  const [result, setResult] = useState<
    { kind: 'confirmed' } | { kind: 'resent' } | { kind: 'failed'; error: unknown } | null
  >(null);

  const trimmedEmail = email.trim();
  const trimmedCode = code.trim();
  const emailError = isSubmitted && !isValidEmail(trimmedEmail) ? t('errors.EMAIL_INVALID') : undefined;
  const codeError = isSubmitted && trimmedCode === '' ? t('common.required') : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setIsSubmitted(true);
    if (!isValidEmail(trimmedEmail) || trimmedCode === '') return;
    setIsBusy(true);
    confirmEmail
      .mutateAsync({ email: trimmedEmail, code: trimmedCode })
      .then(() => setResult({ kind: 'confirmed' }))
      .catch((error: unknown) => setResult({ kind: 'failed', error }))
      .finally(() => setIsBusy(false));
  };

  const resend = () => {
    setIsSubmitted(true);
    if (!isValidEmail(trimmedEmail)) return;
    resendConfirmation
      .mutateAsync({ email: trimmedEmail })
      .then(() => setResult({ kind: 'resent' }))
      .catch((error: unknown) => setResult({ kind: 'failed', error }));
  };

  if (result?.kind === 'confirmed') return <EmailConfirmed />;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {result?.kind === 'failed' ? (
          <Alert color="red" variant="light" role="alert">
            {errorText(result.error)}
          </Alert>
        ) : null}
        {result?.kind === 'resent' ? (
          <Alert role="status" color="teal" variant="light">
            {t('verify.resent')}
          </Alert>
        ) : null}
        <TextInput
          type="email"
          label={t('common.email')}
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          error={emailError}
          autoComplete="email"
        />
        <TextInput
          label={t('verify.code')}
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          error={codeError}
          autoComplete="one-time-code"
          inputMode="numeric"
        />
        <Group justify="space-between" align="center">
          <Anchor component="button" type="button" size="sm" onClick={resend}>
            {t('verify.resend')}
          </Anchor>
          <Button type="submit" loading={isBusy}>
            {t('verify.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
