import { formatCents, formatDateTimeIn, parseDecimal, type Language } from '@bakery/core';

/** The number and date locale of each interface language. */
export const LOCALES: Record<Language, string> = { de: 'de-DE', it: 'it-IT', en: 'en-GB' };

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/**
 * German date format dd.mm.yyyy in every language (requirements/platform-and-contract.md#formats). Accepts
 * 'YYYY-MM-DD', an ISO timestamp or a Date; anything unreadable is returned unchanged.
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

/**
 * An instant as dd.mm.yyyy HH:MM in `timeZone`, the bakery's (useBakeryTimeZone), never the
 * browser's: a 17:00 deadline in Rome reads 17:00 in a browser in UTC too. Unreadable input unchanged.
 */
export function formatDateTime(iso: string, timeZone: string): string {
  try {
    return formatDateTimeIn(iso, timeZone);
  } catch {
    return iso;
  }
}

/** A decimal euro string from the server ("3.00", "3.5") in the language's number format ("3,00 €", "€3.50"): exact, via core. */
export function formatEuro(amount: string, language: Language): string {
  try {
    return formatCents(Number(parseDecimal(amount.trim(), 2)), language);
  } catch {
    return amount;
  }
}

/**
 * A percent from the server ("10.00", "7.50", "4.5") in the language's number format without
 * trailing zeros ("10", "7,5"); passed to Intl as the exact decimal string. Unreadable input unchanged.
 */
export function formatPercent(percent: string, language: Language): string {
  const text = percent.trim();
  if (!/^-?\d+(\.\d+)?$/.test(text)) return percent;
  return new Intl.NumberFormat(LOCALES[language], { maximumFractionDigits: 2 }).format(
    text as Intl.StringNumericLiteral,
  );
}
