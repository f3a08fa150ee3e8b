// The frames around the screens: the public shell and the signed-in app shell with its navigation.
export { PublicShell } from './PublicShell';
export { AppShellLayout } from './AppShellLayout';
export { navigationFor } from './navigation';
