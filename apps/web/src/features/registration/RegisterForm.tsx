import { useState, type FormEvent } from 'react';
import { Alert, Button, Loader, Stack, TextInput } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isLanguage, isValidEmail, usernameProblem, usernameProblemToErrorCode } from '@bakery/core';
import { useApiMutation } from '../../api/query';
import { RegisterMutation } from '../../api/operations';
import { useErrorText } from '../../i18n/error-text';
import { PasswordFields, usePasswordPair } from '../password';
import { useAvailability, type Availability } from './useAvailability';

function statusIcon(availability: Availability) {
  if (availability === 'checking') return <Loader size={14} />;
  if (availability === 'free') return <IconCheck size={16} color="var(--mantine-color-teal-7)" />;
  return null;
}

/**
 * Self-registration of a private customer (requirements/accounts-and-sign-in.md#registration) with the username, e-mail
 * (requirements/accounts-and-sign-in.md#usernames-and-e-mail-addresses) and password rules
 * (requirements/accounts-and-sign-in.md#passwords).
 */
export function RegisterForm({ onRegistered }: { onRegistered: (email: string) => void }) {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const pair = usePasswordPair();
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [isEmailBlurred, setIsEmailBlurred] = useState(false);
  const [isSubmitted, setIsSubmitted] = useState(false);
  const register = useApiMutation(RegisterMutation);
  const [isBusy, setIsBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);

  const name = username.trim();
  const address = email.trim();
  const nameProblem = usernameProblem(name);
  const isEmailWellFormed = isValidEmail(address);
  const nameAvailability = useAvailability('username', name, nameProblem === null);
  // No live check of the e-mail: it would tell anyone which addresses have an account. The server
  // answers a taken address like a new one and mails its owner instead (issue 13).

  const usernameError =
    nameProblem && (username !== '' || isSubmitted)
      ? t(`errors.${usernameProblemToErrorCode(nameProblem)}`)
      : nameAvailability === 'taken'
        ? t('errors.USERNAME_TAKEN')
        : undefined;
  const emailError = !isEmailWellFormed && (isEmailBlurred || isSubmitted) ? t('errors.EMAIL_INVALID') : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setIsSubmitted(true);
    pair.touch();
    const isBlocked = nameAvailability === 'taken';
    if (nameProblem || !isEmailWellFormed || !pair.isValid || isBlocked) return;
    setIsBusy(true);
    setFailure(null);
    const language = isLanguage(i18n.language) ? i18n.language : 'de';
    register
      .mutateAsync({ username: name, email: address, password: pair.password, language })
      .then(() => onRegistered(address))
      .catch((error: unknown) => {
        setFailure(error);
        setIsBusy(false);
      });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {failure ? (
          <Alert color="red" variant="light" role="alert">
            {errorText(failure)}
          </Alert>
        ) : null}
        <TextInput
          label={t('common.username')}
          value={username}
          onChange={(event) => setUsername(event.currentTarget.value)}
          error={usernameError}
          description={nameAvailability === 'free' ? t('register.usernameAvailable') : undefined}
          rightSection={statusIcon(nameAvailability)}
          autoComplete="username"
          required
        />
        <TextInput
          type="email"
          label={t('common.email')}
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          onBlur={() => setIsEmailBlurred(true)}
          error={emailError}
          autoComplete="email"
          required
        />
        <PasswordFields pair={pair} />
        <Button type="submit" size="md" loading={isBusy}>
          {t('register.submit')}
        </Button>
      </Stack>
    </form>
  );
}
