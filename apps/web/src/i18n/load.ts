import i18next, { type i18n as I18n } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { isLanguage, type Language } from '@bakery/core';
import { loadWithRetry } from '../routes/lazy-with-retry';
import { i18nOptions } from './options';

/**
 * The whole catalogue of one language with the shared texts (catalogue.ts), as its own chunk
 * (build/public-catalogue.ts): a visitor in Italian never loads the German texts.
 */
export function loadCatalogue(language: Language) {
  switch (language) {
    case 'de':
      return import('virtual:catalogue/de');
    case 'it':
      return import('virtual:catalogue/it');
    case 'en':
      return import('virtual:catalogue/en');
  }
}

/** The sections the signed-out pages need (sections.ts; the errors among them), a small chunk per language (build/public-catalogue.ts). */
function loadPublicCatalogue(language: Language) {
  switch (language) {
    case 'de':
      return import('virtual:public-catalogue/de');
    case 'it':
      return import('virtual:public-catalogue/it');
    case 'en':
      return import('virtual:public-catalogue/en');
  }
}

/** The app's instance (main.tsx) and whether it already holds the signed-in sections. */
let app: { i18n: I18n; whole: boolean } | null = null;

/** A catalogue chunk, fetched again under a fresh address when it fails (as the screens' chunks are). */
async function read(lng: string): Promise<object> {
  const language = isLanguage(lng) ? lng : 'de';
  if (app?.whole) return (await loadWithRetry(() => loadCatalogue(language))).default;
  return { ...(await loadWithRetry(() => loadPublicCatalogue(language))) };
}

/**
 * The app's i18next: resolves once the signed-out texts of `language` are there, so the first render
 * is already translated; a switch to another language downloads that one first (i18next changes
 * language only when it is loaded). The signed-in area adds the rest by `loadSignedInTexts`.
 */
export async function loadI18n(language: Language): Promise<I18n> {
  const instance = i18next.createInstance();
  app = { i18n: instance, whole: false };
  await instance.use(resourcesToBackend(read)).use(initReactI18next).init(i18nOptions(language));
  return instance;
}

/**
 * Before the signed-in area renders: the whole catalogue of every language loaded so far (from then
 * on a switch loads whole catalogues). Nothing to do where all texts are bundled (tests).
 */
export async function loadSignedInTexts(): Promise<void> {
  if (!app || app.whole) return;
  app.whole = true;
  await app.i18n.reloadResources(Object.keys(app.i18n.store.data));
}
