import i18next, { type i18n as I18n } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { isLanguage, type Language } from '@bakery/core';
import { i18nOptions } from './options';

/** One catalogue, downloaded as its own chunk: a visitor in Italian never loads the German or English texts. */
export function loadCatalogue(language: Language) {
  switch (language) {
    case 'de':
      return import('./de.json');
    case 'it':
      return import('./it.json');
    case 'en':
      return import('./en.json');
  }
}

/**
 * The app's i18next: resolves once `language`'s catalogue is there, so the first render is already
 * translated; a switch to another language downloads that one first (i18next changes language only
 * when it is loaded).
 */
export async function loadI18n(language: Language): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance
    .use(resourcesToBackend(async (lng: string) => (await loadCatalogue(isLanguage(lng) ? lng : 'de')).default))
    .use(initReactI18next)
    .init(i18nOptions(language));
  return instance;
}
