import { describe, expect, it } from 'vitest';
import { invalidBillingData } from './fiscal';
import { isForeignVatNumber, vatIdOf } from './eu-vat';
import { firstNameCode, namesMatchingTaxCode, personNameOf, personNameProblems, surnameCode } from './person-name';
import { clientPayment, defaultPayment, paymentDueDate, paymentNeedsIban } from './payment';
import { isItalianProvince, ITALIAN_PROVINCES } from './provinces';

describe('Nome and Cognome of a person (FatturaPA 1.4.1.3.2, 1.4.1.3.3)', () => {
  it('computes the codice fiscale letters of surname and first name (D.M. 23/12/1976)', () => {
    expect([surnameCode('Rossi'), firstNameCode('Anna')]).toEqual(['RSS', 'NNA']);
    expect([surnameCode('De Luca'), firstNameCode('Giuseppe')]).toEqual(['DLC', 'GPP']);
    expect([surnameCode('Fo'), firstNameCode('Gianfranco'), firstNameCode('Zoë')]).toEqual(['FOX', 'GFR', 'ZOE']);
  });

  it('splits "Giuseppe De Luca" as its codice fiscale says, not at the last space', () => {
    expect(namesMatchingTaxCode('Giuseppe De Luca', 'DLCGPP80A01A952Z')).toEqual([
      { firstName: 'Giuseppe', lastName: 'De Luca' },
    ]);
    expect(namesMatchingTaxCode('De Luca Giuseppe', 'DLCGPP80A01A952Z')).toEqual([
      { firstName: 'Giuseppe', lastName: 'De Luca' },
    ]);
    expect(namesMatchingTaxCode('Giuseppe De Luca', 'RSSNNA80A41A952W')).toEqual([]);
  });

  it('takes the names entered first, else a split the codice fiscale confirms, else none', () => {
    expect(personNameOf({ fullName: 'Giuseppe De Luca', firstName: 'Giuseppe', lastName: 'De Luca' })).toEqual({
      firstName: 'Giuseppe',
      lastName: 'De Luca',
    });
    expect(personNameOf({ fullName: 'Anna Rossi', taxNumber: 'RSSNNA80A41A952W' })).toEqual({
      firstName: 'Anna',
      lastName: 'Rossi',
    });
    expect(personNameOf({ fullName: 'Giuseppe De Luca' })).toBeNull();
    expect(personNameOf({ fullName: 'Giuseppe De Luca', taxNumber: '00743110157' })).toBeNull();
  });

  it('names the missing fields of a client billed as a person, none for a company', () => {
    expect(personNameProblems({ fullName: 'Giuseppe De Luca' })).toEqual(['firstName', 'lastName']);
    expect(personNameProblems({ fullName: 'Giuseppe De Luca', firstName: 'Giuseppe' })).toEqual(['lastName']);
    expect(personNameProblems({ companyName: 'Hotel Post', fullName: 'Giuseppe De Luca' })).toEqual([]);
  });
});

describe('Provincia (FatturaPA 1.4.2.5)', () => {
  it("knows Italy's provinces by their sigla", () => {
    expect(ITALIAN_PROVINCES.size).toBeGreaterThanOrEqual(107);
    for (const p of ['BZ', 'TN', 'RM', 'MB', 'SU']) expect(isItalianProvince(p), p).toBe(true);
    for (const p of ['XX', 'bz', 'B', 'EE']) expect(isItalianProvince(p), p).toBe(false);
  });

  it('is checked for Italian clients only', () => {
    expect(invalidBillingData({ country: 'IT', province: 'XX' })).toEqual(['province']);
    expect(invalidBillingData({ country: 'IT', province: 'BZ' })).toEqual([]);
    expect(invalidBillingData({ country: 'AT', province: 'T' })).toEqual([]);
  });
});

describe('foreign VAT numbers (VIES formats; IdPaese 1.4.1.1.1, IdCodice 1.4.1.1.2)', () => {
  it('checks the VIES format of the country, with or without its prefix', () => {
    for (const [vat, country] of [
      ['ATU12345678', 'AT'],
      ['U12345678', 'AT'],
      ['DE123456789', 'DE'],
      ['EL123456789', 'GR'],
      ['FRXX123456789', 'FR'],
      ['NL123456789B01', 'NL'],
      ['ESX1234567X', 'ES'],
      ['CHE123456789', 'CH'],
    ] as const) {
      expect(isForeignVatNumber(vat, country), vat).toBe(true);
    }
    for (const [vat, country] of [
      ['ATU1234567', 'AT'],
      ['AT12345678', 'AT'],
      ['DEU12345678', 'AT'],
      ['DE12345678', 'DE'],
      ['12345678', 'ES'],
      ['NL123456789', 'NL'],
    ] as const) {
      expect(isForeignVatNumber(vat, country), vat).toBe(false);
    }
    expect(invalidBillingData({ country: 'AT', partitaIva: 'ATU1234567' })).toEqual(['partitaIva']);
    expect(invalidBillingData({ country: 'AT', partitaIva: 'ATU12345678' })).toEqual([]);
  });

  it('writes IdPaese from the prefix or the country and IdCodice without the prefix', () => {
    expect(vatIdOf('ATU12345678', 'AT')).toEqual({ country: 'AT', code: 'U12345678' });
    expect(vatIdOf('U12345678', 'AT')).toEqual({ country: 'AT', code: 'U12345678' });
    expect(vatIdOf('EL123456789', 'GR')).toEqual({ country: 'GR', code: '123456789' });
    expect(vatIdOf('IT00743110157', 'IT')).toEqual({ country: 'IT', code: '00743110157' });
    expect(vatIdOf('CHE123456789', 'CH')).toEqual({ country: 'CH', code: 'CHE123456789' });
  });
});

describe('payment (FatturaPA 2.4.2.2 ModalitaPagamento, 2.4.2.5 DataScadenzaPagamento)', () => {
  it('defaults a host to transfer in 30 days, a private customer to cash at once; the bakery may set either', () => {
    expect(defaultPayment('HOST')).toEqual({ method: 'MP05', terms: 'DAYS_30' });
    expect(defaultPayment('PRIVATE')).toEqual({ method: 'MP01', terms: 'IMMEDIATE' });
    expect(clientPayment('PRIVATE', { method: 'MP08', terms: null })).toEqual({ method: 'MP08', terms: 'IMMEDIATE' });
    expect(clientPayment('HOST', { method: 'MP99', terms: 'DAYS_30_EOM' })).toEqual({
      method: 'MP05',
      terms: 'DAYS_30_EOM',
    });
  });

  it('dates the payment: the bill date, 30 days later, or the end of that month', () => {
    expect(paymentDueDate('2026-11-30', 'IMMEDIATE')).toBe('2026-11-30');
    expect(paymentDueDate('2026-11-30', 'DAYS_30')).toBe('2026-12-30');
    expect(paymentDueDate('2026-11-30', 'DAYS_30_EOM')).toBe('2026-12-31');
    expect(paymentDueDate('2027-01-31', 'DAYS_30_EOM')).toBe('2027-03-31');
    expect(paymentDueDate('2028-01-15', 'DAYS_30_EOM')).toBe('2028-02-29');
  });

  it('puts the IBAN on transfers and SEPA direct debits only', () => {
    expect((['MP01', 'MP05', 'MP08', 'MP12', 'MP19', 'MP21'] as const).filter(paymentNeedsIban)).toEqual([
      'MP05',
      'MP19',
      'MP21',
    ]);
  });
});
