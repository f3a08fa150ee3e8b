import { describe, expect, it } from 'vitest';
import { computeBill, type BillLineInput } from '@bakery/core';
import { sdiProblems, validateFatturaPA } from '@bakery/einvoice';
import { billXml } from './bill-einvoice';
import { NO_FOREIGN_ID } from './bill-einvoice-buyer';
import type { BillBuyer, BillSnapshot } from './bill-snapshot';
import type { BillRow } from './bills.queries';
import { SELLER } from './bills.test-setup';
import { uniquePartitaIva } from '../../../test/factories';

/**
 * A buyer abroad without a VAT number — a consumer in Innsbruck, a hotel in Switzerland — is named
 * in the e-invoice by IdPaese and an IdCodice that SdI does not check (its own tax number, else
 * 99999999999), and never by CodiceFiscale (1.4.1.2), which holds an Italian codice fiscale only:
 * Agenzia delle Entrate, FAQ n. 63 of 19 July 2019 (updated 12 February 2021). Found by the fiscal
 * review of 2026-11-28: a foreign tax number was written as CodiceFiscale, and one of 5–10
 * characters made the bill impossible (the XSD's CodiceFiscale is 11–16).
 */

const CONSUMER: BillBuyer = {
  id: 7,
  kind: 'PRIVATE',
  name: 'Anna Huber',
  companyName: null,
  fullName: 'Anna Huber',
  firstName: 'Anna',
  lastName: 'Huber',
  street: 'Anichstraße',
  houseNumber: '1',
  postalCode: '6020',
  city: 'Innsbruck',
  province: null,
  country: 'AT',
  vatNumber: null,
  taxCode: null,
  recipientCode: null,
  pec: null,
  email: null,
};

const line: BillLineInput = {
  id: 1,
  vat: '4.00',
  gramPrice: '0.005',
  approxWeight: 500,
  haveToWeight: false,
  measuredWeight: -1,
  amount: 4,
  missing: 0,
};

/** The e-invoice of one delivery to `buyer`, checked against the XSD and SdI's rules. */
async function xmlFor(buyer: BillBuyer): Promise<string> {
  const computation = computeBill({
    orders: [{ orderId: 1, chargeDelivery: false, takeaway: false, lines: [line] }],
    discountSteps: [],
    deliveryRule: { deliveryCostCents: 0, deliveryCostMinCents: 0, noDeliveryCost: true },
    vat: { regime: 'RF01', buyer: { country: buyer.country, vatNumber: buyer.vatNumber } },
    stampDuty: 'BAKERY',
  });
  const snapshot: BillSnapshot = {
    version: 1,
    language: 'de',
    seller: { name: 'Bäckerei Test', eBillData: SELLER, header: null, footer: null, logoId: null },
    buyer,
    orders: [{ id: 1, number: 1, deliveryDate: '2026-11-10', docketNumber: null, docketDate: null, guest: null }],
    payment: { method: 'MP01', terms: 'IMMEDIATE' },
    ...computation,
    lines: computation.lines.map((l) => ({ ...l, name: 'Bauernbrot', articleCode: null })),
  } as BillSnapshot;
  const row = { billNumber: '1/2026', billDate: '2026-11-10', dueDate: '2026-11-10', documentType: 'TD01' } as BillRow;
  const { xml } = billXml(row, snapshot, 1);
  expect((await validateFatturaPA(xml)).errors).toEqual([]);
  expect(sdiProblems(xml)).toEqual([]);
  return xml;
}

/** The buyer block of the e-invoice of one delivery to `buyer` (with no code of its own: 0000000 in Italy, else XXXXXXX). */
async function buyerBlockFor(buyer: BillBuyer): Promise<string> {
  const xml = await xmlFor(buyer);
  expect(/<CodiceDestinatario>([^<]*)</.exec(xml)?.[1]).toBe(buyer.country === 'IT' ? '0000000' : 'XXXXXXX');
  return /<CessionarioCommittente>[\s\S]*?<\/DatiAnagrafici>/.exec(xml)?.[0] ?? '';
}

const ids = (block: string) => ({
  idPaese: /<IdPaese>([^<]*)</.exec(block)?.[1],
  idCodice: /<IdCodice>([^<]*)</.exec(block)?.[1],
  codiceFiscale: /<CodiceFiscale>([^<]*)</.exec(block)?.[1],
});

describe('a buyer abroad without a VAT number (AdE FAQ n. 63)', () => {
  it('a consumer is named by IdPaese and its own tax number as IdCodice, with no CodiceFiscale', async () => {
    const block = await buyerBlockFor({ ...CONSUMER, taxCode: 'ATSV12345678' });
    expect(ids(block)).toEqual({ idPaese: 'AT', idCodice: 'ATSV12345678', codiceFiscale: undefined });
    expect(block).toContain('<Nome>Anna</Nome>');
  });

  it('a tax number of any length the client form accepts is billable (5–20 letters and digits)', async () => {
    for (const taxCode of ['12345', '1234567890', '12345678901234567890']) {
      expect(ids(await buyerBlockFor({ ...CONSUMER, taxCode })), taxCode).toEqual({
        idPaese: 'AT',
        idCodice: taxCode,
        codiceFiscale: undefined,
      });
    }
  });

  it(`one without any tax number is named ${NO_FOREIGN_ID}`, async () => {
    expect(ids(await buyerBlockFor(CONSUMER))).toEqual({
      idPaese: 'AT',
      idCodice: NO_FOREIGN_ID,
      codiceFiscale: undefined,
    });
  });

  it('a business outside the EU is named the same way, under its company name', async () => {
    const swiss = { ...CONSUMER, kind: 'HOST' as const, companyName: 'Hotel Bernina AG', country: 'CH' };
    const block = await buyerBlockFor({ ...swiss, taxCode: 'CHE123456789' });
    expect(ids(block)).toEqual({ idPaese: 'CH', idCodice: 'CHE123456789', codiceFiscale: undefined });
    expect(block).toContain('<Denominazione>Hotel Bernina AG</Denominazione>');
  });

  it('an EU business keeps its VAT number as IdCodice, and a tax number beside it is not written as CodiceFiscale', async () => {
    const austrian = { ...CONSUMER, kind: 'HOST' as const, companyName: 'Gasthof Tirol', vatNumber: 'ATU12345678' };
    expect(ids(await buyerBlockFor({ ...austrian, taxCode: 'ATSV12345678' }))).toEqual({
      idPaese: 'AT',
      idCodice: 'U12345678',
      codiceFiscale: undefined,
    });
  });

  it('an Italian consumer keeps its codice fiscale', async () => {
    const italian = { ...CONSUMER, country: 'IT', postalCode: '39100', city: 'Bolzano', province: 'BZ' };
    expect(ids(await buyerBlockFor({ ...italian, taxCode: 'HBRNNA80A41A952W' }))).toEqual({
      idPaese: undefined,
      idCodice: undefined,
      codiceFiscale: 'HBRNNA80A41A952W',
    });
  });
});

describe('where the e-invoice goes (CodiceDestinatario, PECDestinatario)', () => {
  const italianHotel: BillBuyer = {
    ...CONSUMER,
    kind: 'HOST',
    companyName: 'Hotel Laurin',
    country: 'IT',
    postalCode: '39100',
    city: 'Bolzano',
    province: 'BZ',
    vatNumber: `IT${uniquePartitaIva()}`,
  };
  const routed = async (buyer: BillBuyer) => {
    const xml = await xmlFor(buyer);
    return {
      code: /<CodiceDestinatario>([^<]*)</.exec(xml)?.[1],
      pec: /<PECDestinatario>([^<]*)</.exec(xml)?.[1],
    };
  };

  it('a client with a code of its own gets it by its code, and its PEC is not written', async () => {
    expect(await routed({ ...italianHotel, recipientCode: 'M5UXCR1', pec: 'laurin@pec.it' })).toEqual({
      code: 'M5UXCR1',
      pec: undefined,
    });
  });

  it('a client who entered 0000000 as its code and a PEC gets it at its PEC (Provv. AdE 89757/2018, 3.4)', async () => {
    // found by the fiscal review of 2026-11-29: 0000000 is 7 characters, so it was taken as the client's own
    // code and the PEC dropped; the invoice went to the reserved area instead of the PEC the client named
    expect(await routed({ ...italianHotel, recipientCode: '0000000', pec: 'laurin@pec.it' })).toEqual({
      code: '0000000',
      pec: 'laurin@pec.it',
    });
    expect(await routed({ ...italianHotel, recipientCode: null, pec: 'laurin@pec.it' })).toEqual({
      code: '0000000',
      pec: 'laurin@pec.it',
    });
  });

  it('a client with neither gets it in its reserved area of the tax portal (0000000 alone)', async () => {
    expect(await routed({ ...italianHotel, recipientCode: '0000000', pec: null })).toEqual({
      code: '0000000',
      pec: undefined,
    });
  });
});
