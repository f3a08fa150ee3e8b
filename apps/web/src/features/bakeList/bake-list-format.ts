import type { Language } from '@bakery/core';
import { LOCALES, numberFormat } from '../../i18n/format';

const DECIMAL_SEPARATOR: Record<Language, string> = { de: ',', it: ',', en: '.' };

/** Whole pieces in the language's grouping: "12.500" (de, it), "12,500" (en). */
export function formatPieces(amount: number, language: Language): string {
  return numberFormat(language, { maximumFractionDigits: 0 }).format(amount);
}

/**
 * Grams as kilograms with one decimal, rounded half up, in the language's format: "12,5 kg" in
 * German and Italian, "12.5 kg" in English. Integer arithmetic only (grams are whole numbers).
 */
export function formatKg(grams: number, language: Language): string {
  const tenths = Math.floor((Math.max(0, grams) + 50) / 100);
  const whole = Math.floor(tenths / 10);
  return `${formatPieces(whole, language)}${DECIMAL_SEPARATOR[language]}${tenths % 10} kg`;
}

/** The pieces of the generated list (ordered plus additional); null when the product was not on it. */
export function generatedTotal(row: {
  generatedOrderedAmount: number | null;
  generatedAdditionalAmount: number | null;
}): number | null {
  if (row.generatedOrderedAmount === null && row.generatedAdditionalAmount === null) return null;
  return (row.generatedOrderedAmount ?? 0) + (row.generatedAdditionalAmount ?? 0);
}

/** A typed amount of additional breads: whole pieces 1 … max, else null. */
export function parseAdditionalAmount(value: string | number, max: number): number | null {
  const text = String(value).trim();
  if (!/^\d+$/.test(text)) return null;
  const amount = Number(text);
  return amount >= 1 && amount <= max ? amount : null;
}

/** A delivery date with its weekday in the language: "Di. 24.11.2026" (German date format, §9); "Di. 24.11." without the year. */
export function formatDeliveryDay(date: string, language: Language, withYear = true): string {
  const weekday = new Intl.DateTimeFormat(LOCALES[language], { weekday: 'short', timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  );
  const [y, m, d] = date.split('-');
  return withYear ? `${weekday} ${d}.${m}.${y}` : `${weekday} ${d}.${m}.`;
}
