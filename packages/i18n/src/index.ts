/**
 * Texts shared by the web and the guest app, per language, under the same keys as the web's
 * catalogues: `errors.<CODE>` for every error code of @bakery/core, whose only source this is, and
 * the few labels an error text names with `$t(key)`, e.g. the settings tab of BILLING_DISABLED. Each
 * app merges them under its own catalogue (its own sections win: the web keeps its labels);
 * i18n.test.ts checks that those labels agree with the web's, the web's i18n.test.ts that the web
 * resolves every error code to these texts.
 */
import de from './de.json';
import en from './en.json';
import it from './it.json';

export type SharedLanguage = 'de' | 'it' | 'en';
export type SharedTexts = typeof de;

export const SHARED_TEXTS: Record<SharedLanguage, SharedTexts> = { de, it, en };
