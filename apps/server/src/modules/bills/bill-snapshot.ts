import type { BillComputation, BillLine, Language } from '@bakery/core';
import type { userDetails, users } from '../../db/schema/index';
import type { BillableOrder } from './bills.queries';

/** The bakery as the seller of a bill: its e-invoice data (Settings → Documents) and PDF texts, frozen at creation. */
export interface BillSeller {
  name: string;
  /** bill_settings.e_bill_data as it was (EBillData of core/fiscal). */
  eBillData: Record<string, unknown>;
  header: string | null;
  footer: string | null;
  logoId: number | null;
}

/** The client as the buyer of a bill (SPEC §3 Userdetail), frozen at creation. */
export interface BillBuyer {
  id: number;
  kind: 'HOST' | 'PRIVATE';
  name: string;
  companyName: string | null;
  fullName: string | null;
  street: string | null;
  houseNumber: string | null;
  postalCode: string | null;
  city: string | null;
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
}

type UserRow = typeof users.$inferSelect;
type DetailsRow = typeof userDetails.$inferSelect;

const text = (v: string | null | undefined) => (v && v.trim() !== '' ? v.trim() : null);

/** The display name of an account for documents: company, else full name, else username. */
export function accountName(user: Pick<UserRow, 'username'>, details: Pick<DetailsRow, 'companyName' | 'fullName'> | null): string {
  return text(details?.companyName) ?? text(details?.fullName) ?? user.username;
}

export function buyerOf(user: UserRow, details: DetailsRow | null): BillBuyer {
  return {
    id: user.id,
    kind: user.isHost ? 'HOST' : 'PRIVATE',
    name: accountName(user, details),
    companyName: text(details?.companyName),
    fullName: text(details?.fullName),
    street: text(details?.street),
    houseNumber: text(details?.houseNumber),
    postalCode: text(details?.postalCode),
    city: text(details?.city),
    country: text(details?.country)?.toUpperCase() ?? 'IT',
    vatNumber: text(details?.partitaIva),
    taxCode: text(details?.taxNumber),
    recipientCode: text(details?.recipientCode)?.toUpperCase() ?? null,
    pec: text(details?.pec),
    email: text(user.email),
  };
}

export function snapshotOrders(orders: readonly BillableOrder[], guestName: (accountId: number) => string): BillSnapshotOrder[] {
  return orders.map((o) => ({
    id: o.id,
    number: o.number,
    deliveryDate: o.deliveryDate,
    docketNumber: o.docketNumber,
    docketDate: o.docketDate,
    guest: o.guestOf === null ? null : guestName(o.accountId),
  }));
}
