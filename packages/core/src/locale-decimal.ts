/**
 * Decimals as people type and read them in their language: German and Italian write a comma
 * ("12,5"), English a point ("12.5"). Reading gives the plain decimal text `parseDecimal` takes;
 * writing turns plain decimal text back into the language's notation. Strings only, no floats.
 *
 * Invariants: only the language's decimal mark is read as one — the other mark, thousands
 * separators, signs, exponents and spaces inside the number are refused (null), so "1.250" is
 * never silently 1.25 for a German nor 1250 for anyone. Leading and trailing spaces are ignored.
 */
import { parseDecimal } from './decimal';
import type { Language } from './language';

/** The decimal mark of each interface language. */
export const DECIMAL_MARK: Readonly<Record<Language, ',' | '.'>> = { de: ',', it: ',', en: '.' };

const MAX_EURO_DIGITS = 9;

/**
 * A non-negative decimal typed in `language` as plain decimal text ("12,5" in de → "12.5",
 * "12.5" in en → "12.5", "7" → "7", ",5" → "0.5", "5," → "5"), or null when it is no such number.
 */
export function readLocaleDecimal(text: string, language: Language): string | null {
  const mark = DECIMAL_MARK[language] === ',' ? ',' : '\\.';
  const match = new RegExp(`^(\\d*)(?:${mark}(\\d*))?$`).exec(text.trim());
  if (!match) return null;
  const [, whole = '', fraction = ''] = match;
  if (whole === '' && fraction === '') return null;
  return fraction === '' ? whole || '0' : `${whole || '0'}.${fraction}`;
}

/** A euro amount typed in `language` ("100,50" de, "100.50" en) in cents; null when not 0 … 999,999,999.99 with ≤ 2 decimals. */
export function readLocaleCents(text: string, language: Language): number | null {
  const decimal = readLocaleDecimal(text, language);
  if (decimal === null || (decimal.split('.')[0] ?? '').replace(/^0+(?=\d)/, '').length > MAX_EURO_DIGITS) return null;
  try {
    return Number(parseDecimal(decimal, 2));
  } catch {
    return null; // more than 2 decimals
  }
}

/** Plain decimal text ("7.50", "100") written in `language` for an input, trailing zero decimals dropped ("7,5", "100"). */
export function localeDecimalInput(decimal: string, language: Language): string {
  const trimmed = decimal.includes('.') ? decimal.replace(/0+$/, '').replace(/\.$/, '') : decimal;
  return trimmed.replace('.', DECIMAL_MARK[language]);
}

/** Cents written in `language` with 2 decimals for an input: 10050 → "100,50" (de) / "100.50" (en). */
export function localeCentsInput(cents: number, language: Language): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`Cents must be a non-negative integer: ${cents}`);
  return `${Math.trunc(cents / 100)}${DECIMAL_MARK[language]}${String(cents % 100).padStart(2, '0')}`;
}
