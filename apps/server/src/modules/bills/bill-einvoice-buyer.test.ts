import { describe, expect, it } from 'vitest';
import type { EBillData } from '@bakery/core/fiscal';
import { billPayment, buyerParty } from './bill-einvoice-buyer';
import type { BillBuyer, BillSnapshot } from './bill-snapshot';
import type { BillRow } from './bills.queries';

/** A buyer as frozen before issue 14: no firstName, lastName, province; no payment in the snapshot. */
const OLD: BillBuyer = {
  id: 1,
  kind: 'PRIVATE',
  name: 'Anna Maria Rossi',
  companyName: null,
  fullName: 'Anna Maria Rossi',
  street: 'Via Verdi',
  houseNumber: '3',
  postalCode: '39100',
  city: 'Bolzano',
  country: 'IT',
  vatNumber: null,
  taxCode: null,
  recipientCode: null,
  pec: null,
  email: null,
};
const SELLER = { companyName: 'Bäckerei Test GmbH', iban: 'IT60X0542811101000000123456' } as EBillData;
const bill = { dueDate: '2026-12-30' } as BillRow;

describe('snapshots made before names, province and payment were frozen', () => {
  it('keep their Nome/Cognome as sent then, or as the codice fiscale confirms (FatturaPA 1.4.1.3.2/3)', () => {
    expect(buyerParty(OLD)).toMatchObject({
      firstName: 'Anna Maria',
      lastName: 'Rossi',
      address: { province: undefined },
    });
    const withCf = { ...OLD, name: 'Giuseppe De Luca', fullName: 'Giuseppe De Luca', taxCode: 'DLCGPP80A01A952Z' };
    expect(buyerParty(withCf)).toMatchObject({ firstName: 'Giuseppe', lastName: 'De Luca' });
  });

  it('are paid by transfer with the IBAN, as every bill was (2.4.2.2 MP05, 2.4.2.13)', () => {
    expect(billPayment(bill, { totalCents: 1234 } as BillSnapshot, SELLER)).toEqual({
      terms: 'TP02',
      method: 'MP05',
      amount: '12.34',
      dueDate: '2026-12-30',
      iban: SELLER.iban,
      beneficiary: SELLER.companyName,
    });
  });
});

describe('snapshots with the fields', () => {
  it('write the frozen names and province; a foreign VAT number without its prefix; cash without IBAN', () => {
    const person = { ...OLD, firstName: 'Giuseppe', lastName: 'De Luca', province: 'BZ' };
    expect(buyerParty(person)).toMatchObject({
      firstName: 'Giuseppe',
      lastName: 'De Luca',
      address: { province: 'BZ', postalCode: '39100' },
    });
    const austrian = {
      ...OLD,
      kind: 'HOST' as const,
      companyName: 'Gasthof Tirol',
      country: 'AT',
      vatNumber: 'ATU12345678',
      postalCode: '6020',
      province: 'T',
    };
    expect(buyerParty(austrian)).toMatchObject({
      vatCountry: 'AT',
      vatNumber: 'U12345678',
      address: { postalCode: '00000', province: undefined, country: 'AT' },
    });
    const cash = { totalCents: 500, payment: { method: 'MP01', terms: 'IMMEDIATE' } } as BillSnapshot;
    expect(billPayment(bill, cash, SELLER)).toMatchObject({ method: 'MP01', iban: undefined });
  });
});
