import de from '../../apps/mobile/src/i18n/de.json' with { type: 'json' };
import en from '../../apps/mobile/src/i18n/en.json' with { type: 'json' };
import it from '../../apps/mobile/src/i18n/it.json' with { type: 'json' };
import type { Language } from './texts';

/**
 * The guest app's own catalogues (apps/mobile/src/i18n), so the guest-app journey asserts whatever
 * wording the app ships; `fill` and `exactly` from ./texts work on them too.
 */
export type AppCatalogue = typeof de;
export const appTexts: Record<Language, AppCatalogue> = { de, it, en };

/** Escapes a text for a RegExp. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * A RegExp for a whole text made from a template: placeholders given in `values` (a string literally, a
 * RegExp as a pattern), the rest anything: "Bestellen · {{total}}" → /^Bestellen · .+?$/.
 */
export function templatePattern(template: string, values: Record<string, string | number | RegExp> = {}): RegExp {
  const parts = template.split(/(\{\{\w+\}\})/g).map((part) => {
    const name = /^\{\{(\w+)\}\}$/.exec(part)?.[1];
    if (!name) return escapeRegExp(part);
    const value = values[name];
    if (value === undefined) return '.+?';
    return value instanceof RegExp ? `(?:${value.source})` : escapeRegExp(String(value));
  });
  return new RegExp(`^\\s*${parts.join('')}\\s*$`);
}
