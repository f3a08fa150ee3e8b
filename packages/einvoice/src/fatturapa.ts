/**
 * FatturaPA FPR12 writer: turns an already computed EInvoiceDocument into the XML file SdI accepts
 * (schema 1.2.3). Header here, body in fatturapa-body.ts. Element order follows the XSD's
 * xs:sequence; every text goes through toFatturaText/toBasicLatin with the XSD's maximum length.
 */
import { create } from 'xmlbuilder2';
import { writeBody } from './fatturapa-body';
import {
  EInvoiceInputError,
  amount2,
  basicText,
  code,
  emailOrUndefined,
  leaf,
  phoneOrUndefined,
  text,
  TEXT_MAX,
  type XmlElement,
} from './fatturapa-fields';
import type { EInvoiceAddress, EInvoiceDocument, EInvoiceParty, EInvoiceSeller } from './fatturapa.types';
import { toBasicLatin } from './latin1';
import { fileNameProblem } from './sdi-checks';

export { EInvoiceInputError } from './fatturapa-fields';

const NS_FATTURA = 'http://ivaservizi.agenziaentrate.gov.it/docs/xsd/fatture/v1.2';
const NS_XMLNS = 'http://www.w3.org/2000/xmlns/';
const NS_DS = 'http://www.w3.org/2000/09/xmldsig#';
const NS_XSI = 'http://www.w3.org/2001/XMLSchema-instance';

/**
 * Builds the FatturaPA XML (UTF-8, with declaration) of one invoice. The root is the prefixed
 * `p:FatturaElettronica`; its children are unqualified, as the XSD demands (a default namespace
 * fails validation). Throws EInvoiceInputError for input that cannot be written validly; SdI's
 * content rules (totals, Natura…) are not enforced here but reported by sdiProblems().
 */
export function buildFatturaPA(doc: EInvoiceDocument): string {
  const root = create({ version: '1.0', encoding: 'UTF-8' }).ele(NS_FATTURA, 'p:FatturaElettronica', {
    versione: 'FPR12',
  });
  root.att(NS_XMLNS, 'xmlns:ds', NS_DS).att(NS_XMLNS, 'xmlns:xsi', NS_XSI);
  writeHeader(root.ele('FatturaElettronicaHeader'), doc);
  writeBody(root.ele('FatturaElettronicaBody'), doc);
  return root.end({ prettyPrint: true });
}

function writeHeader(header: XmlElement, doc: EInvoiceDocument): void {
  const transmission = header.ele('DatiTrasmissione');
  const transmitter = transmission.ele('IdTrasmittente');
  leaf(transmitter, 'IdPaese', code(doc.transmitter.country, /^[A-Z]{2}$/, 'transmitter.country'));
  leaf(transmitter, 'IdCodice', code(doc.transmitter.code, /^[A-Z0-9]{1,28}$/, 'transmitter.code'));
  leaf(transmission, 'ProgressivoInvio', basicText(doc.progressive, 10, 'progressive'));
  leaf(transmission, 'FormatoTrasmissione', 'FPR12');
  leaf(transmission, 'CodiceDestinatario', code(doc.recipientCode, /^[A-Z0-9]{6,7}$/, 'recipientCode'));
  if (doc.recipientPec !== undefined) {
    const pec = toBasicLatin(doc.recipientPec, 256).replace(/\s+/g, '');
    if (!/^[^@]+@[^@]+$/.test(pec))
      throw new EInvoiceInputError('recipientPec', `'${doc.recipientPec}' is not an e-mail address`);
    leaf(transmission, 'PECDestinatario', pec);
  }
  writeSeller(header.ele('CedentePrestatore'), doc.seller);
  const buyer = header.ele('CessionarioCommittente');
  const buyerData = buyer.ele('DatiAnagrafici');
  writeTaxIds(buyerData, doc.buyer, 'buyer');
  writeName(buyerData.ele('Anagrafica'), doc.buyer, 'buyer');
  writeAddress(buyer.ele('Sede'), doc.buyer.address, 'buyer.address');
}

function writeSeller(seller: XmlElement, party: EInvoiceSeller): void {
  if (!party.vatNumber)
    throw new EInvoiceInputError('seller.vatNumber', 'the seller needs a VAT number (IdFiscaleIVA)');
  const data = seller.ele('DatiAnagrafici');
  writeTaxIds(data, party, 'seller');
  writeName(data.ele('Anagrafica'), party, 'seller');
  leaf(data, 'RegimeFiscale', code(party.regime, /^RF(0[1-9]|1\d|20)$/, 'seller.regime'));
  writeAddress(seller.ele('Sede'), party.address, 'seller.address');
  if (party.rea) {
    const rea = seller.ele('IscrizioneREA');
    leaf(rea, 'Ufficio', code(party.rea.office, /^[A-Z]{2}$/, 'seller.rea.office'));
    leaf(rea, 'NumeroREA', basicText(party.rea.number, 20, 'seller.rea.number'));
    if (party.rea.shareCapital !== undefined)
      leaf(rea, 'CapitaleSociale', amount2(party.rea.shareCapital, 'seller.rea.shareCapital'));
    if (party.rea.soleShareholder) leaf(rea, 'SocioUnico', party.rea.soleShareholder);
    leaf(rea, 'StatoLiquidazione', party.rea.liquidation);
  }
  const phone = phoneOrUndefined(party.phone);
  const email = emailOrUndefined(party.email);
  if (phone || email) {
    const contacts = seller.ele('Contatti');
    if (phone) leaf(contacts, 'Telefono', phone);
    if (email) leaf(contacts, 'Email', email);
  }
}

/** IdFiscaleIVA (if a VAT number is given) and CodiceFiscale (if a tax code is given). */
function writeTaxIds(data: XmlElement, party: EInvoiceParty, field: string): void {
  if (party.vatNumber) {
    const vat = data.ele('IdFiscaleIVA');
    leaf(vat, 'IdPaese', code(party.vatCountry ?? 'IT', /^[A-Z]{2}$/, `${field}.vatCountry`));
    leaf(vat, 'IdCodice', code(party.vatNumber, /^[A-Z0-9]{1,28}$/, `${field}.vatNumber`));
  }
  if (party.taxCode) leaf(data, 'CodiceFiscale', code(party.taxCode, /^[A-Z0-9]{11,16}$/, `${field}.taxCode`));
}

/** Anagrafica: Denominazione for a company, else Nome + Cognome. */
function writeName(anagrafica: XmlElement, party: EInvoiceParty, field: string): void {
  if (party.companyName?.trim()) {
    leaf(anagrafica, 'Denominazione', text(party.companyName, TEXT_MAX.Denominazione, `${field}.companyName`));
    return;
  }
  leaf(anagrafica, 'Nome', text(party.firstName, TEXT_MAX.Nome, `${field}.firstName`));
  leaf(anagrafica, 'Cognome', text(party.lastName, TEXT_MAX.Cognome, `${field}.lastName`));
}

function writeAddress(sede: XmlElement, address: EInvoiceAddress, field: string): void {
  const country = code(address.country, /^[A-Z]{2}$/, `${field}.country`);
  leaf(sede, 'Indirizzo', text(address.street, TEXT_MAX.Indirizzo, `${field}.street`));
  const houseNumber = toBasicLatin(address.houseNumber ?? '', TEXT_MAX.NumeroCivico);
  if (houseNumber) leaf(sede, 'NumeroCivico', houseNumber);
  const postalCode = address.postalCode.trim();
  if (country === 'IT') leaf(sede, 'CAP', code(postalCode, /^\d{5}$/, `${field}.postalCode`));
  else leaf(sede, 'CAP', /^\d{5}$/.test(postalCode) ? postalCode : '00000'); // SdI's rule for foreign addresses
  leaf(sede, 'Comune', text(address.city, TEXT_MAX.Comune, `${field}.city`));
  if (country === 'IT' && address.province)
    leaf(sede, 'Provincia', code(address.province, /^[A-Z]{2}$/, `${field}.province`));
  leaf(sede, 'Nazione', country);
}

/** File-name progressive: n in base 36, upper case, zero-padded to 5 characters ('0000A' = 10). */
export function fileProgressive(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0 || n > 36 ** 5 - 1) {
    throw new RangeError(`file progressive ${n} is outside 0…${36 ** 5 - 1}`);
  }
  return n.toString(36).toUpperCase().padStart(5, '0');
}

/** SdI file name: IdPaese + IdCodice of the transmitter + '_' + progressive + '.xml'. */
export function eInvoiceFileName(transmitter: { country: string; code: string }, progressive: string | number): string {
  const suffix = typeof progressive === 'number' ? fileProgressive(progressive) : progressive;
  const name = `${transmitter.country.trim().toUpperCase()}${transmitter.code.trim().toUpperCase()}_${suffix}.xml`;
  const problem = fileNameProblem(name);
  if (problem) throw new EInvoiceInputError('fileName', problem.message);
  return name;
}
