/**
 * Interface languages (requirements/accounts-and-sign-in.md#languages: de, it, en; default de) and which one a visitor sees.
 *
 * Invariants: the user's saved language wins over the cookie, the cookie over the browser, and
 * 'de' is the fallback. Every value is read case-insensitively with its region ignored
 * ('it-IT' → 'it', 'EN_us' → 'en'); an unsupported or empty value is skipped, falling through
 * to the next source. The browser value may be an Accept-Language list: its entries are taken
 * by descending q (list order among equals, q=0 meaning "not acceptable") and the first
 * supported one wins.
 */

export const LANGUAGES = ['de', 'it', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'de';

/** The cookie holding the language a visitor chose (read by the server for pages and answers, set by the web). */
export const LANGUAGE_COOKIE = 'sw_lang';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The supported language a single tag names ('it-IT', 'EN_us', ' de '), or `null`. */
export function normaliseLanguage(tag: string | undefined): Language | null {
  if (tag === undefined) return null;
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  return isLanguage(primary) ? primary : null;
}

function parseQuality(parameters: string[]): number {
  for (const parameter of parameters) {
    const [key, value] = parameter.split('=').map((part) => part.trim());
    if (key?.toLowerCase() === 'q') {
      const quality = Number(value);
      return Number.isFinite(quality) ? quality : 0;
    }
  }
  return 1;
}

/** The best supported language of an Accept-Language-like list ('fr-FR,it;q=0.9' → 'it'). */
export function languageFromAcceptLanguage(header: string | undefined): Language | null {
  if (header === undefined) return null;
  const entries = header.split(',').map((entry, index) => {
    const [tag = '', ...parameters] = entry.split(';');
    return { language: normaliseLanguage(tag), quality: parseQuality(parameters), index };
  });
  const best = entries
    .filter((entry) => entry.language !== null && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)[0];
  return best?.language ?? null;
}

export interface LanguageSources {
  /** Accept-Language header or `navigator.language(s)` joined by commas. */
  browser?: string;
  /** The language cookie. */
  cookie?: string;
  /** The signed-in user's saved language. */
  user?: string;
}

/** The language to show: user over cookie over browser, default 'de'. */
export function resolveLanguage(input: LanguageSources): Language {
  return (
    normaliseLanguage(input.user) ??
    normaliseLanguage(input.cookie) ??
    languageFromAcceptLanguage(input.browser) ??
    DEFAULT_LANGUAGE
  );
}
