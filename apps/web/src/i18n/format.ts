import type { Language } from '@bakery/core';

const LOCALES: Record<Language, string> = { de: 'de-DE', it: 'it-IT', en: 'en-GB' };

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/**
 * German date format dd.mm.yyyy in every language (SPEC §9). Accepts 'YYYY-MM-DD', an ISO
 * timestamp or a Date; anything unreadable is returned unchanged.
 */
export function formatDate(value: string | Date): string {
  if (typeof value === 'string') {
    const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
    if (match && value.length === 10) return `${match[3]}.${match[2]}.${match[1]}`;
    const parsed = new Date(value);
    if (Number.isNaN(parsed.getTime())) return value;
    value = parsed;
  }
  return `${pad(value.getDate())}.${pad(value.getMonth() + 1)}.${value.getFullYear()}`;
}

/** An amount in euro with two decimals in the language's number format ("3,00 €", "€3.00"). */
export function formatEuro(amount: string | number, language: Language): string {
  const value = typeof amount === 'number' ? amount : Number(amount);
  return new Intl.NumberFormat(LOCALES[language], {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: 2,
  }).format(value);
}
