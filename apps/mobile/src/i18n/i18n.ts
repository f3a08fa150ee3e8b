// plural forms (1 pezzo / 2 pezzi) need Intl.PluralRules, which not every Hermes build has: polyfilled only where missing
import 'intl-pluralrules';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, type Language } from '@bakery/core/language';
import { SHARED_TEXTS } from '@bakery/i18n';
import de from './de.json';
import en from './en.json';
import it from './it.json';

/** The app's own texts plus the shared ones (`errors.<CODE>`, the same keys and texts as the web). */
export const resources = {
  de: { translation: { ...SHARED_TEXTS.de, ...de } },
  it: { translation: { ...SHARED_TEXTS.it, ...it } },
  en: { translation: { ...SHARED_TEXTS.en, ...en } },
} as const;

/**
 * A fresh i18next instance per app mount (tests mount many). Resources are bundled, so
 * initialisation is synchronous and the first render is already translated.
 */
export function createI18n(language: Language): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: 'de',
    supportedLngs: [...LANGUAGES],
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}
