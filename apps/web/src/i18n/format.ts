import { formatCents, formatDateTimeIn, parseDecimal, type Language } from '@bakery/core';

/** The number and date locale of each interface language. */
export const LOCALES: Record<Language, string> = { de: 'de-DE', it: 'it-IT', en: 'en-GB' };

const numberFormats = new Map<string, Intl.NumberFormat>();

/**
 * The language's Intl.NumberFormat with `options`, made once and kept: a formatter costs about a
 * millisecond to make, and a list formats a number on every row (issue 45, item 13).
 */
export function numberFormat(language: Language, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${language}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(LOCALES[language], options);
    numberFormats.set(key, format);
  }
  return format;
}

/**
 * Makes the language's number formatters while the browser is idle: the first formatter of a
 * page load sets up the locale's number data (60 ms on a slow tablet), which otherwise lands in
 * the render of the first list that formats a number.
 */
export function warmNumberFormats(language: Language): void {
  const warm = () => {
    numberFormat(language).format(1234.5);
    numberFormat(language, { maximumFractionDigits: 2 }).format(1234.5);
  };
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(warm, { timeout: 2000 });
  else setTimeout(warm, 0);
}

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
  return numberFormat(language, { maximumFractionDigits: 2 }).format(text as Intl.StringNumericLiteral);
}
