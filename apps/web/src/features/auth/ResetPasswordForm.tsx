import { useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, Group, NumberInput, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useApiMutation } from '../../api/query';
import { ResetPasswordMutation } from '../../api/operations';
import { useErrorText } from '../../i18n/error-text';
import { PasswordFields, usePasswordPair } from '../password';
import { useCaptcha } from './useCaptcha';

/** New password for the reset code of the mail, protected by the maths captcha (requirements/accounts-and-sign-in.md#passwords). */
export function ResetPasswordForm({ code }: { code: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const pair = usePasswordPair();
  const { captcha, error: captchaError, reload } = useCaptcha();
  const [answer, setAnswer] = useState<string | number>('');
  const [isSubmitted, setIsSubmitted] = useState(false);
  const resetPassword = useApiMutation(ResetPasswordMutation);
  const [isBusy, setIsBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);

  const hasAnswer = typeof answer === 'number' && Number.isInteger(answer);
  const answerError = isSubmitted && !hasAnswer ? t('common.required') : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setIsSubmitted(true);
    pair.touch();
    if (!pair.isValid || !hasAnswer || !captcha) return;
    setIsBusy(true);
    setFailure(null);
    resetPassword
      .mutateAsync({
        code,
        password: pair.password,
        passwordConfirmation: pair.repeat,
        captchaToken: captcha.token,
        captchaAnswer: answer,
      })
      .then(() => {
        notifications.show({ color: 'green', message: t('reset.success') });
        void navigate('/login');
      })
      .catch((error: unknown) => {
        setFailure(error);
        setIsBusy(false);
        // a captcha works once: the server may have spent this one, so a new one is asked
        setAnswer('');
        reload();
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
        <PasswordFields pair={pair} />
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
            error={answerError}
            allowDecimal={false}
            hideControls
            disabled={!captcha}
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
        <Button type="submit" loading={isBusy} size="md">
          {t('reset.submit')}
        </Button>
      </Stack>
    </form>
  );
}
