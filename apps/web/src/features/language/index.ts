// The interface language: detected before the first render, kept in a cookie and with the account, switched in the footer.
export { LANGUAGE_COOKIE } from '@bakery/core';
export { detectLanguage } from './language';
export { LanguageSync } from './LanguageSync';
export { LanguageSwitch } from './LanguageSwitch';
