import { readCookie, writeCookie } from '../../lib/cookies';

export const CONSENT_COOKIE = 'sw_consent';
/** 150 days (requirements/platform-and-contract.md#screens-and-who-may-open-them). */
export const CONSENT_MAX_AGE = 150 * 24 * 3600;

export function hasConsent(): boolean {
  return readCookie(CONSENT_COOKIE) !== null;
}

export function giveConsent(): void {
  writeCookie(CONSENT_COOKIE, 'accepted', CONSENT_MAX_AGE);
}
