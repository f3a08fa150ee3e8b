import de from '../../apps/web/src/i18n/de.json' with { type: 'json' };
import en from '../../apps/web/src/i18n/en.json' with { type: 'json' };
import it from '../../apps/web/src/i18n/it.json' with { type: 'json' };
import sharedDe from '../../packages/i18n/src/de.json' with { type: 'json' };
import sharedEn from '../../packages/i18n/src/en.json' with { type: 'json' };
import sharedIt from '../../packages/i18n/src/it.json' with { type: 'json' };
import { withSharedTexts, type Catalogue } from '../../apps/web/src/i18n/catalogue';

/**
 * The web app's catalogues as it translates with them (its own texts over those it shares with the
 * guest app, `errors.<CODE>`), so journeys assert whatever wording the UI currently ships:
 * `texts.de.auth.loginTitle` is checked by the compiler, a renamed key breaks the type check.
 */
export type { Catalogue };
export type Language = 'de' | 'it' | 'en';
export const texts: Record<Language, Catalogue> = {
  de: withSharedTexts(sharedDe, de),
  it: withSharedTexts(sharedIt, it),
  en: withSharedTexts(sharedEn, en),
};

/** Fills i18next placeholders such as `{{email}}`. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** Exact-text matcher for a catalogue string (tolerates surrounding whitespace only). */
export function exactly(text: string): RegExp {
  return new RegExp(`^\\s*${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`);
}
