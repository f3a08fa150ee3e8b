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
 * - Stamp duty (imposta di bollo, D.P.R. 642/72 Tariffa all. A art. 13; `DatiBollo` of the
 *   e-invoice, paid virtually, art. 6 D.M. 17 giugno 2014), in the last two columns so the earlier
 *   columns keep their places in an accountant's saved import: the bill's duty ("2.00", or "0.00"
 *   when none is due) on the bill's first row only, empty on its other rows, so the column adds up
 *   to the period's stamp duty — what the bakery owes the Agenzia delle Entrate, a credit note's
 *   own duty included and positive (it is owed on the credit note, not taken back). Beside it
 *   whether it was charged to the client (yes / no; empty without duty). It is information beside
 *   the amounts, never to be added to `total`: charged to the client, the 2.00 € is a line of the
 *   bill, so it is already the row at 0 % N1 "rivalsa imposta di bollo" (taxable and total);
 *   borne by the bakery, it is in no line and not in the bill's total. Either way `total` still
 *   adds up to the bills' totals.
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
  'stampDuty',
  'stampDutyCharged',
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
    stampDuty: 'Stempelsteuer',
    stampDutyCharged: 'Stempelsteuer weiterbelastet',
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
    stampDuty: 'Imposta di bollo',
    stampDutyCharged: 'Bollo addebitato al cliente',
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
    stampDuty: 'Stamp duty',
    stampDutyCharged: 'Stamp duty charged to client',
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
 * negative, so a column's sum is the period's net figure. The stamp duty is on the bill's first row
 * (see the module comment), positive on a credit note too.
 */
export function registerRows(items: readonly RegisterBill[], language: Language): string[][] {
  const h = HEADERS[language];
  return items.flatMap(({ bill, snapshot }) => {
    const sign = bill.documentType === 'TD04' ? -1 : 1;
    const rates: readonly VatSummary[] =
      snapshot.summaries.length > 0 ? snapshot.summaries : [{ vatRate: '', taxableCents: 0, taxCents: 0 }];
    const stampDuty = snapshot.stampDuty; // absent: none due (and on bills made before stamp duty)
    return rates.map((rate, i) => [
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
      i > 0 ? '' : centsText(stampDuty?.amountCents ?? 0),
      i > 0 || !stampDuty ? '' : stampDuty.chargedToClient ? h.yes : h.no,
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
