import de from '../../apps/web/src/i18n/de.json' with { type: 'json' };
import en from '../../apps/web/src/i18n/en.json' with { type: 'json' };
import it from '../../apps/web/src/i18n/it.json' with { type: 'json' };

/**
 * The web app's own catalogues, so journeys assert whatever wording the UI currently ships:
 * `texts.de.auth.loginTitle` is checked by the compiler, a renamed key breaks the type check.
 */
export type Catalogue = typeof de;
export type Language = 'de' | 'it' | 'en';
export const texts: Record<Language, Catalogue> = { de, it, en };

/** Fills i18next placeholders such as `{{email}}`. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** Exact-text matcher for a catalogue string (tolerates surrounding whitespace only). */
export function exactly(text: string): RegExp {
  return new RegExp(`^\\s*${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`);
}
