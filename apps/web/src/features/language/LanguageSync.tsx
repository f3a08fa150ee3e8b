import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage, LANGUAGE_COOKIE } from '@bakery/core';
import { warmNumberFormats } from '../../i18n/format';
import { useCurrentUser } from '../auth';
import { readCookie } from '../../lib/cookies';
import { detectLanguage, rememberLanguage } from './language';

/**
 * Keeps i18next and `<html lang>` in step with requirements/accounts-and-sign-in.md#languages: after sign-in the user's
 * own language wins; signed out, the cookie and then the browser decide.
 */
export function LanguageSync() {
  const { i18n } = useTranslation();
  const userLanguage = useCurrentUser()?.language;

  useEffect(() => {
    const language = detectLanguage(userLanguage);
    if (i18n.language !== language) void i18n.changeLanguage(language);
    // the signed-in user's language also goes into the cookie: the next page load (the server's page, the first
    // render) starts in it instead of the browser's and then switching (German users with Italian phones)
    if (userLanguage !== undefined && readCookie(LANGUAGE_COOKIE) !== language) rememberLanguage(language);
  }, [i18n, userLanguage]);

  useEffect(() => {
    const apply = (language: string) => {
      document.documentElement.lang = language;
      if (isLanguage(language)) warmNumberFormats(language);
    };
    apply(i18n.language);
    i18n.on('languageChanged', apply);
    return () => i18n.off('languageChanged', apply);
  }, [i18n]);

  return null;
}
