import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '@bakery/core';
import de from './de.json';
import it from './it.json';
import en from './en.json';
import { i18nOptions } from './options';

export const resources = { de: { translation: de }, it: { translation: it }, en: { translation: en } } as const;

/**
 * An i18next instance with all three catalogues bundled, ready at once: for tests, which mount many
 * apps and switch languages synchronously. The app itself downloads only its language (./load.ts).
 */
export function createI18n(language: Language): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({ ...i18nOptions(language), resources, initAsync: false });
  return instance;
}
