import { Suspense, useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, Group, Paper, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePublicConfig } from '../config';
import { ApiError } from '../../api/client';
import { errorCodeOf, useErrorText } from '../../i18n/error-text';
import { useVisibilityToggle } from '../password';
import { lazyWithRetry } from '../../routes/lazy-with-retry';
import { useAuth } from './AuthProvider';

// asked for only when the sign-in says the e-mail address is not confirmed yet
const VerifyCodeForm = lazyWithRetry(
  () => import('../registration'),
  (module) => module.VerifyCodeForm,
);

/** Where a refused guest orders: the public config's guest app, else the address the refusal carries. */
function guestAppUrlFor(failure: unknown, configured: string | undefined): string | null {
  if (errorCodeOf(failure) !== 'ONLY_FOR_ADMINS') return null;
  if (configured) return configured;
  const sent = failure instanceof ApiError ? failure.extensions.guestAppUrl : undefined;
  return typeof sent === 'string' && sent !== '' ? sent : null;
}

/** Sign-in with identifier (username or e-mail) and password; failures show a red alert. */
export function LoginForm({ onForgot }: { onForgot: () => void }) {
  const { t } = useTranslation();
  const { login } = useAuth();
  const config = usePublicConfig();
  const errorText = useErrorText();
  const visibilityToggle = useVisibilityToggle();
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const [isSubmitted, setIsSubmitted] = useState(false);
  const [isBusy, setIsBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);

  const identifierError = isSubmitted && identifier.trim() === '' ? t('common.required') : undefined;
  const passwordError = isSubmitted && password === '' ? t('common.required') : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setIsSubmitted(true);
    if (identifier.trim() === '' || password === '') return;
    setIsBusy(true);
    setFailure(null);
    login(identifier.trim(), password).catch((error: unknown) => {
      setFailure(error);
      setIsBusy(false);
    });
  };

  const guestAppUrl = guestAppUrlFor(failure, config?.guestAppUrl);
  const isUnconfirmed = failure !== null && errorCodeOf(failure) === 'ACCOUNT_NOT_CONFIRMED';
  // a bakery blocked by its contract's end or by the operator asks the platform operator (support's contact form)
  const asksOperator = failure !== null && ['CONTRACT_ENDED', 'BAKERY_BLOCKED'].includes(errorCodeOf(failure));

  return (
    <Stack gap="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {failure ? (
            <Alert
              color="red"
              variant="light"
              icon={<IconAlertTriangle size={18} />}
              title={t('auth.loginFailed')}
              role="alert"
            >
              <Text size="sm">{errorText(failure)}</Text>
              {guestAppUrl ? (
                <Anchor href={guestAppUrl} size="sm" fw={600}>
                  {t('auth.guestAppLink')}
                </Anchor>
              ) : null}
              {asksOperator ? (
                <Anchor component={Link} to="/chat/create" size="sm" fw={600}>
                  {t('auth.contactOperator')}
                </Anchor>
              ) : null}
            </Alert>
          ) : null}
          <TextInput
            label={t('auth.identifier')}
            value={identifier}
            onChange={(event) => setIdentifier(event.currentTarget.value)}
            error={identifierError}
            autoComplete="username"
            data-autofocus
          />
          <PasswordInput
            label={t('auth.password')}
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            error={passwordError}
            autoComplete="current-password"
            {...visibilityToggle}
          />
          <Group justify="flex-end" mt={-8}>
            <Anchor component="button" type="button" size="sm" onClick={onForgot}>
              {t('auth.forgot')}
            </Anchor>
          </Group>
          <Button type="submit" size="md" loading={isBusy} fullWidth>
            {t('auth.submit')}
          </Button>
          {config?.registrationOpen ? (
            <Text size="sm" ta="center" c="taupe.7">
              {t('auth.noAccount')}{' '}
              <Anchor component={Link} to="/register" fw={600}>
                {t('auth.createAccount')}
              </Anchor>
            </Text>
          ) : null}
        </Stack>
      </form>
      {isUnconfirmed ? (
        <Paper withBorder p="md" bg="brown.0">
          <Stack gap="xs">
            <Text size="sm" fw={600} c="brown.8">
              {t('verify.codeTitle')}
            </Text>
            <Text size="sm" c="taupe.7">
              {t('verify.codeText')}
            </Text>
            <Suspense fallback={null}>
              <VerifyCodeForm initialEmail={identifier.includes('@') ? identifier.trim() : ''} />
            </Suspense>
          </Stack>
        </Paper>
      ) : null}
    </Stack>
  );
}
