import { formatDocumentNumber, isDocumentNumberFormat } from '@bakery/core';
import {
  billNumberProblems,
  E_BILL_DATA_FIELDS,
  eBillDataProblems,
  isPdfText,
  type EBillDataDraft,
  type EBillDataField,
} from '@bakery/core/fiscal';
import { ApiError } from '../../api/client';
import type { DocumentSettings, DocumentSettingsInput, EBillData } from '../../api/operations';
import type { BaseData, Media } from '../../api/operations';

/** Seller fields on screen (the country is always IT and not asked). */
export type SellerField = Exclude<EBillDataField, 'country'>;
export const SELLER_FIELDS = E_BILL_DATA_FIELDS.filter((f): f is SellerField => f !== 'country');
export type SellerValues = Record<SellerField, string>;

/** What Settings → Documents edits, as typed. */
export interface DocumentsValues {
  seller: SellerValues;
  pdfHeader: string;
  pdfFooter: string;
  logo: Media | null;
  billNumberFormat: string;
  nextBillNumber: number | '';
  prefix: string;
  suffix: string;
  ddNumberFormat: string;
  nextDdNumber: number | '';
  creditNoteNumberFormat: string;
  nextCreditNoteNumber: number | '';
  /** Why a counter moves past its next number (asked only then). */
  numberChangeReason: string;
}

/** The counters of the number series. */
export const COUNTERS = ['nextBillNumber', 'nextCreditNoteNumber', 'nextDdNumber'] as const;
export type Counter = (typeof COUNTERS)[number];

/** Field names as the server's BAD_INPUT lists them. */
export type DocumentsField =
  | `eBillData.${EBillDataField}`
  | 'pdfHeader'
  | 'pdfFooter'
  | 'pdfLogoId'
  | 'billNumberFormat'
  | 'nextBillNumber'
  | 'prefix'
  | 'suffix'
  | 'ddNumberFormat'
  | 'nextDdNumber'
  | 'creditNoteNumberFormat'
  | 'nextCreditNoteNumber'
  | 'numberChangeReason';

const REA_PRESENT: SellerField[] = ['rea.office', 'rea.number', 'rea.shareCapital', 'rea.soleShareholder'];

function readSeller(data: EBillData, field: SellerField): string | null | undefined {
  if (!field.startsWith('rea.')) return data[field as Exclude<SellerField, `rea.${string}`>];
  return data.rea?.[field.slice(4) as keyof NonNullable<EBillData['rea']>];
}

/**
 * The seller fields: the saved seller data, or — while none is saved — what the base data
 * already knows (name, VAT number, address, PEC, phone), for the bakery to check and complete.
 */
export function sellerValues(data: EBillData | null, base: BaseData | null = null): SellerValues {
  const values = Object.fromEntries(
    SELLER_FIELDS.map((f) => [f, data ? (readSeller(data, f) ?? '') : '']),
  ) as SellerValues;
  values['rea.liquidation'] ||= 'LN'; // the usual state, preset for when a REA registration is added
  if (!data) {
    if (base) {
      Object.assign(values, {
        companyName: base.companyName ?? base.fullName ?? '',
        vatNumber: base.partitaIva ?? '',
        street: base.street ?? '',
        houseNumber: base.houseNumber ?? '',
        postalCode: base.postalCode ?? '',
        city: base.city ?? '',
        pec: base.pec ?? '',
        phone: base.tel ?? '',
      });
    }
  }
  return values;
}

export function toValues(saved: DocumentSettings, base: BaseData | null = null): DocumentsValues {
  return {
    seller: sellerValues(saved.eBillData, base),
    pdfHeader: saved.pdfHeader ?? '',
    pdfFooter: saved.pdfFooter ?? '',
    logo: saved.pdfLogo,
    billNumberFormat: saved.billNumberFormat,
    nextBillNumber: saved.nextBillNumber,
    prefix: saved.prefix ?? '',
    suffix: saved.suffix ?? '',
    ddNumberFormat: saved.ddNumberFormat,
    nextDdNumber: saved.nextDdNumber,
    creditNoteNumberFormat: saved.creditNoteNumberFormat,
    nextCreditNoteNumber: saved.nextCreditNoteNumber,
    numberChangeReason: '',
  };
}

/** Whether a counter is set past its saved next number: numbers would never be issued, so a reason is asked (art. 21 D.P.R. 633/72). */
export function skipsNumbers(values: DocumentsValues, saved: DocumentSettings): boolean {
  return COUNTERS.some((c) => typeof values[c] === 'number' && (values[c] as number) > saved[c]);
}

/** The seller data as the server takes it; null when every field is blank. The REA block counts when any of its fields is filled. */
export function sellerDraft(seller: SellerValues): EBillDataDraft | null {
  if (SELLER_FIELDS.filter((f) => f !== 'rea.liquidation').every((f) => seller[f].trim() === '')) return null;
  const draft: EBillDataDraft = { country: 'IT' };
  for (const f of SELLER_FIELDS)
    if (!f.startsWith('rea.')) draft[f as Exclude<SellerField, `rea.${string}`>] = seller[f].trim() || null;
  const hasRea = REA_PRESENT.some((f) => seller[f].trim() !== '');
  draft.rea = hasRea
    ? {
        office: seller['rea.office'],
        number: seller['rea.number'],
        shareCapital: seller['rea.shareCapital'] || null,
        soleShareholder: seller['rea.soleShareholder'] || null,
        liquidation: seller['rea.liquidation'],
      }
    : null;
  return draft;
}

const sameSeller = (a: SellerValues, b: SellerValues) => SELLER_FIELDS.every((f) => a[f].trim() === b[f].trim());
const isCounter = (n: number | '') => typeof n === 'number' && Number.isSafeInteger(n) && n >= 1;

/** The live previews of the next numbers, or null while a format or number cannot make one. */
export function previews(
  values: DocumentsValues,
  today: string,
): { bill: string | null; docket: string | null; creditNote: string | null } {
  const format = values.billNumberFormat.trim();
  const bill =
    isDocumentNumberFormat(format) && isCounter(values.nextBillNumber)
      ? formatDocumentNumber(format, values.nextBillNumber as number, today, {
          prefix: values.prefix.trim() ? values.prefix : '',
          suffix: values.suffix.trim() ? values.suffix : '',
        })
      : null;
  const dd = values.ddNumberFormat.trim();
  const docket =
    isDocumentNumberFormat(dd) && isCounter(values.nextDdNumber)
      ? formatDocumentNumber(dd, values.nextDdNumber as number, today)
      : null;
  const cn = values.creditNoteNumberFormat.trim();
  const creditNote =
    isDocumentNumberFormat(cn) && isCounter(values.nextCreditNoteNumber)
      ? formatDocumentNumber(cn, values.nextCreditNoteNumber as number, today)
      : null;
  return { bill, docket, creditNote };
}

/**
 * The fields the server would refuse, checked with the same core rules before anything is sent.
 * The seller data is checked only when it was changed (a prefilled, untouched form does not
 * block saving the numbers). Counters below the saved next number are reported too.
 */
export function documentsProblems(
  values: DocumentsValues,
  initial: DocumentsValues,
  saved: DocumentSettings,
  today: string,
): DocumentsField[] {
  const bad: DocumentsField[] = [];
  if (!sameSeller(values.seller, initial.seller)) {
    const draft = sellerDraft(values.seller);
    if (draft) bad.push(...eBillDataProblems(draft).map((f) => `eBillData.${f}` as const));
  }
  if (values.pdfHeader.trim() && !isPdfText(values.pdfHeader.trim(), 'header')) bad.push('pdfHeader');
  if (values.pdfFooter.trim() && !isPdfText(values.pdfFooter.trim(), 'footer')) bad.push('pdfFooter');
  const affix = {
    prefix: values.prefix.trim() ? values.prefix : null,
    suffix: values.suffix.trim() ? values.suffix : null,
  };
  const billProblems = billNumberProblems(
    values.billNumberFormat.trim(),
    affix,
    typeof values.nextBillNumber === 'number' ? values.nextBillNumber : 1,
    today,
  );
  if (billProblems.includes('billNumberFormat')) bad.push('billNumberFormat');
  if (!isCounter(values.nextBillNumber) || (values.nextBillNumber as number) < saved.nextBillNumber)
    bad.push('nextBillNumber');
  if (billProblems.includes('prefix')) bad.push('prefix');
  if (billProblems.includes('suffix')) bad.push('suffix');
  if (!isDocumentNumberFormat(values.ddNumberFormat.trim())) bad.push('ddNumberFormat');
  if (!isCounter(values.nextDdNumber) || (values.nextDdNumber as number) < saved.nextDdNumber) bad.push('nextDdNumber');
  const cn = values.creditNoteNumberFormat.trim();
  const sameAsBill =
    isDocumentNumberFormat(cn) &&
    formatDocumentNumber(cn, 7, today) ===
      formatDocumentNumber(values.billNumberFormat.trim(), 7, today, {
        prefix: affix.prefix ?? '',
        suffix: affix.suffix ?? '',
      });
  if (
    billNumberProblems(cn, {}, typeof values.nextCreditNoteNumber === 'number' ? values.nextCreditNoteNumber : 1, today)
      .length > 0 ||
    sameAsBill
  )
    bad.push('creditNoteNumberFormat');
  if (!isCounter(values.nextCreditNoteNumber) || (values.nextCreditNoteNumber as number) < saved.nextCreditNoteNumber)
    bad.push('nextCreditNoteNumber');
  const reason = values.numberChangeReason.trim();
  if (skipsNumbers(values, saved) && (reason.length < 3 || reason.length > 200)) bad.push('numberChangeReason');
  return bad;
}

/** The changed fields only (an empty object when nothing changed). */
export function toInput(
  values: DocumentsValues,
  initial: DocumentsValues,
  saved: DocumentSettings,
): DocumentSettingsInput {
  const input: DocumentSettingsInput = {};
  if (!sameSeller(values.seller, initial.seller)) {
    const draft = sellerDraft(values.seller);
    if (draft || saved.eBillData) input.eBillData = draft as DocumentSettingsInput['eBillData'];
  }
  const text = (value: string) => value.trim() || null;
  if (text(values.pdfHeader) !== saved.pdfHeader) input.pdfHeader = text(values.pdfHeader);
  if (text(values.pdfFooter) !== saved.pdfFooter) input.pdfFooter = text(values.pdfFooter);
  if ((values.logo?.id ?? null) !== (saved.pdfLogo?.id ?? null)) input.pdfLogoId = values.logo?.id ?? null;
  if (values.billNumberFormat.trim() !== saved.billNumberFormat)
    input.billNumberFormat = values.billNumberFormat.trim();
  if (values.nextBillNumber !== saved.nextBillNumber) input.nextBillNumber = values.nextBillNumber as number;
  const affix = (value: string) => (value.trim() ? value : null);
  if (affix(values.prefix) !== saved.prefix) input.prefix = affix(values.prefix);
  if (affix(values.suffix) !== saved.suffix) input.suffix = affix(values.suffix);
  if (values.ddNumberFormat.trim() !== saved.ddNumberFormat) input.ddNumberFormat = values.ddNumberFormat.trim();
  if (values.nextDdNumber !== saved.nextDdNumber) input.nextDdNumber = values.nextDdNumber as number;
  if (values.creditNoteNumberFormat.trim() !== saved.creditNoteNumberFormat)
    input.creditNoteNumberFormat = values.creditNoteNumberFormat.trim();
  if (values.nextCreditNoteNumber !== saved.nextCreditNoteNumber)
    input.nextCreditNoteNumber = values.nextCreditNoteNumber as number;
  if (skipsNumbers(values, saved)) input.numberChangeReason = values.numberChangeReason.trim();
  return input;
}

/** The fields a BAD_INPUT or DOCUMENT_NUMBER_BACKWARDS answer names, with the lowest allowed numbers of the latter. */
export function refusalOf(error: unknown): { fields: DocumentsField[]; lowest: Partial<Record<Counter, number>> } {
  if (!(error instanceof ApiError) || !Array.isArray(error.extensions.fields)) return { fields: [], lowest: {} };
  const fields = error.extensions.fields.filter((f): f is DocumentsField => typeof f === 'string');
  const { lowest, next } = error.extensions as { lowest?: Partial<Record<Counter, number>>; next?: unknown };
  // older answers name one counter and its lowest number as `next`
  return { fields, lowest: lowest ?? (typeof next === 'number' && fields[0] ? { [fields[0]]: next } : {}) };
}
