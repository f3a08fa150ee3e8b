import Papa from 'papaparse';
import { centsText, type Language, type VatSummary } from '@bakery/core';
import type { BillSnapshot } from '../bills/bill-snapshot';
import type { BillRow } from '../bills/bills.queries';

/**
 * The register of bills for the accountant (register.csv in the export), made with papaparse.
 *
 * Choices, for imports into accounting software and for Excel in Italy and Germany alike:
 * - UTF-8 with a byte-order mark (Excel otherwise reads UTF-8 as Windows-1252), `;` between fields
 *   (the list separator of German and Italian Excel), CRLF line ends.
 * - One row per bill and VAT rate (per Natura at 0 %, in the last column with its legal reference; requirements/bills-and-e-invoices.md#export-for-the-accountant): that is how the VAT register (registro IVA) and accounting
 *   imports take a bill; columns per rate would vary with the rates in use. taxable + VAT = the row's
 *   total, so every amount column adds up to the period's total; a bill's total is the sum of its rows.
 * - Amounts as plain decimals with a dot and two places ("1234.50"), made from integer cents by
 *   core's `centsText`: no thousands separator and no locale guessing, which is what importers parse
 *   safely (a decimal comma is read as text or a thousands separator by half of them). Dates ISO
 *   (YYYY-MM-DD); the VAT rate as stored ("10.00"). Headers in the bakery's language.
 * - A text starting with = + - @ is quoted with a leading apostrophe (papaparse `escapeFormulae`),
 *   so a client's name cannot run as a formula; plain numbers are left alone.
 */
export const REGISTER_FIELDS = [
  'number',
  'date',
  'documentType',
  'client',
  'vatNumber',
  'taxCode',
  'vatRate',
  'taxable',
  'vat',
  'total',
  'sent',
  'sdiState',
  'eInvoiceFile',
  'natura',
  'legalReference',
] as const;
type Field = (typeof REGISTER_FIELDS)[number];

const HEADERS: Record<Language, Record<Field, string> & { yes: string; no: string }> = {
  de: {
    number: 'Nummer',
    date: 'Datum',
    documentType: 'Dokumentart',
    client: 'Kunde',
    vatNumber: 'MwSt-Nummer',
    taxCode: 'Steuernummer',
    vatRate: 'MwSt-Satz',
    taxable: 'Steuerpflichtig',
    vat: 'MwSt',
    total: 'Gesamt',
    sent: 'Versendet',
    sdiState: 'SdI-Status',
    eInvoiceFile: 'E-Rechnung-Datei',
    natura: 'Natura',
    legalReference: 'Gesetzesverweis',
    yes: 'ja',
    no: 'nein',
  },
  it: {
    number: 'Numero',
    date: 'Data',
    documentType: 'Tipo documento',
    client: 'Cliente',
    vatNumber: 'Partita IVA',
    taxCode: 'Codice fiscale',
    vatRate: 'Aliquota IVA',
    taxable: 'Imponibile',
    vat: 'IVA',
    total: 'Totale',
    sent: 'Inviata',
    sdiState: 'Stato SdI',
    eInvoiceFile: 'File fattura elettronica',
    natura: 'Natura',
    legalReference: 'Riferimento normativo',
    yes: 'sì',
    no: 'no',
  },
  en: {
    number: 'Number',
    date: 'Date',
    documentType: 'Document type',
    client: 'Client',
    vatNumber: 'VAT number',
    taxCode: 'Tax code',
    vatRate: 'VAT rate',
    taxable: 'Taxable',
    vat: 'VAT',
    total: 'Total',
    sent: 'Sent',
    sdiState: 'SdI state',
    eInvoiceFile: 'E-invoice file',
    natura: 'Natura',
    legalReference: 'Legal reference',
    yes: 'yes',
    no: 'no',
  },
};

const BOM = '\uFEFF';
/** A text that a spreadsheet would run as a formula; a plain (negative) number is not one. */
const FORMULA = /^[=+@\t\r]|^-(?!\d+(\.\d+)?$)/;

export interface RegisterBill {
  bill: BillRow;
  snapshot: BillSnapshot;
}

/**
 * The register's rows (one per bill and VAT rate) as strings, header names in `language`. A
 * credit note (TD04) decreases taxable amount and VAT (art. 26 D.P.R. 633/72): its amounts are
 * negative, so a column's sum is the period's net figure.
 */
export function registerRows(items: readonly RegisterBill[], language: Language): string[][] {
  const h = HEADERS[language];
  return items.flatMap(({ bill, snapshot }) => {
    const sign = bill.documentType === 'TD04' ? -1 : 1;
    const rates: readonly VatSummary[] =
      snapshot.summaries.length > 0 ? snapshot.summaries : [{ vatRate: '', taxableCents: 0, taxCents: 0 }];
    return rates.map((rate) => [
      bill.billNumber,
      bill.billDate,
      bill.documentType,
      snapshot.buyer.name,
      snapshot.buyer.vatNumber ?? '',
      snapshot.buyer.taxCode ?? '',
      rate.vatRate,
      centsText(sign * rate.taxableCents),
      centsText(sign * rate.taxCents),
      centsText(sign * (rate.taxableCents + rate.taxCents)),
      bill.sent ? h.yes : h.no,
      bill.sdiState ?? '',
      bill.eInvoiceFile ?? '',
      rate.natura ?? (Number(rate.vatRate) === 0 && rate.vatRate !== '' ? 'N4' : ''), // bills made before issue 14 wrote N4
      rate.legalReference ?? '',
    ]);
  });
}

/** register.csv: BOM, header row, one row per bill and VAT rate. */
export function registerCsv(items: readonly RegisterBill[], language: Language): string {
  const h = HEADERS[language];
  const csv = Papa.unparse(
    { fields: REGISTER_FIELDS.map((f) => h[f]), data: registerRows(items, language) },
    { delimiter: ';', newline: '\r\n', escapeFormulae: FORMULA },
  );
  return `${BOM}${csv}\r\n`;
}
