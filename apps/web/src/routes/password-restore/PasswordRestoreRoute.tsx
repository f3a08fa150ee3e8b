import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ResetPasswordForm } from '../../features/auth';
import { AuthCard } from '../../ui/AuthCard';

/** /password/restore/:code — the link of the "forgot password" mail. */
export function PasswordRestoreRoute() {
  const { t } = useTranslation();
  const { code = '' } = useParams();
  return (
    <AuthCard title={t('reset.title')} subtitle={t('reset.text')}>
      <ResetPasswordForm code={code} />
      <Text size="sm" ta="center">
        <Anchor component={Link} to="/login">
          {t('common.toLogin')}
        </Anchor>
      </Text>
    </AuthCard>
  );
}
