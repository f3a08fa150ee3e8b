/**
 * The SdI checks that the XSD does not cover (codes of the "elenco controlli" 004xx): run after
 * validateFatturaPA() passes; any problem here means SdI rejects the file. Amounts are compared
 * exactly (BigInt decimals) with the official tolerances: Imposta ±0.01, ImponibileImporto ±1.00,
 * PrezzoTotale ±0.01.
 */
import { XMLParser } from 'fast-xml-parser';
import {
  absDecimal,
  addDecimals,
  compareDecimals,
  exactDecimalOf,
  formatExactDecimal,
  isZeroDecimal,
  multiplyDecimals,
  parseExactDecimal,
  roundDecimalHalfUp,
  shiftDecimal,
  subtractDecimals,
  type ExactDecimal,
} from '@bakery/core/decimal';

export interface SdiProblem {
  /** SdI error code, e.g. '00421'. */
  code: string;
  /** What is wrong and where, in English. */
  message: string;
}

type XmlNode = Record<string, unknown>;

const REPEATED = new Set([
  'FatturaElettronicaBody',
  'DettaglioLinee',
  'DatiRiepilogo',
  'ScontoMaggiorazione',
  'DatiCassaPrevidenziale',
  'DatiDDT',
  'DatiFattureCollegate',
]);
const parser = new XMLParser({
  ignoreAttributes: false,
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  isArray: (name) => REPEATED.has(name),
});

/** TipoDocumento values for which issuer and customer must differ (00471). */
const NOT_TO_ONESELF = new Set([
  'TD01',
  'TD02',
  'TD03',
  'TD06',
  'TD16',
  'TD17',
  'TD18',
  'TD19',
  'TD20',
  'TD24',
  'TD25',
  'TD28',
]);
const GENERIC_NATURA = new Set(['N2', 'N3', 'N6']);
const ONE_CENT = exactDecimalOf('0.01');
const ONE_EURO = exactDecimalOf('1.00');
const ONE = exactDecimalOf('1');

function node(parent: unknown, ...path: string[]): XmlNode | undefined {
  let current = parent;
  for (const name of path) current = (current as XmlNode | undefined)?.[name];
  return typeof current === 'object' && current !== null ? (current as XmlNode) : undefined;
}
function str(parent: unknown, ...path: string[]): string | undefined {
  const last = path.pop() as string;
  const value = node(parent, ...path)?.[last];
  if (typeof value === 'string') return value.trim() === '' ? undefined : value.trim();
  if (typeof value === 'object' && value !== null && typeof (value as XmlNode)['#text'] === 'string')
    return (value as XmlNode)['#text'] as string;
  return undefined;
}
function list(parent: unknown, name: string): XmlNode[] {
  const value = node(parent)?.[name];
  return Array.isArray(value) ? (value.filter((v) => typeof v === 'object' && v !== null) as XmlNode[]) : [];
}
function num(parent: unknown, ...path: string[]): ExactDecimal | undefined {
  const value = str(parent, ...path);
  return value === undefined ? undefined : (parseExactDecimal(value) ?? undefined);
}
const same = (a: ExactDecimal | undefined, b: ExactDecimal | undefined) =>
  a !== undefined && b !== undefined && compareDecimals(a, b) === 0;
const show = (value: ExactDecimal) => formatExactDecimal(value, 2);

/** SdI rules beyond the XSD for a FatturaPA file (all bodies); an empty list means none is broken. */
export function sdiProblems(xml: string): SdiProblem[] {
  let document: XmlNode;
  try {
    document = parser.parse(xml) as XmlNode;
  } catch (error) {
    return [{ code: '00200', message: `not well-formed XML: ${(error as Error).message}` }];
  }
  const root = node(document, 'FatturaElettronica');
  const header = node(root, 'FatturaElettronicaHeader');
  if (!root || !header) return [{ code: '00200', message: 'no FatturaElettronica with a header' }];
  const problems: SdiProblem[] = [];
  const report = (code: string, message: string) => problems.push({ code, message });

  const format = str(header, 'DatiTrasmissione', 'FormatoTrasmissione');
  const version = str(root, '@_versione');
  if (format !== version || (format !== 'FPR12' && format !== 'FPA12')) {
    report('00428', `FormatoTrasmissione ${format ?? '(none)'} does not match versione ${version ?? '(none)'}`);
  }
  const recipient = str(header, 'DatiTrasmissione', 'CodiceDestinatario') ?? '';
  if ((format === 'FPR12' && recipient.length === 6) || (format === 'FPA12' && recipient.length === 7)) {
    report('00427', `CodiceDestinatario '${recipient}' has ${recipient.length} characters, not allowed with ${format}`);
  }
  const seller = node(header, 'CedentePrestatore', 'DatiAnagrafici');
  const buyer = node(header, 'CessionarioCommittente', 'DatiAnagrafici');
  if (!node(buyer, 'IdFiscaleIVA') && !str(buyer, 'CodiceFiscale')) {
    report('00417', 'the customer has neither IdFiscaleIVA nor CodiceFiscale');
  }
  const vatId = (party: unknown) => {
    const country = str(party, 'IdFiscaleIVA', 'IdPaese');
    const id = str(party, 'IdFiscaleIVA', 'IdCodice');
    return country && id ? country + id : undefined;
  };
  const sameParty =
    (vatId(seller) !== undefined && vatId(seller) === vatId(buyer)) ||
    (str(seller, 'CodiceFiscale') !== undefined && str(seller, 'CodiceFiscale') === str(buyer, 'CodiceFiscale'));

  list(root, 'FatturaElettronicaBody').forEach((body, b) => {
    const where = (text: string) => `body ${b + 1}: ${text}`;
    const documentData = node(body, 'DatiGenerali', 'DatiGeneraliDocumento');
    const type = str(documentData, 'TipoDocumento') ?? '';
    if (!/\d/.test(str(documentData, 'Numero') ?? '')) report('00425', where('Numero contains no digit'));
    if (sameParty && NOT_TO_ONESELF.has(type)) report('00471', where(`${type} issued by the customer to itself`));
    if (type === 'TD24') checkDeferred(body, str(documentData, 'Data') ?? '', (text) => report('TD24', where(text)));
    if (type === 'TD04') checkCreditNote(body, str(documentData, 'Data') ?? '', (text) => report('TD04', where(text)));
    checkBody(body, (code, text) => report(code, where(text)));
  });
  return problems;
}

/**
 * A deferred invoice (TD24, D.P.R. 633/72 art. 21 c. 4 lett. a) names the dockets of its
 * deliveries (DatiDDT), none dated after the invoice. Not an SdI check: the law's.
 */
function checkDeferred(body: XmlNode, date: string, report: (message: string) => void): void {
  const dockets = list(node(body, 'DatiGenerali'), 'DatiDDT');
  if (dockets.length === 0) report('TD24 without DatiDDT: a deferred invoice names the dockets of its deliveries');
  for (const docket of dockets) {
    const docketDate = str(docket, 'DataDDT') ?? '';
    if (docketDate > date)
      report(`DatiDDT ${str(docket, 'NumeroDDT') ?? ''} of ${docketDate} is dated after the invoice (${date})`);
  }
}

/**
 * A credit note (TD04, D.P.R. 633/72 art. 26) names the invoice it corrects (DatiFattureCollegate
 * with IdDocumento and Data) and cannot be dated before it. Not an SdI check: the law's.
 */
function checkCreditNote(body: XmlNode, date: string, report: (message: string) => void): void {
  const linked = list(node(body, 'DatiGenerali'), 'DatiFattureCollegate');
  if (linked.length === 0) report('TD04 without DatiFattureCollegate: a credit note names the invoice it corrects');
  for (const invoice of linked) {
    const invoiceDate = str(invoice, 'Data');
    if (!str(invoice, 'IdDocumento') || !invoiceDate) report('DatiFattureCollegate without IdDocumento and Data');
    else if (invoiceDate > date)
      report(
        `the corrected invoice ${str(invoice, 'IdDocumento') ?? ''} of ${invoiceDate} is dated after the credit note (${date})`,
      );
  }
}

function checkBody(body: XmlNode, report: (code: string, message: string) => void): void {
  const goods = node(body, 'DatiBeniServizi');
  const lines = list(goods, 'DettaglioLinee');
  const summaries = list(goods, 'DatiRiepilogo');
  const pension = list(node(body, 'DatiGenerali', 'DatiGeneraliDocumento'), 'DatiCassaPrevidenziale');
  const summaryRates = summaries.map((s) => num(s, 'AliquotaIVA'));
  const summaryNature = new Set(summaries.map((s) => str(s, 'Natura')).filter((n) => n !== undefined));
  const usedRates = [...lines, ...pension].map((l) => num(l, 'AliquotaIVA'));

  for (const [i, line] of lines.entries()) {
    const at = `line ${str(line, 'NumeroLinea') ?? i + 1}`;
    const lineRate = num(line, 'AliquotaIVA');
    const natura = str(line, 'Natura');
    if (lineRate && isZeroDecimal(lineRate) && !natura) report('00400', `${at}: AliquotaIVA 0.00 without Natura`);
    if (lineRate && !isZeroDecimal(lineRate) && natura)
      report('00401', `${at}: Natura ${natura} with AliquotaIVA ${show(lineRate)}`);
    if (lineRate && !summaryRates.some((r) => same(r, lineRate)))
      report('00419', `${at}: no DatiRiepilogo for AliquotaIVA ${show(lineRate)}`);
    if (natura && !summaryNature.has(natura)) report('00444', `${at}: Natura ${natura} has no DatiRiepilogo`);
    checkLineTotal(line, at, report);
  }
  for (const [i, entry] of pension.entries()) {
    const natura = str(entry, 'Natura');
    if (natura && !summaryNature.has(natura))
      report('00444', `DatiCassaPrevidenziale ${i + 1}: Natura ${natura} has no DatiRiepilogo`);
  }
  for (const [i, item] of [...lines, ...summaries, ...pension].entries()) {
    const natura = str(item, 'Natura');
    if (natura && GENERIC_NATURA.has(natura))
      report('00445', `Natura ${natura} is no longer accepted: use a sub-code (${natura}.1 …)`);
    const itemRate = num(item, 'AliquotaIVA');
    if (itemRate && compareDecimals(itemRate, ONE) < 0 && !isZeroDecimal(itemRate)) {
      report('00424', `AliquotaIVA ${show(itemRate)} (element ${i + 1}) looks like a fraction, not a percentage`);
    }
  }
  for (const [i, summary] of summaries.entries()) {
    const at = `DatiRiepilogo ${i + 1}`;
    const summaryRate = num(summary, 'AliquotaIVA');
    const natura = str(summary, 'Natura');
    const taxable = num(summary, 'ImponibileImporto');
    const tax = num(summary, 'Imposta');
    if (!summaryRate) continue;
    if (isZeroDecimal(summaryRate) && !natura) report('00429', `${at}: AliquotaIVA 0.00 without Natura`);
    if (!isZeroDecimal(summaryRate) && natura)
      report('00430', `${at}: Natura ${natura} with AliquotaIVA ${show(summaryRate)}`);
    if (natura && /^N6/.test(natura) && str(summary, 'EsigibilitaIVA') === 'S')
      report('00420', `${at}: reverse charge ${natura} with split payment`);
    if (!usedRates.some((r) => same(r, summaryRate)))
      report('00443', `${at}: AliquotaIVA ${show(summaryRate)} is used by no line`);
    if (taxable && tax) {
      const expected = roundDecimalHalfUp(shiftDecimal(multiplyDecimals(taxable, summaryRate), 2), 2);
      if (compareDecimals(absDecimal(subtractDecimals(expected, tax)), ONE_CENT) > 0) {
        report(
          '00421',
          `${at}: Imposta ${show(tax)} should be ${show(expected)} (${show(summaryRate)}% of ${show(taxable)})`,
        );
      }
    }
  }
  checkTaxableSums(lines, summaries, pension, report);
}

/** 00423: PrezzoTotale = (PrezzoUnitario ± each ScontoMaggiorazione in turn) × Quantita, ±0.01. */
function checkLineTotal(line: XmlNode, at: string, report: (code: string, message: string) => void): void {
  const unitPrice = num(line, 'PrezzoUnitario');
  const total = num(line, 'PrezzoTotale');
  if (!unitPrice || !total) return;
  let price = unitPrice;
  for (const [k, change] of list(line, 'ScontoMaggiorazione').entries()) {
    const amount = num(change, 'Importo');
    const percent = num(change, 'Percentuale');
    if (!amount && !percent) {
      report('00438', `${at}: ScontoMaggiorazione ${k + 1} has neither Percentuale nor Importo`);
      continue;
    }
    const delta =
      amount && !isZeroDecimal(amount)
        ? absDecimal(amount)
        : shiftDecimal(multiplyDecimals(price, percent ?? exactDecimalOf('0')), 2);
    price = str(change, 'Tipo') === 'SC' ? subtractDecimals(price, delta) : addDecimals(price, delta);
  }
  const expected = multiplyDecimals(price, num(line, 'Quantita') ?? ONE);
  if (compareDecimals(absDecimal(subtractDecimals(expected, total)), ONE_CENT) > 0) {
    report('00423', `${at}: PrezzoTotale ${show(total)} should be ${formatExactDecimal(expected, 2)}`);
  }
}

/** 00422: per rate, Σ ImponibileImporto = Σ PrezzoTotale + Σ contributi cassa + Σ Arrotondamento, ±1.00. */
function checkTaxableSums(
  lines: XmlNode[],
  summaries: XmlNode[],
  pension: XmlNode[],
  report: (code: string, message: string) => void,
): void {
  const rates = new Map<string, ExactDecimal>();
  for (const summary of summaries) {
    const r = num(summary, 'AliquotaIVA');
    if (r) rates.set(show(r), r);
  }
  const zero = exactDecimalOf('0');
  const sum = (items: XmlNode[], rate: ExactDecimal, field: string) =>
    items
      .filter((item) => same(num(item, 'AliquotaIVA'), rate))
      .reduce((acc, item) => addDecimals(acc, num(item, field) ?? zero), zero);
  for (const [label, r] of rates) {
    const declared = sum(summaries, r, 'ImponibileImporto');
    const expected = addDecimals(
      addDecimals(sum(lines, r, 'PrezzoTotale'), sum(pension, r, 'ImportoContributoCassa')),
      sum(summaries, r, 'Arrotondamento'),
    );
    if (compareDecimals(absDecimal(subtractDecimals(expected, declared)), ONE_EURO) > 0) {
      report(
        '00422',
        `ImponibileImporto ${show(declared)} at ${label}% should be ${formatExactDecimal(expected, 2)} (sum of the lines)`,
      );
    }
  }
}

/** SdI file-name rule (00001): IT + transmitter id (11–16) or other country + id, '_', 1–5 alphanumerics, .xml/.xml.p7m. */
export function fileNameProblem(name: string): SdiProblem | null {
  const match = /^([A-Z]{2})([A-Za-z0-9]{2,28})_([A-Za-z0-9]{1,5})\.xml(\.p7m)?$/.exec(name);
  if (!match) return { code: '00001', message: `'${name}' is not <country><id>_<1-5 letters/digits>.xml` };
  if (match[1] === 'IT' && !/^[A-Z0-9]{11,16}$/.test(match[2] ?? '')) {
    return { code: '00001', message: `'${name}': an Italian transmitter id has 11 to 16 characters` };
  }
  return null;
}
