import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  isLanguage,
  languageFromAcceptLanguage,
  normaliseLanguage,
  resolveLanguage,
} from './language';

describe('languages', () => {
  it('are de, it, en with default de', () => {
    expect(LANGUAGES).toEqual(['de', 'it', 'en']);
    expect(DEFAULT_LANGUAGE).toBe('de');
    expect(isLanguage('it')).toBe(true);
    expect(isLanguage('IT')).toBe(false);
    expect(isLanguage('fr')).toBe(false);
    expect(isLanguage(undefined)).toBe(false);
  });

  it('normalise case and ignore the region', () => {
    expect(normaliseLanguage('it-IT')).toBe('it');
    expect(normaliseLanguage('EN_us')).toBe('en');
    expect(normaliseLanguage(' DE ')).toBe('de');
    expect(normaliseLanguage('de-AT')).toBe('de');
    expect(normaliseLanguage('fr')).toBeNull();
    expect(normaliseLanguage('')).toBeNull();
    expect(normaliseLanguage('english')).toBeNull();
  });

  it('read Accept-Language lists by quality', () => {
    expect(languageFromAcceptLanguage('fr-FR,it;q=0.9')).toBe('it');
    expect(languageFromAcceptLanguage('fr-FR, en-GB;q=0.8, it;q=0.9')).toBe('it');
    expect(languageFromAcceptLanguage('en;q=0.5,de;q=0.5')).toBe('en');
    expect(languageFromAcceptLanguage('de;q=0,en;q=0.1')).toBe('en');
    expect(languageFromAcceptLanguage('*')).toBeNull();
    expect(languageFromAcceptLanguage('fr,es')).toBeNull();
    expect(languageFromAcceptLanguage('it;q=abc,en')).toBe('en');
  });
});

describe('resolveLanguage', () => {
  it('prefers user over cookie over browser', () => {
    expect(resolveLanguage({ user: 'it', cookie: 'en', browser: 'de' })).toBe('it');
    expect(resolveLanguage({ cookie: 'en', browser: 'it' })).toBe('en');
    expect(resolveLanguage({ browser: 'it-IT' })).toBe('it');
  });

  it('falls through unsupported values', () => {
    expect(resolveLanguage({ user: 'fr', cookie: 'xx', browser: 'en-US' })).toBe('en');
    expect(resolveLanguage({ user: 'fr', cookie: 'IT_it' })).toBe('it');
    expect(resolveLanguage({ user: '', cookie: '', browser: '' })).toBe('de');
  });

  it('defaults to de', () => {
    expect(resolveLanguage({})).toBe('de');
    expect(resolveLanguage({ browser: 'fr-FR,es;q=0.8' })).toBe('de');
  });

  it('always returns a supported language and honours a valid user choice', () => {
    fc.assert(
      fc.property(
        fc.option(fc.string(), { nil: undefined }),
        fc.option(fc.string(), { nil: undefined }),
        fc.constantFrom(...LANGUAGES),
        (browser, cookie, user) => {
          expect(isLanguage(resolveLanguage({ browser, cookie }))).toBe(true);
          expect(resolveLanguage({ browser, cookie, user: user.toUpperCase() })).toBe(user);
        },
      ),
    );
  });
});
