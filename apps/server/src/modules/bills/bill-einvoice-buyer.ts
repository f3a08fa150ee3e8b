import { centsText } from '@bakery/core';
import { vatIdOf } from '@bakery/core/eu-vat';
import type { EBillData } from '@bakery/core/fiscal';
import { paymentNeedsIban } from '@bakery/core/payment';
import { personNameOf } from '@bakery/core/person-name';
import type { EInvoiceDocument, EInvoiceParty } from '@bakery/einvoice';
import type { BillBuyer, BillSnapshot } from './bill-snapshot';
import type { BillRow } from './bills.queries';

/**
 * Nome and Cognome of a buyer billed as a person (FatturaPA 1.4.1.3.2, 1.4.1.3.3): as frozen in
 * the snapshot; a snapshot from before they were frozen takes the split its codice fiscale
 * confirms, and only failing that the last word as Cognome (what every such bill was sent with).
 */
function personName(b: BillBuyer): { firstName: string; lastName: string } {
  if (b.firstName && b.lastName) return { firstName: b.firstName, lastName: b.lastName };
  const fullName = b.fullName ?? b.name;
  const confirmed = personNameOf({ fullName, taxNumber: b.taxCode });
  if (confirmed) return confirmed;
  const parts = fullName.trim().split(/\s+/);
  const lastName = parts.pop() ?? '';
  if (parts.length === 0) return { firstName: lastName, lastName }; // one word: it is both
  return { firstName: parts.join(' '), lastName };
}

/**
 * IdCodice of a foreign buyer without a VAT number (a consumer abroad, a business outside the EU):
 * the Agenzia delle Entrate's FAQ n. 63 (19 July 2019, updated 12 February 2021) asks for IdPaese and
 * an identifier of up to 28 letters and digits that SdI does not check, 99999999999 when there is
 * none, and CodiceFiscale (1.4.1.2, an Italian codice fiscale, checked against the tax register) empty.
 */
export const NO_FOREIGN_ID = '99999999999';

/** A foreign tax number as IdCodice (letters and digits, at most 28), else NO_FOREIGN_ID. */
function foreignId(taxCode: string | null): string {
  const id = (taxCode ?? '')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, 28);
  return id === '' ? NO_FOREIGN_ID : id;
}

/**
 * CessionarioCommittente (1.4): IdFiscaleIVA with IdPaese from the VAT number's prefix or the
 * client's country and IdCodice without the prefix (ATU12345678 → AT, U12345678); a foreign buyer
 * without one is named by its own tax number or NO_FOREIGN_ID, and no foreign buyer gets a
 * CodiceFiscale; Denominazione or Nome + Cognome; Sede with Provincia for Italian buyers and CAP 00000 abroad.
 */
export function buyerParty(b: BillBuyer): EInvoiceParty {
  const italian = b.country === 'IT';
  const address = {
    street: b.street ?? '',
    houseNumber: b.houseNumber ?? undefined,
    postalCode: italian ? (b.postalCode ?? '') : '00000',
    city: b.city ?? '',
    province: italian && b.province ? b.province : undefined,
    country: b.country,
  };
  const vat = b.vatNumber ? vatIdOf(b.vatNumber, b.country) : null;
  const ids = italian
    ? { vatNumber: vat?.code, vatCountry: vat?.country, taxCode: b.taxCode ?? undefined }
    : {
        vatNumber: vat?.code ?? foreignId(b.taxCode),
        vatCountry: vat?.country ?? b.country,
        taxCode: undefined,
      };
  if (b.companyName) return { ...ids, companyName: b.companyName, address };
  return { ...ids, ...personName(b), address };
}

/**
 * DatiPagamento (2.4) of a bill: one payment in full (TP02) by the client's method, due on the
 * bill's due date, with the bakery's IBAN for transfers and SEPA direct debits only. Snapshots
 * from before payment was frozen were transfers.
 */
export function billPayment(
  bill: BillRow,
  snap: BillSnapshot,
  seller: EBillData,
): NonNullable<EInvoiceDocument['payment']> {
  const method = snap.payment?.method ?? 'MP05';
  return {
    terms: 'TP02',
    method,
    amount: centsText(snap.totalCents),
    dueDate: bill.dueDate ?? undefined,
    iban: paymentNeedsIban(method) ? seller.iban : undefined,
    beneficiary: seller.companyName,
  };
}
