import { Alert, Button, Stack } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Shown once the e-mail address is verified, by link or by code: says so and leads to sign-in. */
export function EmailConfirmed() {
  const { t } = useTranslation();
  return (
    <Stack>
      <Alert
        role="status"
        color="teal"
        variant="light"
        icon={<IconCircleCheck size={18} />}
        title={t('verify.successTitle')}
      >
        {t('verify.success')}
      </Alert>
      <Button component={Link} to="/login">
        {t('nav.login')}
      </Button>
    </Stack>
  );
}
