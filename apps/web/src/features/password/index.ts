// Password fields with their rules, shared by sign-in, registration and the password forms.
export { PasswordFields } from './PasswordFields';
export { usePasswordPair } from './usePasswordPair';
export { useVisibilityToggle } from './useVisibilityToggle';
