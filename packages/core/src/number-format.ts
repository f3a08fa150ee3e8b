/**
 * Numbers for display as de, it and en write them — thousands grouped, the language's decimal mark — written
 * from exact integers, without Intl. The first Intl number or date format of a page costs the browser 20–60 ms
 * of main thread while ICU loads its data (measured in Chromium); the dashboard's first screen, all numbers,
 * paid it in one long task. The results equal Intl's with `useGrouping: 'always'` (number-format.test.ts
 * compares them over a range of values); `formatCents` (money.ts) writes its amounts with these.
 */
import { DECIMAL_MARK, localeDecimalInput } from './locale-decimal';
import type { Language } from './language';

const GROUP_MARK: Readonly<Record<Language, '.' | ','>> = { de: '.', it: '.', en: ',' };

/** The digits of a non-negative integer with the language's thousands mark: "1234567" → "1.234.567" (de). */
export function groupDigits(digits: string, language: Language): string {
  if (!/^\d+$/.test(digits)) throw new RangeError(`Not a digit string: ${digits}`);
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, GROUP_MARK[language]);
}

/** A whole number, thousands grouped: 1815 → "1.815" (de, it), "1,815" (en); -2500 → "-2.500". */
export function formatInteger(value: number, language: Language): string {
  if (!Number.isSafeInteger(value)) throw new RangeError(`Not a safe integer: ${value}`);
  return `${value < 0 ? '-' : ''}${groupDigits(String(Math.abs(value)), language)}`;
}

/**
 * A change in per cent with at most one decimal and its sign, none for zero: de "+34,7 %" (a no-break space
 * before the sign, as Intl writes it), it "+34,7%", en "-2.5%", "0 %". The value is rounded to tenths first.
 */
export function formatPercentChange(percent: number, language: Language): string {
  if (!Number.isFinite(percent)) throw new RangeError(`Not a finite percentage: ${percent}`);
  const tenths = Math.round(Math.abs(percent) * 10);
  const whole = groupDigits(String(Math.trunc(tenths / 10)), language);
  const number = tenths % 10 === 0 ? whole : `${whole}${DECIMAL_MARK[language]}${tenths % 10}`;
  const sign = tenths === 0 ? '' : percent > 0 ? '+' : '-';
  return `${sign}${number}${language === 'de' ? '\u00a0%' : '%'}`;
}

/** What follows the number of a percent in documents: a narrow no-break space and "%" in de and it, "%" alone in en. */
const PERCENT_SIGN: Readonly<Record<Language, string>> = { de: '\u202f%', it: '\u202f%', en: '%' };

/**
 * A percent stored as plain decimal text (a VAT rate "10.00", a discount "12.50") as printed
 * documents write it, the one format of every percent on them: trailing zero decimals dropped,
 * the language's decimal mark, then de and it "10 %" / "12,5 %" with a narrow no-break space
 * (U+202F: never broken from its number, narrower than a word space, in the documents' DejaVu
 * font), en "10%" / "12.5%". Throws a RangeError on text that is no such decimal.
 * `formatPercentChange` stays Intl's (it "+34,7%"): it is the dashboard's signed change, not a rate;
 * the web's `formatPercent` (i18n/format.ts) writes the number alone for texts that carry the sign.
 */
export function formatPercentWithSign(decimal: string, language: Language): string {
  if (!/^-?\d+(\.\d+)?$/.test(decimal)) throw new RangeError(`Not a decimal percent: ${decimal}`);
  return `${localeDecimalInput(decimal, language)}${PERCENT_SIGN[language]}`;
}
