// The interface language: detected before the first render, kept in a cookie and with the account, switched in the footer.
export { detectLanguage, LANGUAGE_COOKIE } from './language';
export { LanguageSync } from './LanguageSync';
export { LanguageSwitch } from './LanguageSwitch';
