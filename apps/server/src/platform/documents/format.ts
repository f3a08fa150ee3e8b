import type { Language } from '@bakery/core';

const LOCALE: Record<Language, string> = { de: 'de-DE', it: 'it-IT', en: 'en-GB' };

/** A calendar date (YYYY-MM-DD) as printed on documents: "24. November 2026", "24 novembre 2026". */
export function documentDate(isoDate: string, language: Language): string {
  return new Intl.DateTimeFormat(LOCALE[language], { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`));
}
