import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '@bakery/core';
import { SHARED_TEXTS } from '@bakery/i18n';
import de from './de.json';
import it from './it.json';
import en from './en.json';
import { withSharedTexts } from './catalogue';
import { i18nOptions } from './options';

/** Each language's catalogue with the texts shared with the guest app (@bakery/i18n: the errors), as the app loads them. */
export const resources = {
  de: { translation: withSharedTexts(SHARED_TEXTS.de, de) },
  it: { translation: withSharedTexts(SHARED_TEXTS.it, it) },
  en: { translation: withSharedTexts(SHARED_TEXTS.en, en) },
} as const;

/**
 * An i18next instance with all three catalogues bundled, ready at once: for tests, which mount many
 * apps and switch languages synchronously. The app itself downloads only its language (./load.ts).
 */
export function createI18n(language: Language): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({ ...i18nOptions(language), resources, initAsync: false });
  return instance;
}
