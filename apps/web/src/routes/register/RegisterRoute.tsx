import { useState } from 'react';
import { Alert, Anchor, Center, Loader, Stack, Text } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePublicConfig } from '../../features/config';
import { RegisterForm, VerifyCodeForm } from '../../features/registration';
import { AuthCard } from '../../ui/AuthCard';

/** /register — only when a bakery takes self-registrations (publicConfig.registrationOpen). */
export function RegisterRoute() {
  const { t } = useTranslation();
  const config = usePublicConfig();
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);

  if (!config) {
    return (
      <Center py={80}>
        <Loader />
      </Center>
    );
  }

  if (!config.registrationOpen) {
    return (
      <AuthCard title={t('register.closedTitle')}>
        <Text c="taupe.7">{t('register.closedText')}</Text>
        <Anchor component={Link} to="/login">
          {t('common.toLogin')}
        </Anchor>
      </AuthCard>
    );
  }

  if (registeredEmail) {
    return (
      <AuthCard title={t('register.doneTitle')}>
        <Alert role="status" color="teal" variant="light" icon={<IconMailForward size={18} />}>
          <Stack gap={4}>
            <Text size="sm">{t('register.doneText', { email: registeredEmail })}</Text>
            <Text size="sm" c="dimmed">
              {t('register.acceptedHint')}
            </Text>
          </Stack>
        </Alert>
        <VerifyCodeForm initialEmail={registeredEmail} />
      </AuthCard>
    );
  }

  const bakery = config.registrationBakeryName;
  return (
    <AuthCard
      title={t('register.title')}
      subtitle={bakery ? t('register.subtitle', { bakery }) : t('register.subtitleGeneric')}
    >
      <RegisterForm onRegistered={setRegisteredEmail} />
      <Text size="sm" ta="center" c="taupe.7">
        {t('register.haveAccount')}{' '}
        <Anchor component={Link} to="/login" fw={600}>
          {t('nav.login')}
        </Anchor>
      </Text>
    </AuthCard>
  );
}
