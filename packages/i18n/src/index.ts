/**
 * Texts shared by the web and the guest app, per language, under the same keys as the web's
 * catalogues (`errors.<CODE>` for every error code of @bakery/core, and the few labels an error
 * text names with `$t(key)`, e.g. the settings tab of BILLING_DISABLED). Each app merges them into
 * its own catalogue; i18n.test.ts checks that they agree with the web's.
 */
import de from './de.json';
import en from './en.json';
import it from './it.json';

export type SharedLanguage = 'de' | 'it' | 'en';
export type SharedTexts = typeof de;

export const SHARED_TEXTS: Record<SharedLanguage, SharedTexts> = { de, it, en };
