import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, type Language } from '@bakery/core';
import de from './de.json';
import it from './it.json';
import en from './en.json';

export const resources = { de: { translation: de }, it: { translation: it }, en: { translation: en } } as const;

/**
 * A fresh i18next instance per app mount (tests mount many apps). Resources are bundled, so
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
