import type { Language } from '@bakery/core';

const LOCALES: Record<Language, string> = { de: 'de-DE', it: 'it-IT', en: 'en-GB' };

/** German date format dd.mm.yyyy in every language (SPEC §9), from 'YYYY-MM-DD'; anything else unchanged. */
export function formatDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : value;
}

/** Cents as euro in the language's number format ("3,00 €", "€3.00"). */
export function formatCents(cents: number, language: Language): string {
  return new Intl.NumberFormat(LOCALES[language], { style: 'currency', currency: 'EUR', minimumFractionDigits: 2 }).format(cents / 100);
}

/** ISO weekdays (1 = Monday … 7 = Sunday) as short names in the language ("Mo, Mi, Fr"). */
export function formatWeekdays(weekdays: readonly number[], language: Language): string {
  const format = new Intl.DateTimeFormat(LOCALES[language], { weekday: 'short', timeZone: 'UTC' });
  // 2024-01-01 was a Monday
  return [...weekdays]
    .sort((a, b) => a - b)
    .map((day) => format.format(new Date(Date.UTC(2024, 0, day))))
    .join(', ');
}
