import { LoginScreen } from '../../features/auth';

export function LoginRoute() {
  return <LoginScreen />;
}
