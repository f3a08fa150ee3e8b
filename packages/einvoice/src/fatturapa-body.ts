/**
 * FatturaElettronicaBody of the FPR12 writer: DatiGenerali (document data, Causale, DatiDDT),
 * DatiBeniServizi (lines and one DatiRiepilogo per rate/Natura) and DatiPagamento.
 */
import { exactDecimalOf, isZeroDecimal } from '@bakery/core/decimal';
import {
  EInvoiceInputError,
  amount2,
  amount8,
  basicText,
  code,
  date,
  leaf,
  quantity,
  rate,
  text,
  TEXT_MAX,
  type XmlElement,
} from './fatturapa-fields';
import type { EInvoiceDocument, EInvoiceLine, EInvoiceSummary } from './fatturapa.types';
import { splitFatturaText } from './latin1';

const NATURA = /^N[1-7](\.\d)?$/;

export function writeBody(body: XmlElement, doc: EInvoiceDocument): void {
  writeGeneralData(body.ele('DatiGenerali'), doc);
  const goods = body.ele('DatiBeniServizi');
  if (doc.lines.length === 0) throw new EInvoiceInputError('lines', 'an invoice needs at least one line');
  doc.lines.forEach((line, i) => writeLine(goods.ele('DettaglioLinee'), line, `lines[${i}]`));
  if (doc.summaries.length === 0)
    throw new EInvoiceInputError('summaries', 'an invoice needs at least one DatiRiepilogo');
  doc.summaries.forEach((summary, i) => writeSummary(goods.ele('DatiRiepilogo'), summary, `summaries[${i}]`));
  if (doc.payment) writePayment(body.ele('DatiPagamento'), doc.payment);
}

function writeGeneralData(general: XmlElement, doc: EInvoiceDocument): void {
  const document = general.ele('DatiGeneraliDocumento');
  leaf(document, 'TipoDocumento', doc.documentType ?? 'TD01');
  leaf(document, 'Divisa', doc.currency ?? 'EUR');
  leaf(document, 'Data', date(doc.date, 'date'));
  leaf(document, 'Numero', basicText(doc.number, 20, 'number'));
  if (doc.stampDuty) {
    const stamp = document.ele('DatiBollo');
    leaf(stamp, 'BolloVirtuale', 'SI');
    leaf(stamp, 'ImportoBollo', amount2(doc.stampDuty.amount, 'stampDuty.amount'));
  }
  leaf(document, 'ImportoTotaleDocumento', amount2(doc.totalAmount, 'totalAmount'));
  for (const causale of doc.causale ?? []) {
    for (const piece of splitFatturaText(causale, 200)) leaf(document, 'Causale', piece);
  }
  doc.linkedInvoices?.forEach((linked, i) => {
    const related = general.ele('DatiFattureCollegate');
    leaf(related, 'IdDocumento', basicText(linked.number, 20, `linkedInvoices[${i}].number`));
    leaf(related, 'Data', date(linked.date, `linkedInvoices[${i}].date`));
  });
  const lineNumbers = new Set(doc.lines.map((line) => line.number));
  doc.dockets.forEach((docket, i) => {
    const field = `dockets[${i}]`;
    const ddt = general.ele('DatiDDT');
    leaf(ddt, 'NumeroDDT', basicText(docket.number, 20, `${field}.number`));
    leaf(ddt, 'DataDDT', date(docket.date, `${field}.date`));
    for (const lineNumber of docket.lineNumbers) {
      if (!lineNumbers.has(lineNumber))
        throw new EInvoiceInputError(`${field}.lineNumbers`, `line ${lineNumber} is not on the invoice`);
      leaf(ddt, 'RiferimentoNumeroLinea', String(lineNumber));
    }
  });
}

function writeLine(detail: XmlElement, line: EInvoiceLine, field: string): void {
  if (!Number.isInteger(line.number) || line.number < 1 || line.number > 9999) {
    throw new EInvoiceInputError(`${field}.number`, `${line.number} is not a line number 1…9999`);
  }
  leaf(detail, 'NumeroLinea', String(line.number));
  leaf(detail, 'Descrizione', text(line.description, TEXT_MAX.Descrizione, `${field}.description`));
  if (line.quantity !== undefined) leaf(detail, 'Quantita', quantity(line.quantity, `${field}.quantity`));
  if (line.unit !== undefined) leaf(detail, 'UnitaMisura', basicText(line.unit, 10, `${field}.unit`));
  leaf(detail, 'PrezzoUnitario', amount8(line.unitPrice, `${field}.unitPrice`));
  if (line.discountPercent !== undefined) {
    const percent = rate(line.discountPercent, `${field}.discountPercent`);
    if (!isZeroDecimal(exactDecimalOf(percent))) {
      const discount = detail.ele('ScontoMaggiorazione');
      leaf(discount, 'Tipo', 'SC');
      leaf(discount, 'Percentuale', percent);
    }
  }
  leaf(detail, 'PrezzoTotale', amount8(line.total, `${field}.total`));
  leaf(detail, 'AliquotaIVA', rate(line.vatRate, `${field}.vatRate`));
  if (line.natura !== undefined) leaf(detail, 'Natura', code(line.natura, NATURA, `${field}.natura`));
}

function writeSummary(block: XmlElement, summary: EInvoiceSummary, field: string): void {
  leaf(block, 'AliquotaIVA', rate(summary.vatRate, `${field}.vatRate`));
  if (summary.natura !== undefined) leaf(block, 'Natura', code(summary.natura, NATURA, `${field}.natura`));
  leaf(block, 'ImponibileImporto', amount2(summary.taxable, `${field}.taxable`));
  leaf(block, 'Imposta', amount2(summary.tax, `${field}.tax`));
  if (summary.exigibility) leaf(block, 'EsigibilitaIVA', summary.exigibility);
  if (summary.legalReference?.trim()) {
    leaf(
      block,
      'RiferimentoNormativo',
      text(summary.legalReference, TEXT_MAX.RiferimentoNormativo, `${field}.legalReference`),
    );
  }
}

function writePayment(payment: XmlElement, data: NonNullable<EInvoiceDocument['payment']>): void {
  leaf(payment, 'CondizioniPagamento', data.terms);
  const detail = payment.ele('DettaglioPagamento');
  if (data.beneficiary?.trim())
    leaf(detail, 'Beneficiario', text(data.beneficiary, TEXT_MAX.Beneficiario, 'payment.beneficiary'));
  leaf(detail, 'ModalitaPagamento', code(data.method, /^MP(0[1-9]|1\d|2[0-3])$/, 'payment.method'));
  if (data.dueDate !== undefined) leaf(detail, 'DataScadenzaPagamento', date(data.dueDate, 'payment.dueDate'));
  leaf(detail, 'ImportoPagamento', amount2(data.amount, 'payment.amount'));
  if (data.iban !== undefined) {
    leaf(detail, 'IBAN', code(data.iban, /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/, 'payment.iban'));
  }
}
