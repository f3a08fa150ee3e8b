import { ProfileScreen } from '../../features/settings';

/** /profile (private customers): accepting guest orders; base data and password are in /settings. */
export function ProfileRoute() {
  return <ProfileScreen />;
}
