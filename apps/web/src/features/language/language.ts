import { LANGUAGE_COOKIE, resolveLanguage, type Language } from '@bakery/core';
import { readCookie, writeCookie } from '../../lib/cookies';

/**
 * How long core's LANGUAGE_COOKIE (the server reads it too) remembers the language chosen with the switch
 * (requirements/accounts-and-sign-in.md#languages).
 */
export const LANGUAGE_COOKIE_MAX_AGE = 365 * 24 * 3600;

function browserLanguages(): string {
  const list = navigator.languages?.length ? navigator.languages : [navigator.language];
  return list.filter(Boolean).join(',');
}

/**
 * Browser language, overridden by the cookie, overridden by the signed-in user's language
 * (requirements/accounts-and-sign-in.md#languages).
 */
export function detectLanguage(userLanguage?: string): Language {
  return resolveLanguage({
    browser: browserLanguages(),
    cookie: readCookie(LANGUAGE_COOKIE) ?? undefined,
    user: userLanguage,
  });
}

export function rememberLanguage(language: Language): void {
  writeCookie(LANGUAGE_COOKIE, language, LANGUAGE_COOKIE_MAX_AGE);
}
