import { Alert, Divider, Loader, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useErrorText } from '../../i18n/error-text';
import { useLinkConfirmation, VerifyCodeForm, EmailConfirmed } from '../../features/registration';
import { AuthCard } from '../../ui/AuthCard';

/** /login/:verify — confirms the e-mail address by the link token; offers code entry as well. */
export function VerifyEmailRoute() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { verify = '' } = useParams();
  const confirmation = useLinkConfirmation(verify);

  return (
    <AuthCard title={t('verify.title')}>
      {confirmation.status === 'pending' ? (
        <Group gap="sm">
          <Loader size="sm" />
          <Text size="sm">{t('verify.checking')}</Text>
        </Group>
      ) : null}
      {confirmation.status === 'confirmed' ? <EmailConfirmed /> : null}
      {confirmation.status === 'failed' ? (
        <Stack gap="md">
          <Alert color="red" variant="light" role="alert">
            {errorText(confirmation.error)}
          </Alert>
          <Divider label={t('verify.codeTitle')} labelPosition="left" color="taupe.2" />
          <Text size="sm" c="taupe.7">
            {t('verify.codeText')}
          </Text>
          <VerifyCodeForm />
        </Stack>
      ) : null}
    </AuthCard>
  );
}
