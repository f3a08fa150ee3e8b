import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoginForm } from '../../features/auth/LoginForm';
import { LoginHero } from '../../features/auth/LoginHero';
import { AuthCard } from '../../ui/AuthCard';
import { lazyWithRetry } from '../lazy-with-retry';

// the dialog (and Mantine's modal with its scroll lock) is fetched when it is first opened
const ForgotPasswordModal = lazyWithRetry(
  () => import('../../features/auth/ForgotPasswordModal'),
  (module) => module.ForgotPasswordModal,
);

export function LoginRoute() {
  const { t } = useTranslation();
  const [isForgotOpen, setForgotOpen] = useState(false);
  // once opened it stays mounted, so it closes with its transition
  const [wasForgotOpened, setWasForgotOpened] = useState(false);
  return (
    <AuthCard title={t('auth.loginTitle')} subtitle={t('auth.loginSubtitle')} aside={<LoginHero />}>
      <LoginForm
        onForgot={() => {
          setWasForgotOpened(true);
          setForgotOpen(true);
        }}
      />
      {wasForgotOpened ? (
        <Suspense fallback={null}>
          <ForgotPasswordModal opened={isForgotOpen} onClose={() => setForgotOpen(false)} />
        </Suspense>
      ) : null}
    </AuthCard>
  );
}
