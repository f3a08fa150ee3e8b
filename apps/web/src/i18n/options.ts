import type { InitOptions } from 'i18next';
import { LANGUAGES, type Language } from '@bakery/core';

/**
 * How both i18next set-ups translate: only the language in use, no fallback to another one (the
 * three catalogues have the same keys, i18n.test.ts checks it), nothing escaped twice (React escapes).
 */
export function i18nOptions(language: Language): InitOptions {
  return {
    lng: language,
    fallbackLng: false,
    load: 'currentOnly',
    supportedLngs: [...LANGUAGES],
    interpolation: { escapeValue: false },
    returnNull: false,
    // one namespace: keys are never split at ':' (i18next then skips its per-call check for one)
    nsSeparator: false,
    // the app waits for its language before the first render and i18next switches only once the next is loaded
    react: { useSuspense: false },
  };
}
