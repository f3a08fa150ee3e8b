// Sessions and sign-in: the signed-in user for every screen, the bakery's clock, the sign-in and password screens.
export { AuthProvider, useAuth, useCurrentUser, useOptionalUser } from './AuthProvider';
export { useBakeryTimeZone, useBakeryToday, useFormatDateTime } from './bakery-clock';
export { RequireKind } from './RequireKind';
export { LoginScreen } from './LoginScreen';
export { ChangePasswordForm } from './ChangePasswordForm';
export { ResetPasswordForm } from './ResetPasswordForm';
export { useCaptcha } from './useCaptcha';
