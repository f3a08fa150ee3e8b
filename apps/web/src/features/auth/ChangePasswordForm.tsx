import { useState, type FormEvent } from 'react';
import { Alert, Button, PasswordInput, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useApiMutation } from '../../api/query';
import { ChangePasswordMutation } from '../../api/operations';
import { useErrorText } from '../../i18n/error-text';
import { PasswordFields, usePasswordPair, useVisibilityToggle } from '../password';
import { useAuth } from './AuthProvider';
import { storeSession } from './session';

/** Settings: change the password with the current one, under the password rules (requirements/accounts-and-sign-in.md#passwords). */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { updateUser } = useAuth();
  const pair = usePasswordPair();
  const visibilityToggle = useVisibilityToggle();
  const [currentPassword, setCurrentPassword] = useState('');
  const [isSubmitted, setIsSubmitted] = useState(false);
  const changePassword = useApiMutation(ChangePasswordMutation);
  const [isBusy, setIsBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [formKey, setFormKey] = useState(0);

  const currentError = isSubmitted && currentPassword === '' ? t('common.required') : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setIsSubmitted(true);
    pair.touch();
    if (currentPassword === '' || !pair.isValid) return;
    setIsBusy(true);
    setFailure(null);
    changePassword
      .mutateAsync({ currentPassword, password: pair.password, passwordConfirmation: pair.repeat })
      .then(({ changePassword: session }) => {
        // Earlier sessions end with the change; the returned token continues this one.
        storeSession(session.jwt, session.userId);
        updateUser(session.user);
        notifications.show({ color: 'green', message: t('settings.success') });
        setCurrentPassword('');
        setIsSubmitted(false);
        pair.reset();
        setFormKey((key) => key + 1);
      })
      .catch((error: unknown) => setFailure(error))
      .finally(() => setIsBusy(false));
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" maw={480}>
        {failure ? (
          <Alert color="red" variant="light" role="alert">
            {errorText(failure)}
          </Alert>
        ) : null}
        <PasswordInput
          label={t('password.current')}
          value={currentPassword}
          onChange={(event) => setCurrentPassword(event.currentTarget.value)}
          error={currentError}
          autoComplete="current-password"
          required
          {...visibilityToggle}
        />
        <PasswordFields key={formKey} pair={pair} />
        <Button type="submit" loading={isBusy} style={{ alignSelf: 'flex-start' }}>
          {t('settings.submit')}
        </Button>
      </Stack>
    </form>
  );
}
