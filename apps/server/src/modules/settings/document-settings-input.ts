import { formatDocumentNumber, isDocumentNumberFormat } from '@bakery/core';
import {
  billNumberProblems,
  E_BILL_DATA_FIELDS,
  eBillDataProblems,
  isPdfText,
  toEBillData,
  type EBillData,
  type EBillDataDraft,
} from '@bakery/core/fiscal';

/** Seller data as the GraphQL input carries it: every field may be absent, null or blank (checked here, not by GraphQL). */
export type EBillDataInput = EBillDataDraft;

/** Settings → Documents input. Only the given fields change; see `DocumentSettingsInput` in the schema for null. */
export interface DocumentSettingsInput {
  eBillData?: EBillDataInput | null;
  pdfHeader?: string | null;
  pdfFooter?: string | null;
  pdfLogoId?: string | number | null;
  billNumberFormat?: string | null;
  nextBillNumber?: number | null;
  prefix?: string | null;
  suffix?: string | null;
  ddNumberFormat?: string | null;
  nextDdNumber?: number | null;
  creditNoteNumberFormat?: string | null;
  nextCreditNoteNumber?: number | null;
  /** Why a counter moves forward past numbers never issued (required then; kept in the history). */
  numberChangeReason?: string | null;
}

/** The checked changes: `undefined` = keep; `null` = clear (texts, logo, seller data). */
export interface DocumentSettingsPatch {
  eBillData?: EBillData | null;
  pdfHeader?: string | null;
  pdfFooter?: string | null;
  pdfLogoId?: number | null;
  billNumberFormat?: string;
  nextBillNumber?: number;
  prefix?: string | null;
  suffix?: string | null;
  ddNumberFormat?: string;
  nextDdNumber?: number;
  creditNoteNumberFormat?: string;
  nextCreditNoteNumber?: number;
  numberChangeReason?: string;
}

/** Field names as BAD_INPUT lists them, in form order (seller data as `eBillData.<field>`). */
export const INPUT_FIELDS = [
  ...E_BILL_DATA_FIELDS.map((f) => `eBillData.${f}`),
  'pdfHeader',
  'pdfFooter',
  'pdfLogoId',
  'billNumberFormat',
  'nextBillNumber',
  'prefix',
  'suffix',
  'ddNumberFormat',
  'nextDdNumber',
  'creditNoteNumberFormat',
  'nextCreditNoteNumber',
  'numberChangeReason',
] as const;

/** A reason for moving a number series forward: 3–200 characters. */
export const isNumberChangeReason = (reason: string | undefined): reason is string =>
  reason !== undefined && reason.length >= 3 && reason.length <= 200;

const MAX_COUNTER = 999_999_999;

const isCounter = (n: number) => Number.isSafeInteger(n) && n >= 1 && n <= MAX_COUNTER;

/** Multi-line PDF text: line ends unified, trailing spaces of each line dropped; blank = none. */
function pdfText(value: string | null | undefined): string | null | undefined {
  if (value === undefined) return undefined;
  const text = (value ?? '')
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .trim();
  return text === '' ? null : text;
}

/** Prefix or suffix as typed: kept as is (spaces may be wanted) unless blank. */
function affix(value: string | null | undefined): string | null | undefined {
  if (value === undefined) return undefined;
  return value === null || value.trim() === '' ? null : value;
}

/**
 * Normalises and checks the input against the stored settings (`stored` fills what the input
 * leaves out, so prefix + format + suffix is checked as it will be printed). Returns the patch
 * and every bad field; the logo's owner is checked by the service.
 */
export function checkDocumentSettingsInput(
  input: DocumentSettingsInput,
  stored: { billNumberFormat: string; prefix: string | null; suffix: string | null; creditNoteNumberFormat: string },
  today: string,
): { patch: DocumentSettingsPatch; bad: string[] } {
  const patch: DocumentSettingsPatch = {};
  const bad = new Set<string>();

  if (input.eBillData === null) patch.eBillData = null;
  else if (input.eBillData !== undefined) {
    const problems = eBillDataProblems(input.eBillData);
    problems.forEach((f) => bad.add(`eBillData.${f}`));
    if (problems.length === 0) patch.eBillData = toEBillData(input.eBillData);
  }

  patch.pdfHeader = pdfText(input.pdfHeader);
  if (patch.pdfHeader && !isPdfText(patch.pdfHeader, 'header')) bad.add('pdfHeader');
  patch.pdfFooter = pdfText(input.pdfFooter);
  if (patch.pdfFooter && !isPdfText(patch.pdfFooter, 'footer')) bad.add('pdfFooter');

  if (input.pdfLogoId === null) patch.pdfLogoId = null;
  else if (input.pdfLogoId !== undefined) {
    const id = Number(input.pdfLogoId);
    if (Number.isSafeInteger(id) && id > 0) patch.pdfLogoId = id;
    else bad.add('pdfLogoId');
  }

  if (input.billNumberFormat != null) patch.billNumberFormat = input.billNumberFormat.trim();
  if (input.ddNumberFormat != null) patch.ddNumberFormat = input.ddNumberFormat.trim();
  patch.prefix = affix(input.prefix);
  patch.suffix = affix(input.suffix);
  if (input.nextBillNumber != null) patch.nextBillNumber = input.nextBillNumber;
  if (input.nextDdNumber != null) patch.nextDdNumber = input.nextDdNumber;
  if (input.creditNoteNumberFormat != null) patch.creditNoteNumberFormat = input.creditNoteNumberFormat.trim();
  if (input.nextCreditNoteNumber != null) patch.nextCreditNoteNumber = input.nextCreditNoteNumber;
  if (input.numberChangeReason != null && input.numberChangeReason.trim() !== '')
    patch.numberChangeReason = input.numberChangeReason.trim();

  const format = patch.billNumberFormat ?? stored.billNumberFormat;
  const prefix = patch.prefix === undefined ? stored.prefix : patch.prefix;
  const suffix = patch.suffix === undefined ? stored.suffix : patch.suffix;
  billNumberProblems(format, { prefix, suffix }, patch.nextBillNumber ?? 1, today).forEach((f) => bad.add(f));
  if (patch.ddNumberFormat !== undefined && !isDocumentNumberFormat(patch.ddNumberFormat)) bad.add('ddNumberFormat');
  if (patch.nextBillNumber !== undefined && !isCounter(patch.nextBillNumber)) bad.add('nextBillNumber');
  if (patch.nextDdNumber !== undefined && !isCounter(patch.nextDdNumber)) bad.add('nextDdNumber');
  // credit notes: their own series (no prefix or suffix), a FatturaPA Numero, never a bill's number
  const creditFormat = patch.creditNoteNumberFormat ?? stored.creditNoteNumberFormat;
  if (billNumberProblems(creditFormat, {}, patch.nextCreditNoteNumber ?? 1, today).length > 0)
    bad.add('creditNoteNumberFormat');
  else if (
    formatDocumentNumber(creditFormat, 7, today) ===
    formatDocumentNumber(format, 7, today, { prefix: prefix ?? '', suffix: suffix ?? '' })
  )
    bad.add('creditNoteNumberFormat');
  if (patch.nextCreditNoteNumber !== undefined && !isCounter(patch.nextCreditNoteNumber))
    bad.add('nextCreditNoteNumber');
  if (patch.numberChangeReason !== undefined && !isNumberChangeReason(patch.numberChangeReason))
    bad.add('numberChangeReason');

  return { patch, bad: INPUT_FIELDS.filter((f) => bad.has(f)) };
}
