// Registration and e-mail confirmation; the availability check the client form reuses.
export { RegisterForm } from './RegisterForm';
export { VerifyCodeForm } from './VerifyCodeForm';
export { EmailConfirmed } from './EmailConfirmed';
export { useLinkConfirmation } from './useLinkConfirmation';
export { useAvailability, type Availability } from './useAvailability';
