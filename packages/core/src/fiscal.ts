/**
 * Italian fiscal identifiers and the seller data of a FatturaPA e-invoice (FPR12, schema 1.2.3;
 * requirements/bills-and-e-invoices.md#client-billing-data), checked the way an Italian accountant expects: check digits
 * and check characters, not only the lengths the XSD knows.
 *
 * Invariants: every `is…` function takes the value as stored (trimmed, upper-case codes, no
 * spaces) and never throws; `normaliseEBillData` turns what a person types into that form
 * (trims, upper-cases codes, drops spaces, `IT` before a VAT number, typographic quotes and
 * dashes), so `eBillDataProblems(draft)` and `toEBillData(draft)` accept typing habits while the
 * stored data is exactly what the XML needs.
 */
import { z } from 'zod';
import { formatDocumentNumber, isDocumentNumberFormat } from './document-number';
import { isValidEmail } from './email';
import { LEGAL_REFERENCE_MAX_LENGTH, NATURA_CODES, PER_CLIENT_NATURA_CODES, type NaturaCode } from './natura';
import { STAMP_DUTY_CHARGES, type StampDutyCharge } from './stamp-duty';
import { isForeignVatNumber } from './eu-vat';
import { isItalianProvince } from './provinces';
import { isIsoDate } from './calendar';
import { regimeChangeProblems } from './regime-change';

// ---------------------------------------------------------------- partita IVA, codice fiscale

const digitsOf = (value: string): number[] => [...value].map(Number);

/**
 * The check digit (11th) of a partita IVA from its first 10 digits: digits in odd places are
 * summed, digits in even places doubled (minus 9 when above 9) and summed; the check digit makes
 * the total a multiple of 10 (the Luhn scheme).
 */
export function partitaIvaCheckDigit(first10: string): number {
  if (!/^\d{10}$/.test(first10)) throw new RangeError(`10 digits expected: ${first10}`);
  const sum = digitsOf(first10).reduce((acc, d, i) => acc + (i % 2 === 0 ? d : d * 2 > 9 ? d * 2 - 9 : d * 2), 0);
  return (10 - (sum % 10)) % 10;
}

/** An Italian VAT number: 11 digits, not all zero, with a correct check digit (01234567890 is not one). */
export function isPartitaIva(value: string): boolean {
  return (
    /^\d{11}$/.test(value) && !/^0{11}$/.test(value) && partitaIvaCheckDigit(value.slice(0, 10)) === Number(value[10])
  );
}

const CF_ODD: Record<string, number> = Object.fromEntries(
  [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23].flatMap((v, i) => {
    const pairs: [string, number][] = [[String.fromCharCode(65 + i), v]];
    if (i < 10) pairs.push([String(i), v]);
    return pairs;
  }),
);
function cfOdd(c: string): number {
  const value = CF_ODD[c];
  if (value === undefined) throw new RangeError(`Not a codice fiscale character: ${c}`);
  return value;
}
const cfEven = (c: string): number => (c >= '0' && c <= '9' ? Number(c) : c.charCodeAt(0) - 65);
/** Digits replaced by letters in "omocodia" codes (two people with the same code). */
const OMOCODIA = 'LMNPQRSTUV';
const PERSONAL_CF = /^[A-Z]{6}[0-9LMNPQRSTUV]{2}[ABCDEHLMPRST][0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{3}[A-Z]$/;

/** The check character (16th) of a personal codice fiscale from its first 15 characters. */
export function codiceFiscaleCheckChar(first15: string): string {
  if (!/^[A-Z0-9]{15}$/.test(first15)) throw new RangeError(`15 letters or digits expected: ${first15}`);
  const sum = [...first15].reduce((acc, c, i) => acc + (i % 2 === 0 ? cfOdd(c) : cfEven(c)), 0);
  return String.fromCharCode(65 + (sum % 26));
}

/**
 * A codice fiscale: a person's 16 characters (surname, name, birth year, month letter, day — plus
 * 40 for women —, place, check character; omocodia letters allowed in the digit places), or a
 * company's 11 digits, checked like a partita IVA.
 */
export function isCodiceFiscale(value: string): boolean {
  if (/^\d{11}$/.test(value)) return isPartitaIva(value);
  if (!PERSONAL_CF.test(value)) return false;
  const day = Number([...value.slice(9, 11)].map((c) => (OMOCODIA.includes(c) ? OMOCODIA.indexOf(c) : c)).join(''));
  return (
    ((day >= 1 && day <= 31) || (day >= 41 && day <= 71)) && codiceFiscaleCheckChar(value.slice(0, 15)) === value[15]
  );
}

// ---------------------------------------------------------------- address, routing, contacts

/** An Italian postal code (CAP): 5 digits. */
export const isCap = (value: string): boolean => /^\d{5}$/.test(value);

/** A province (sigla automobilistica, also the REA office): 2 capital letters, as the XSD asks. */
export const isProvince = (value: string): boolean => /^[A-Z]{2}$/.test(value);

/** The code of a buyer who gets invoices by PEC or in the reserved area of the tax portal. */
export const NO_SDI_CODE = '0000000';

/**
 * Why a SdI recipient code (CodiceDestinatario) cannot be used with FPR12, or null when it can:
 * 7 letters or digits; `PUBLIC_BODY` for the 6-character codes of public bodies (FPA12 only,
 * SdI rejects them with FPR12: 00427), `FORMAT` for anything else.
 */
export function sdiCodeProblem(code: string): 'PUBLIC_BODY' | 'FORMAT' | null {
  if (/^[A-Z0-9]{7}$/.test(code)) return null;
  return /^[A-Z0-9]{6}$/.test(code) ? 'PUBLIC_BODY' : 'FORMAT';
}
export const isSdiRecipientCode = (code: string): boolean => sdiCodeProblem(code) === null;

/** A PEC address (posta elettronica certificata) is an e-mail address. */
export const isPec = (value: string): boolean => isValidEmail(value);

/** Telefono of FatturaPA: 5–12 characters; stored as digits with an optional leading +. */
export const isPhone = (value: string): boolean => /^\+?\d{4,11}$/.test(value) && value.length >= 5;

/** Text fields of the XML take Basic Latin and Latin-1 only (no €, typographic quotes, emoji), one line. */
export function isLatin1Text(value: string, maxLength: number): boolean {
  return value.length >= 1 && value.length <= maxLength && /^[\x20-\x7E\xA0-\xFF]+$/.test(value);
}

// ---------------------------------------------------------------- regime fiscale, REA, IBAN

/** RegimeFiscale of the seller (XSD 1.2.3; RF03 was abolished, RF20 came with the EU SME scheme). */
export const REGIMES = [
  { code: 'RF01', name: 'Ordinario' },
  { code: 'RF02', name: 'Contribuenti minimi (art. 1, c. 96-117, L. 244/2007)' },
  { code: 'RF04', name: 'Agricoltura e attività connesse e pesca (artt. 34 e 34-bis, D.P.R. 633/1972)' },
  { code: 'RF05', name: 'Vendita sali e tabacchi (art. 74, c. 1, D.P.R. 633/1972)' },
  { code: 'RF06', name: 'Commercio dei fiammiferi (art. 74, c. 1, D.P.R. 633/1972)' },
  { code: 'RF07', name: 'Editoria (art. 74, c. 1, D.P.R. 633/1972)' },
  { code: 'RF08', name: 'Gestione di servizi di telefonia pubblica (art. 74, c. 1, D.P.R. 633/1972)' },
  { code: 'RF09', name: 'Rivendita di documenti di trasporto pubblico e di sosta (art. 74, c. 1, D.P.R. 633/1972)' },
  {
    code: 'RF10',
    name: 'Intrattenimenti, giochi e altre attività di cui alla tariffa allegata al D.P.R. 640/1972 (art. 74, c. 6, D.P.R. 633/1972)',
  },
  { code: 'RF11', name: 'Agenzie di viaggi e turismo (art. 74-ter, D.P.R. 633/1972)' },
  { code: 'RF12', name: 'Agriturismo (art. 5, c. 2, L. 413/1991)' },
  { code: 'RF13', name: 'Vendite a domicilio (art. 25-bis, c. 6, D.P.R. 600/1973)' },
  {
    code: 'RF14',
    name: "Rivendita di beni usati, di oggetti d'arte, d'antiquariato o da collezione (art. 36, D.L. 41/1995)",
  },
  {
    code: 'RF15',
    name: "Agenzie di vendite all'asta di oggetti d'arte, antiquariato o da collezione (art. 40-bis, D.L. 41/1995)",
  },
  { code: 'RF16', name: 'IVA per cassa P.A. (art. 6, c. 5, D.P.R. 633/1972)' },
  { code: 'RF17', name: 'IVA per cassa (art. 32-bis, D.L. 83/2012)' },
  { code: 'RF18', name: 'Altro' },
  { code: 'RF19', name: 'Regime forfettario (art. 1, c. 54-89, L. 190/2014)' },
  { code: 'RF20', name: 'Regime transfrontaliero di franchigia IVA (Direttiva UE 2020/285)' },
] as const;
export type RegimeFiscale = (typeof REGIMES)[number]['code'];
export const REGIME_CODES = REGIMES.map((r) => r.code) as [RegimeFiscale, ...RegimeFiscale[]];
export const isRegimeFiscale = (value: string): value is RegimeFiscale => (REGIME_CODES as string[]).includes(value);

/** NumeroREA: the register number at the chamber of commerce, digits only (the office is its own field). */
export const isReaNumber = (value: string): boolean => /^\d{1,20}$/.test(value);

/** CapitaleSociale: a positive amount with exactly 2 decimals and at most 11 integer digits. */
export const isShareCapital = (value: string): boolean => /^\d{1,11}\.\d{2}$/.test(value) && /[1-9]/.test(value);

/** IBAN lengths of the SEPA countries (ISO 13616 registry); others are checked for 15–34 characters. */
const IBAN_LENGTHS: Record<string, number> = {
  AD: 24,
  AT: 20,
  BE: 16,
  BG: 22,
  CH: 21,
  CY: 28,
  CZ: 24,
  DE: 22,
  DK: 18,
  EE: 20,
  ES: 24,
  FI: 18,
  FR: 27,
  GB: 22,
  GI: 23,
  GR: 27,
  HR: 21,
  HU: 28,
  IE: 22,
  IS: 26,
  IT: 27,
  LI: 21,
  LT: 20,
  LU: 20,
  LV: 21,
  MC: 27,
  MT: 31,
  NL: 18,
  NO: 15,
  PL: 28,
  PT: 25,
  RO: 24,
  SE: 24,
  SI: 19,
  SK: 24,
  SM: 27,
  VA: 22,
};

/** An IBAN (ISO 13616): country, 2 check digits, account; the country's length; mod 97 of the rearranged number is 1. */
export function isIban(value: string): boolean {
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(value)) return false;
  const length = IBAN_LENGTHS[value.slice(0, 2)];
  if (length !== undefined && value.length !== length) return false;
  if (value.startsWith('IT') || value.startsWith('SM')) {
    if (!/^[A-Z]{2}\d{2}[A-Z]\d{10}[A-Z0-9]{12}$/.test(value)) return false; // CIN letter, ABI, CAB, account
  }
  const rearranged = value.slice(4) + value.slice(0, 4);
  let rest = 0;
  for (const c of rearranged) {
    const n = c >= 'A' ? c.charCodeAt(0) - 55 : Number(c);
    rest = (n > 9 ? rest * 100 + n : rest * 10 + n) % 97;
  }
  return rest === 1;
}

// ---------------------------------------------------------------- numbers and bill PDF texts

/** FatturaPA `Numero`: at most 20 Basic-Latin characters with at least one digit (00425). */
export const INVOICE_NUMBER_MAX_LENGTH = 20;
export function isInvoiceNumber(value: string): boolean {
  return (
    value.length <= INVOICE_NUMBER_MAX_LENGTH &&
    /^[\x20-\x7E]+$/.test(value) &&
    /\d/.test(value) &&
    value.trim() === value
  );
}

/** Prefix or suffix of bill numbers: at most 10 Basic-Latin characters, no line break. */
export const NUMBER_AFFIX_MAX_LENGTH = 10;
export const isNumberAffix = (value: string): boolean =>
  value.length <= NUMBER_AFFIX_MAX_LENGTH && /^[\x20-\x7E]*$/.test(value);

/** Bill numbers are checked with at least a five-digit sequence number, so they fit for years of bills. */
const SAMPLE_SEQUENCE = 99_999;

/**
 * What makes bill numbers unusable, as the fields to blame: a format without exactly one `%n` (or
 * outside Basic Latin), a prefix or suffix over 10 characters, or a number (prefix + format +
 * suffix, checked on `date` with `next` or at least five digits) longer than FatturaPA's 20
 * characters — blamed on the format when it is too long alone, else on the prefix and suffix.
 */
export function billNumberProblems(
  format: string,
  affix: { prefix?: string | null; suffix?: string | null },
  next: number,
  date: string,
): ('billNumberFormat' | 'prefix' | 'suffix')[] {
  const prefix = affix.prefix ?? '';
  const suffix = affix.suffix ?? '';
  const bad: ('billNumberFormat' | 'prefix' | 'suffix')[] = [];
  const formatOk = isDocumentNumberFormat(format) && /^[\x20-\x7E]+$/.test(format);
  if (!formatOk) bad.push('billNumberFormat');
  if (!isNumberAffix(prefix)) bad.push('prefix');
  if (!isNumberAffix(suffix)) bad.push('suffix');
  if (bad.length > 0) return bad;
  const sample = Number.isSafeInteger(next) && next > SAMPLE_SEQUENCE ? next : SAMPLE_SEQUENCE;
  if (!isInvoiceNumber(formatDocumentNumber(format, sample, date))) return ['billNumberFormat'];
  if (isInvoiceNumber(formatDocumentNumber(format, sample, date, { prefix, suffix }))) return [];
  return [...(prefix ? (['prefix'] as const) : []), ...(suffix ? (['suffix'] as const) : [])];
}

/** Header and footer texts of the bill PDF: a few lines above and below the bill. */
export const PDF_TEXT_LIMITS = {
  header: { maxLength: 500, maxLines: 6 },
  footer: { maxLength: 1000, maxLines: 8 },
} as const;
export function isPdfText(value: string, place: keyof typeof PDF_TEXT_LIMITS): boolean {
  const { maxLength, maxLines } = PDF_TEXT_LIMITS[place];
  const hasControl = [...value].some((c) => c !== '\n' && (c < ' ' || c === '\x7F'));
  return value.length <= maxLength && value.split('\n').length <= maxLines && !hasControl;
}

// ---------------------------------------------------------------- seller data (CedentePrestatore)

const text = (max: number) => z.string().refine((v) => isLatin1Text(v, max));
const code = (check: (v: string) => boolean) => z.string().refine(check);

export const EBillReaSchema = z.object({
  office: code(isProvince),
  number: code(isReaNumber),
  shareCapital: code(isShareCapital).optional(),
  soleShareholder: z.enum(['SU', 'SM']).optional(),
  liquidation: z.enum(['LN', 'LS']),
});

/**
 * The bakery as seller (CedentePrestatore) of its e-invoices, as stored in `bill_settings.e_bill_data`.
 * `transmitterCode` is the IdTrasmittente/IdCodice of an intermediary that sends the files;
 * without one the bakery sends itself under its VAT number (`transmitterIdOf`).
 */
export const EBillDataSchema = z.object({
  companyName: text(80),
  vatNumber: code(isPartitaIva),
  taxCode: code(isCodiceFiscale).optional(),
  regime: z.enum(REGIME_CODES),
  street: text(60),
  houseNumber: z
    .string()
    .regex(/^[\x20-\x7E]{1,8}$/)
    .optional(),
  postalCode: code(isCap),
  city: text(60),
  province: code(isProvince),
  country: z.literal('IT'),
  pec: code(isPec).optional(),
  phone: code(isPhone).optional(),
  email: code(isValidEmail).optional(),
  rea: EBillReaSchema.optional(),
  iban: code(isIban).optional(),
  bankName: text(80).optional(),
  transmitterCode: code((v) => isPartitaIva(v) || isCodiceFiscale(v)).optional(),
  /** Natura of the bakery's 0 % sales (requirements/bills-and-e-invoices.md#vat-natura-and-stamp-duty): without one a bill with a 0 % line is refused. */
  zeroRateNatura: z.enum(NATURA_CODES).optional(),
  /** RiferimentoNormativo of those sales; blank = the Natura's default reference. */
  zeroRateReference: text(LEGAL_REFERENCE_MAX_LENGTH).optional(),
  /** Who bears the 2.00 € stamp duty when it is due: CLIENT (a line on the bill) or BAKERY (default). */
  stampDuty: z.enum(STAMP_DUTY_CHARGES as [StampDutyCharge, ...StampDutyCharge[]]).optional(),
  /** The regime of deliveries before `regimeSince`, when the regime changed (regime-change.ts). */
  previousRegime: z.enum(REGIME_CODES).optional(),
  /** The first delivery day of `regime` after a change (YYYY-MM-DD). */
  regimeSince: code(isIsoDate).optional(),
});
export type EBillData = z.infer<typeof EBillDataSchema>;
export type EBillRea = z.infer<typeof EBillReaSchema>;

export const E_BILL_TEXT_FIELDS = [
  'companyName',
  'vatNumber',
  'taxCode',
  'regime',
  'street',
  'houseNumber',
  'postalCode',
  'city',
  'province',
  'country',
  'pec',
  'phone',
  'email',
  'iban',
  'bankName',
  'transmitterCode',
  'zeroRateNatura',
  'zeroRateReference',
  'stampDuty',
  'previousRegime',
  'regimeSince',
] as const;
export const E_BILL_REA_FIELDS = ['office', 'number', 'shareCapital', 'soleShareholder', 'liquidation'] as const;
type TextField = (typeof E_BILL_TEXT_FIELDS)[number];
type ReaField = (typeof E_BILL_REA_FIELDS)[number];
/** A field of the seller data; REA fields as `rea.office` … */
export type EBillDataField = TextField | `rea.${ReaField}`;
/** The fields in form order (REA after the e-mail), as `eBillDataProblems` lists them. */
export const E_BILL_DATA_FIELDS: readonly EBillDataField[] = [
  ...E_BILL_TEXT_FIELDS.slice(0, 13),
  ...E_BILL_REA_FIELDS.map((f) => `rea.${f}` as const),
  ...E_BILL_TEXT_FIELDS.slice(13),
];

/** Seller data as typed: any field may be missing, null or blank. */
export type EBillDataDraft = Partial<Record<TextField, string | null>> & {
  rea?: Partial<Record<ReaField, string | null>> | null;
};

const UPPER_CODES: readonly string[] = [
  'vatNumber',
  'taxCode',
  'regime',
  'previousRegime',
  'postalCode',
  'province',
  'country',
  'iban',
  'transmitterCode',
  'office',
  'number',
  'soleShareholder',
  'liquidation',
];

function normaliseField(field: string, raw: string | null | undefined): string | undefined {
  if (raw == null) return undefined;
  let v = raw
    .replace(/[‘’‚′]/g, "'")
    .replace(/[“”„″]/g, '"')
    .replace(/[–—]/g, '-')
    .replace(/\s+/g, ' ')
    .trim();
  if (UPPER_CODES.includes(field)) v = v.toUpperCase().replace(/[\s.-]/g, '');
  if (field === 'zeroRateNatura' || field === 'stampDuty') v = v.toUpperCase().replace(/\s/g, ''); // N2.2 keeps its dot
  if (field === 'vatNumber' || field === 'transmitterCode') v = v.replace(/^IT(?=\d{11}$)/, '');
  // Telefono takes 12 characters: an Italian number written with +39 or 0039 often does not fit, and is still clear without it
  if (field === 'phone') {
    v = v.replace(/[\s()/.-]/g, '');
    if (v.length > 12) v = v.replace(/^(?:\+|00)39(?=\d+$)/, '');
  }
  if (field === 'email' || field === 'pec') v = v.toLowerCase();
  if (field === 'shareCapital') v = normaliseAmount(v) ?? v;
  return v === '' ? undefined : v;
}

/**
 * An amount as typed in de/it or en ("10.000,5", "10,000.50", "10000.5", "10.000") → "10000.50";
 * null when it is no amount. With both separators the last one is the decimal point; one kind
 * alone in groups of three ("10.000", "10,000") is a thousands separator.
 */
function normaliseAmount(value: string): string | null {
  const v = value.replace(/\s|€|EUR/gi, '');
  const decimal =
    v.includes(',') && v.includes('.')
      ? v.lastIndexOf(',') > v.lastIndexOf('.')
        ? ','
        : '.'
      : /^\d{1,3}([.,]\d{3})+$/.test(v)
        ? null
        : v.includes(',')
          ? ','
          : '.';
  const plain =
    decimal === null ? v.replace(/[.,]/g, '') : v.replace(decimal === ',' ? /\./g : /,/g, '').replace(decimal, '.');
  const m = /^(\d+)(?:\.(\d{1,2}))?$/.exec(plain);
  const integer = m?.[1];
  return integer === undefined ? null : `${integer.replace(/^0+(?=\d)/, '')}.${(m?.[2] ?? '').padEnd(2, '0')}`;
}

/** Trims, upper-cases codes, drops separators; blank fields and an empty REA block become absent; country defaults to IT. */
export function normaliseEBillData(draft: EBillDataDraft): EBillDataDraft {
  const out: EBillDataDraft = {};
  for (const field of E_BILL_TEXT_FIELDS) {
    const v = normaliseField(field, draft[field]);
    if (v !== undefined) out[field] = v;
  }
  out.country ??= 'IT';
  const rea: Partial<Record<ReaField, string>> = {};
  for (const field of E_BILL_REA_FIELDS) {
    const v = normaliseField(field, draft.rea?.[field]);
    if (v !== undefined) rea[field] = v;
  }
  if (Object.keys(rea).length > 0) out.rea = rea;
  return out;
}

/** The fields that are missing or wrong for an e-invoice seller, in form order; empty when the data can be used. */
export function eBillDataProblems(draft: EBillDataDraft | null | undefined): EBillDataField[] {
  const normalised = normaliseEBillData(draft ?? {});
  const result = EBillDataSchema.safeParse(normalised);
  const bad = new Set(result.success ? [] : result.error.issues.map((issue) => issue.path.join('.')));
  // read in a bill's snapshot, never chosen for all of a bakery's 0 % sales (PER_CLIENT_NATURA_CODES)
  if (PER_CLIENT_NATURA_CODES.includes(normalised.zeroRateNatura as NaturaCode)) bad.add('zeroRateNatura');
  regimeChangeProblems(normalised).forEach((field) => bad.add(field));
  if (bad.size === 0) return [];
  if (bad.has('rea')) E_BILL_REA_FIELDS.forEach((f) => bad.add(`rea.${f}`));
  return E_BILL_DATA_FIELDS.filter((f) => bad.has(f));
}

/** The normalised seller data, or null when a field is missing or wrong (see `eBillDataProblems`). */
export function toEBillData(draft: EBillDataDraft | null | undefined): EBillData | null {
  const normalised = normaliseEBillData(draft ?? {});
  if (regimeChangeProblems(normalised).length > 0) return null;
  const result = EBillDataSchema.safeParse(normalised);
  return result.success ? result.data : null;
}

/** IdTrasmittente/IdCodice: the intermediary's code when one sends, else the bakery's VAT number. */
export const transmitterIdOf = (data: EBillData): string => data.transmitterCode ?? data.vatNumber;

/** A client's billing data as stored (user_details), codes upper-case without spaces. */
export interface ClientFiscalData {
  country?: string | null;
  postalCode?: string | null;
  province?: string | null;
  partitaIva?: string | null;
  taxNumber?: string | null;
  recipientCode?: string | null;
  pec?: string | null;
}

export type ClientFiscalField = 'postalCode' | 'province' | 'partitaIva' | 'taxNumber' | 'recipientCode' | 'pec';

/**
 * The client's billing data that is given but wrong, as SdI would see it on an invoice (requirements/bills-and-e-invoices.md#client-billing-data):
 * an Italian partita IVA with its check digit (00305: "IdCodice non valido"), an Italian codice
 * fiscale of a person (16 characters with its check letter) or of a company (its 11-digit number,
 * 00306), a CAP of 5 digits, a CodiceDestinatario of 7 letters or digits (a 6-character public
 * body's code is FPA12, not ours: 00427), a PEC that is an address, the Provincia an Italian
 * province's sigla. Foreign clients: their VAT number in their country's VIES format
 * (`isForeignVatNumber`; IdPaese from its prefix or the country). Blank fields are not checked
 * here (`missingBillingData` says what is missing).
 */
export function invalidBillingData(d: ClientFiscalData | null | undefined): ClientFiscalField[] {
  const italian = (d?.country ?? 'IT').toUpperCase() === 'IT';
  const given = (v: string | null | undefined): v is string => !!v && v.trim() !== '';
  const bad: ClientFiscalField[] = [];
  if (given(d?.postalCode) && italian && !isCap(d.postalCode)) bad.push('postalCode');
  if (given(d?.province) && italian && !isItalianProvince(d.province)) bad.push('province');
  if (given(d?.partitaIva)) {
    const vat = d.partitaIva.replace(/^IT(?=\d{11}$)/, '');
    if (italian ? !isPartitaIva(vat) : !isForeignVatNumber(vat, (d.country ?? '').toUpperCase()))
      bad.push('partitaIva');
  }
  if (
    given(d?.taxNumber) &&
    (italian ? !isCodiceFiscale(d.taxNumber) && !isPartitaIva(d.taxNumber) : !/^[A-Z0-9]{5,20}$/.test(d.taxNumber))
  )
    bad.push('taxNumber');
  if (given(d?.recipientCode) && !isSdiRecipientCode(d.recipientCode)) bad.push('recipientCode');
  if (given(d?.pec) && !isPec(d.pec)) bad.push('pec');
  return bad;
}
