import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { ForgotPasswordModal } from '../../features/auth/ForgotPasswordModal';
import { LoginForm } from '../../features/auth/LoginForm';
import { LoginHero } from '../../features/auth/LoginHero';
import { AuthCard } from '../../ui/AuthCard';

export function LoginRoute() {
  const { t } = useTranslation();
  const [isForgotOpen, forgot] = useDisclosure(false);
  return (
    <AuthCard title={t('auth.loginTitle')} subtitle={t('auth.loginSubtitle')} aside={<LoginHero />}>
      <LoginForm onForgot={forgot.open} />
      <ForgotPasswordModal opened={isForgotOpen} onClose={forgot.close} />
    </AuthCard>
  );
}
