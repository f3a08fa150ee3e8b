import { accountDisplayName, type BillComputation, type BillLine, type Language } from '@bakery/core';
import type { EBillDataDraft } from '@bakery/core/fiscal';
import { clientPayment, type PaymentMethod, type PaymentTerms } from '@bakery/core/payment';
import { personNameOf } from '@bakery/core/person-name';
import type { userDetails, users } from '../../db/schema/index';
import type { BillableOrder } from './bills.queries';

/** The bakery as the seller of a bill: its e-invoice data (Settings → Documents) and PDF texts, frozen at creation. */
export interface BillSeller {
  name: string;
  /** bill_settings.e_bill_data as it was, under the regime of the bill's deliveries (EBillData of core/fiscal when complete). */
  eBillData: EBillDataDraft;
  header: string | null;
  footer: string | null;
  logoId: number | null;
}

/** The client as the buyer of a bill (requirements/bills-and-e-invoices.md#client-billing-data), frozen at creation. */
export interface BillBuyer {
  id: number;
  kind: 'HOST' | 'PRIVATE';
  name: string;
  companyName: string | null;
  fullName: string | null;
  /** Nome and Cognome of a buyer billed as a person (entered, or confirmed by the codice fiscale); absent in snapshots before issue 14. */
  firstName?: string | null;
  lastName?: string | null;
  street: string | null;
  houseNumber: string | null;
  postalCode: string | null;
  city: string | null;
  /** Provincia (sigla) of an Italian buyer; absent in snapshots before issue 14. */
  province?: string | null;
  country: string;
  vatNumber: string | null;
  taxCode: string | null;
  recipientCode: string | null;
  pec: string | null;
  email: string | null;
}

export interface BillSnapshotOrder {
  id: number;
  number: number;
  deliveryDate: string;
  docketNumber: string | null;
  docketDate: string | null;
  /** The guest who ordered, when the order is a guest's of the client (a host). */
  guest: string | null;
}

export interface BillSnapshotLine extends BillLine {
  /** Product name in the bill's language (empty for a delivery-cost line). */
  name: string;
  articleCode: string | null;
  /** On a credit note: the index of the bill line it takes back, and how (core credit-note.ts). */
  creditOf?: number;
  creditBy?: 'QUANTITY' | 'AMOUNT';
}

/** What a credit note corrects: the bill (number and date as SdI knows them) and why. */
export interface BillSnapshotCredit {
  billId: number;
  billNumber: string;
  billDate: string;
  reason: string;
}

/**
 * Everything a bill shows, frozen when it is created (bills.snapshot): the PDF and the XML are
 * made from it, so they never change when products, prices or addresses change later.
 */
export interface BillSnapshot extends Omit<BillComputation, 'lines'> {
  version: 1;
  language: Language;
  seller: BillSeller;
  buyer: BillBuyer;
  orders: BillSnapshotOrder[];
  lines: BillSnapshotLine[];
  /** Set on a credit note (document type TD04). */
  credit?: BillSnapshotCredit;
  /** How the client pays this bill (its due date is the bill's due_date); absent in snapshots before issue 14: transfer. */
  payment?: BillSnapshotPayment;
  /** The bakery's note on the bill (printed under its lines, written as Causale); absent = none (requirements/bills-and-e-invoices.md#editing-unsent-bills). */
  note?: string | null;
}

/** The client's payment method and terms, frozen with the bill (FatturaPA 2.4.2.2 ModalitaPagamento). */
export interface BillSnapshotPayment {
  method: PaymentMethod;
  terms: PaymentTerms;
}

type UserRow = typeof users.$inferSelect;
type DetailsRow = typeof userDetails.$inferSelect;

const text = (v: string | null | undefined) => (v && v.trim() !== '' ? v.trim() : null);

/** The display name of an account for documents: company, else full name, else username. */
export function accountName(
  user: Pick<UserRow, 'username'>,
  details: Pick<DetailsRow, 'companyName' | 'fullName'> | null,
): string {
  // documents trim the fields, so a name of blanks counts as missing too
  return accountDisplayName({
    companyName: text(details?.companyName),
    fullName: text(details?.fullName),
    username: user.username,
  });
}

export function buyerOf(user: UserRow, details: DetailsRow | null): BillBuyer {
  const person = text(details?.companyName) ? null : personNameOf(details ?? {});
  return {
    id: user.id,
    kind: user.isHost ? 'HOST' : 'PRIVATE',
    name: accountName(user, details),
    companyName: text(details?.companyName),
    fullName: text(details?.fullName),
    firstName: person?.firstName ?? null,
    lastName: person?.lastName ?? null,
    street: text(details?.street),
    houseNumber: text(details?.houseNumber),
    postalCode: text(details?.postalCode),
    city: text(details?.city),
    province: text(details?.province)?.toUpperCase() ?? null,
    country: text(details?.country)?.toUpperCase() ?? 'IT',
    vatNumber: text(details?.partitaIva),
    taxCode: text(details?.taxNumber),
    recipientCode: text(details?.recipientCode)?.toUpperCase() ?? null,
    pec: text(details?.pec),
    email: text(user.email),
  };
}

/** The client's payment for a new bill: what the bakery set, else its kind's default (core clientPayment). */
export function paymentOf(user: UserRow, details: DetailsRow | null): BillSnapshotPayment {
  return clientPayment(user.isHost ? 'HOST' : 'PRIVATE', {
    method: details?.paymentMethod,
    terms: details?.paymentTerms,
  });
}

export function snapshotOrders(
  orders: readonly BillableOrder[],
  guestName: (accountId: number) => string,
): BillSnapshotOrder[] {
  return orders.map((o) => ({
    id: o.id,
    number: o.number,
    deliveryDate: o.deliveryDate,
    docketNumber: o.docketNumber,
    docketDate: o.docketDate,
    guest: o.guestOf === null ? null : guestName(o.accountId),
  }));
}
