/**
 * Bill and delivery-docket numbers (requirements/bills-and-e-invoices.md#numbers): a format with tokens `%n` (sequential number,
 * unpadded), `%d` (day, 2 digits), `%m` (month, 2 digits), `%y` (year, 2 digits), `%Y` (year,
 * 4 digits) and `%%` (a literal `%`); prefix and suffix are added around the result.
 *
 * Invariants: the format is read left to right in one pass, so a replaced value is never read
 * again as a token; any other text, including a `%` before an unknown letter or at the end, is
 * kept literally; prefix and suffix are literal too. The date must be a real `YYYY-MM-DD` day
 * and `n` a non-negative safe integer, otherwise `RangeError`.
 */
import { parseIsoDate } from './calendar';

export interface DocumentNumberAffix {
  prefix?: string;
  suffix?: string;
}

const TOKEN = /%([nmdyY%])/g;

/** The document number for sequence value `n` issued on `date`. */
export function formatDocumentNumber(format: string, n: number, date: string, affix: DocumentNumberAffix = {}): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`n must be a non-negative safe integer: ${n}`);
  const { year, month, day } = parseIsoDate(date);
  const pad2 = (value: number): string => String(value).padStart(2, '0');
  const values: Record<string, string> = {
    n: String(n),
    d: pad2(day),
    m: pad2(month),
    y: pad2(year % 100),
    Y: String(year).padStart(4, '0'),
    '%': '%',
  };
  const body = format.replace(TOKEN, (_match, token: string) => values[token] ?? '');
  return `${affix.prefix ?? ''}${body}${affix.suffix ?? ''}`;
}

/** Longest number format a bakery may set (the number goes on documents and into FatturaPA's 20-character Numero). */
export const MAX_NUMBER_FORMAT_LENGTH = 30;

/**
 * Whether `format` can number documents: 1–30 characters without line breaks and with exactly one
 * `%n` token, so no two documents of the sequence can get the same number (`%%n` is a literal
 * "%n", not the token).
 */
export function isDocumentNumberFormat(format: string): boolean {
  if (format.length === 0 || format.length > MAX_NUMBER_FORMAT_LENGTH || /[\r\n\t]/.test(format)) return false;
  const tokens = [...format.matchAll(TOKEN)].map((m) => m[1]);
  return tokens.filter((t) => t === 'n').length === 1;
}
