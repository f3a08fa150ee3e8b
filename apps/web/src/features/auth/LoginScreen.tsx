import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthCard } from '../../ui/AuthCard';
import { lazyWithRetry } from '../../routes/lazy-with-retry';
import { LoginForm } from './LoginForm';
import { LoginHero } from './LoginHero';

// the dialog (and Mantine's modal with its scroll lock) is fetched when it is first opened
const ForgotPasswordModal = lazyWithRetry(
  () => import('./ForgotPasswordModal'),
  (module) => module.ForgotPasswordModal,
);

/** /login: the sign-in form beside the hero, and the password-reset dialog once asked for. */
export function LoginScreen() {
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
