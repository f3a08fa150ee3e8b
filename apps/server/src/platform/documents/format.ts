import type { Language } from '@bakery/core';
import { formatEuros, type BillLinePrice } from '@bakery/core/bill-line-price';

const LOCALE: Record<Language, string> = { de: 'de-DE', it: 'it-IT', en: 'en-GB' };

/** Intl formatters are costly to build (~0.1 ms each; a bill PDF prints a date per order): one per language and style. */
const formatters = new Map<string, Intl.DateTimeFormat>();
function dateFormat(language: Language, style: 'long' | 'short' | 'month'): Intl.DateTimeFormat {
  const key = `${language}|${style}`;
  let format = formatters.get(key);
  if (!format) {
    const options: Intl.DateTimeFormatOptions =
      style === 'long'
        ? { day: 'numeric', month: 'long', year: 'numeric' }
        : style === 'short'
          ? { day: '2-digit', month: '2-digit', year: 'numeric' }
          : { month: 'long', year: 'numeric' };
    format = new Intl.DateTimeFormat(LOCALE[language], { ...options, timeZone: 'UTC' });
    formatters.set(key, format);
  }
  return format;
}

/** A calendar date (YYYY-MM-DD) as printed on documents: "24. November 2026", "24 novembre 2026". */
export function documentDate(isoDate: string, language: Language): string {
  return dateFormat(language, 'long').format(new Date(`${isoDate}T00:00:00Z`));
}

/** An instant as printed in a time zone: "23.11.2026, 18:00". */
export function documentDateTime(instant: Date, timeZone: string, language: Language): string {
  return new Intl.DateTimeFormat(LOCALE[language], {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
  }).format(instant);
}

/**
 * Grams as kilograms with one decimal ("12,4 kg"); under 1 kg as grams ("850 g"). `exact` prints
 * every gram ("2,070 kg"), for measured weights a price was computed from.
 */
export function documentWeight(grams: number, language: Language, exact = false): string {
  if (grams < 1000) return `${grams} g`;
  if (exact)
    return `${new Intl.NumberFormat(LOCALE[language]).format(Math.trunc(grams / 1000))}${language === 'en' ? '.' : ','}${String(grams % 1000).padStart(3, '0')} kg`;
  const tenths = Math.round(grams / 100);
  const whole = new Intl.NumberFormat(LOCALE[language]).format(Math.trunc(tenths / 10));
  return `${whole}${language === 'en' ? '.' : ','}${tenths % 10} kg`;
}

/** A calendar date as digits in the document's language: "01.11.2026" (de), "01/11/2026" (it, en). */
export function documentShortDate(isoDate: string, language: Language): string {
  return dateFormat(language, 'short').format(new Date(`${isoDate}T00:00:00Z`));
}

/** A month "2026-11" as printed: "November 2026", "novembre 2026". */
export function documentMonth(month: string, language: Language): string {
  return dateFormat(language, 'month').format(new Date(`${month}-01T00:00:00Z`));
}

/** The words around a unit price on a document: after a price per kg or per piece, and a piece's weight basis. */
export interface UnitPriceWords {
  perKg: string;
  perPiece: string;
  weightBasis: (weight: string, perKg: string) => string;
}

/** A unit price as bills and dockets print it (core `billLinePrice`, ADR 013): "0,55 €/Stk.", "5,20 €/kg", "60 g à 9,17 €/kg". */
export function unitPriceText(shown: BillLinePrice, language: Language, words: UnitPriceWords): string {
  const price = formatEuros(shown.price, language);
  if (shown.gramsPerPiece) return words.weightBasis(documentWeight(shown.gramsPerPiece, language, true), price);
  return `${price}${shown.per === 'KG' ? words.perKg : words.perPiece}`;
}
