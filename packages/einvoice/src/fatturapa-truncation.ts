/**
 * Which texts the FatturaPA builder would cut to fit the XSD, so the user can be told before the
 * file goes to SdI (requirements/bills-and-e-invoices.md#the-fatturapa-file; a Denominazione cut at 80 characters went unnoticed).
 * Lengths are counted after the same clean-up the builder does (transliteration can lengthen a
 * name: '面包' → 'MianBao'). Causale is not listed: it is split into several elements, not cut.
 */
import { TEXT_MAX } from './fatturapa-fields';
import type { EInvoiceAddress, EInvoiceDocument, EInvoiceParty } from './fatturapa.types';
import { toBasicLatin, toFatturaText } from './latin1';

export interface TruncatedField {
  /** The input path, as in EInvoiceInputError: 'buyer.companyName', 'lines[2].description'. */
  field: string;
  /** The FatturaPA element the text is written to: 'Denominazione', 'Descrizione'. */
  element: keyof typeof TEXT_MAX;
  /** Characters after clean-up. */
  length: number;
  /** Characters the XSD allows; the builder keeps this many. */
  max: number;
}

/** Every text of `doc` longer than its element allows, in document order; [] when nothing is cut. */
export function truncatedFields(doc: EInvoiceDocument): TruncatedField[] {
  const out: TruncatedField[] = [];
  const check = (field: string, element: keyof typeof TEXT_MAX, value: string | undefined, basicLatin = false) => {
    if (!value) return;
    const length = (basicLatin ? toBasicLatin : toFatturaText)(value, Number.MAX_SAFE_INTEGER).length;
    const max = TEXT_MAX[element];
    if (length > max) out.push({ field, element, length, max });
  };
  const checkParty = (party: EInvoiceParty, field: string) => {
    // Same choice as the builder's writeName: Denominazione for a company, else Nome + Cognome.
    if (party.companyName?.trim()) check(`${field}.companyName`, 'Denominazione', party.companyName);
    else {
      check(`${field}.firstName`, 'Nome', party.firstName);
      check(`${field}.lastName`, 'Cognome', party.lastName);
    }
    checkAddress(party.address, `${field}.address`);
  };
  const checkAddress = (address: EInvoiceAddress, field: string) => {
    check(`${field}.street`, 'Indirizzo', address.street);
    check(`${field}.houseNumber`, 'NumeroCivico', address.houseNumber, true);
    check(`${field}.city`, 'Comune', address.city);
  };

  checkParty(doc.seller, 'seller');
  checkParty(doc.buyer, 'buyer');
  doc.lines.forEach((line, i) => check(`lines[${i}].description`, 'Descrizione', line.description));
  doc.summaries.forEach((summary, i) =>
    check(`summaries[${i}].legalReference`, 'RiferimentoNormativo', summary.legalReference),
  );
  check('payment.beneficiary', 'Beneficiario', doc.payment?.beneficiary);
  return out;
}
