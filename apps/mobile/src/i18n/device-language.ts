import { getLocales } from 'expo-localization';
import { DEFAULT_LANGUAGE, normaliseLanguage, type Language } from '@bakery/core/language';

/** The first of the device's preferred languages that the app speaks; German otherwise (requirements/guest-app.md#signing-in). */
export function deviceLanguage(): Language {
  for (const locale of getLocales()) {
    const language = normaliseLanguage(locale.languageTag) ?? normaliseLanguage(locale.languageCode ?? undefined);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}
