/**
 * Field writers for the FatturaPA builder: each turns one input value into the exact lexical form
 * the XSD type wants, or throws EInvoiceInputError naming the field. Amounts are only re-formatted
 * (padding, trailing zeros), never rounded: a value that would need rounding is an input error.
 */
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces';
import {
  compareDecimals,
  exactDecimalOf,
  formatExactDecimal,
  parseExactDecimal,
  roundDecimalHalfUp,
} from '@bakery/core/decimal';
import { toBasicLatin, toFatturaText } from './latin1';

/** The input cannot be written as a valid FatturaPA file; `field` says where (e.g. 'lines[2].total'). */
export class EInvoiceInputError extends Error {
  constructor(
    readonly field: string,
    readonly problem: string,
  ) {
    super(`${field}: ${problem}`);
    this.name = 'EInvoiceInputError';
  }
}

export type XmlElement = XMLBuilder;

/**
 * Maximum lengths of the free-text elements the builder cuts to fit the XSD (String…LatinType).
 * One table for the writer and for truncatedFields(), so a warning shows exactly what was cut.
 */
export const TEXT_MAX = {
  Denominazione: 80,
  Nome: 60,
  Cognome: 60,
  Indirizzo: 60,
  NumeroCivico: 8,
  Comune: 60,
  Descrizione: 1000,
  RiferimentoNormativo: 100,
  Beneficiario: 200,
} as const;

/** Appends <name>value</name> (xmlbuilder2 escapes the text). */
export function leaf(parent: XmlElement, name: string, value: string): void {
  parent.ele(name).txt(value);
}

interface NumberFormat {
  minDecimals: number;
  maxDecimals: number;
  maxWholeDigits: number;
  negative: boolean;
}

function writeNumber(value: string, field: string, format: NumberFormat): string {
  const parsed = parseExactDecimal(value);
  if (!parsed) throw new EInvoiceInputError(field, `'${value}' is not a decimal number`);
  if (compareDecimals(roundDecimalHalfUp(parsed, format.maxDecimals), parsed) !== 0) {
    throw new EInvoiceInputError(field, `'${value}' has more than ${format.maxDecimals} decimals`);
  }
  const text = formatExactDecimal(roundDecimalHalfUp(parsed, format.maxDecimals), format.minDecimals);
  if (!format.negative && text.startsWith('-')) throw new EInvoiceInputError(field, `'${value}' must not be negative`);
  const whole = text.replace('-', '').split('.')[0] ?? '';
  if (whole.length > format.maxWholeDigits) throw new EInvoiceInputError(field, `'${value}' is too large`);
  return text;
}

/** Amount2DecimalType: ImponibileImporto, Imposta, ImportoTotaleDocumento, ImportoPagamento. */
export function amount2(value: string, field: string): string {
  return writeNumber(value, field, { minDecimals: 2, maxDecimals: 2, maxWholeDigits: 11, negative: true });
}

/** Amount8DecimalType: PrezzoUnitario, PrezzoTotale (2–8 decimals, as precise as given). */
export function amount8(value: string, field: string): string {
  return writeNumber(value, field, { minDecimals: 2, maxDecimals: 8, maxWholeDigits: 11, negative: true });
}

/** QuantitaType: 2–8 decimals, not negative. */
export function quantity(value: string, field: string): string {
  return writeNumber(value, field, { minDecimals: 2, maxDecimals: 8, maxWholeDigits: 12, negative: false });
}

/** RateType: a percentage with exactly 2 decimals, 0.00–100.00. */
export function rate(value: string, field: string): string {
  const text = writeNumber(value, field, { minDecimals: 2, maxDecimals: 2, maxWholeDigits: 3, negative: false });
  if (compareDecimals(exactDecimalOf(text), exactDecimalOf('100')) > 0)
    throw new EInvoiceInputError(field, `'${value}' is over 100`);
  return text;
}

/** xs:date as YYYY-MM-DD, a real calendar day. */
export function date(value: string, field: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const day = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
  if (!day || day.toISOString().slice(0, 10) !== value)
    throw new EInvoiceInputError(field, `'${value}' is not a date YYYY-MM-DD`);
  return value;
}

/** String…LatinType: required free text. */
export function text(value: string | undefined, maxLength: number, field: string): string {
  const out = toFatturaText(value ?? '', maxLength);
  if (out === '') throw new EInvoiceInputError(field, 'is empty (after removing characters the XSD does not accept)');
  return out;
}

/** String…Type (Basic Latin): required numbers and codes; never cut (a cut number is another number). */
export function basicText(value: string | undefined, maxLength: number, field: string): string {
  const out = toBasicLatin(value ?? '', Number.MAX_SAFE_INTEGER);
  if (out === '') throw new EInvoiceInputError(field, 'is empty (after removing characters the XSD does not accept)');
  if (out.length > maxLength) throw new EInvoiceInputError(field, `'${out}' is longer than ${maxLength} characters`);
  return out;
}

/** A code with a fixed pattern (CAP, Provincia, IdPaese, CodiceFiscale…): upper-cased, spaces removed. */
export function code(value: string | undefined, pattern: RegExp, field: string): string {
  const out = (value ?? '').replace(/\s+/g, '').toUpperCase();
  if (!pattern.test(out)) throw new EInvoiceInputError(field, `'${value ?? ''}' does not match ${pattern.source}`);
  return out;
}

/** TelFaxType wants 5–12 Basic-Latin characters: keeps digits and '+', drops a +39/0039 prefix if too long. */
export function phoneOrUndefined(value: string | undefined): string | undefined {
  let digits = (value ?? '').replace(/[^\d+]/g, '');
  if (digits.length > 12) digits = digits.replace(/^(\+39|0039)/, '');
  return digits.length >= 5 && digits.length <= 12 ? digits : undefined;
}

/** EmailContattiType: 7–256 characters shaped like x@y.z (Basic Latin kept). */
export function emailOrUndefined(value: string | undefined): string | undefined {
  const out = toBasicLatin(value ?? '', 256).replace(/\s+/g, '');
  return out.length >= 7 && /^[^@]+@[^@]+\.[^@]+$/.test(out) ? out : undefined;
}
