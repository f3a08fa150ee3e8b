import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ChangePasswordForm } from '../../features/auth/ChangePasswordForm';

/** /settings — for now the password change; base data, holidays and bill settings follow. */
export function SettingsRoute() {
  const { t } = useTranslation();
  return (
    <Container size="md" py="xl" px={{ base: 'xs', sm: 'md' }}>
      <Title order={1} c="brown.8" fz={{ base: 26, sm: 32 }} mb="lg">
        {t('settings.title')}
      </Title>
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} shadow="xs">
        <Stack gap="md">
          <div>
            <Title order={2} fz="lg" c="brown.8">
              {t('settings.passwordTitle')}
            </Title>
            <Text size="sm" c="taupe.7">
              {t('settings.passwordText')}
            </Text>
          </div>
          <ChangePasswordForm />
        </Stack>
      </Paper>
    </Container>
  );
}
