import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { codiceFiscaleCheckChar } from '@bakery/core/fiscal';
import { billSettings, userDetails } from '../../db/schema/index';
import { codeOf } from '../../../test/test-server';
import { pdfText } from '../../../test/pdf';
import { checkedBillXml, CREATE_BILL, DRAFT, PERIOD, SELLER, setupBills } from './bills.test-setup';

/**
 * Issue 14, findings 7 (rest) and 10: Nome/Cognome entered apart, Provincia, EU clients' VAT
 * numbers, and the client's payment method and terms — each reproduced on a bill made over HTTP,
 * every XML checked against the XSD and SdI's rules.
 */
const UPDATE = `mutation U($id: ID!, $input: ClientInput!) { updateClient(id: $id, input: $input) {
  id detail { firstName lastName province country partitaIva paymentMethod paymentTerms } } }`;
const PAY = 'mutation P($id: ID!, $paid: Boolean!) { setBillPaid(id: $id, paid: $paid) { id paid } }';
const IBAN = 'IT60X0542811101000000123456';

let s: Awaited<ReturnType<typeof setupBills>>;
beforeAll(async () => {
  s = await setupBills('cp');
  await s.db
    .update(billSettings)
    .set({ eBillData: { ...SELLER, iban: IBAN } })
    .where(eq(billSettings.bakeryId, s.t.bakery.id));
});
afterAll(() => s.server.close());

const xmlOf = (billId: string) => checkedBillXml(s, billId);
async function pdfOf(billId: string): Promise<string> {
  const res = await fetch(`${s.server.url}/api/bills/pdf`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${s.jwt.bakery}` },
    body: JSON.stringify({ billId }),
  });
  return (await pdfText(Buffer.from(await res.arrayBuffer()))).replace(/\s+/g, ' ');
}
const part = (xml: string, element: string) => xml.slice(xml.indexOf(`<${element}>`), xml.indexOf(`</${element}>`));
const leaf = (xml: string, element: string) => new RegExp(`<${element}>([^<]*)</${element}>`).exec(xml)?.[1];
const createBill = (clientId: number) =>
  s.server.gql(CREATE_BILL, { input: { clientId: String(clientId), ...PERIOD } }, s.jwt.bakery);

const privateInput = (over: Record<string, unknown> = {}) => ({
  kind: 'PRIVATE',
  username: 'cp-private',
  language: 'it',
  fullName: 'Giuseppe De Luca',
  street: 'Via Museo',
  houseNumber: '4',
  postalCode: '39100',
  city: 'Bolzano',
  partitaIva: '00743110157',
  ...over,
});
const hostInput = (over: Record<string, unknown> = {}) => ({
  kind: 'HOST',
  username: 'cp-host',
  companyName: 'Gasthof Tirol',
  street: 'Maria-Theresien-Straße',
  houseNumber: '1',
  postalCode: '6020',
  city: 'Innsbruck',
  country: 'AT',
  partitaIva: 'ATU12345678',
  ...over,
});

describe('a client billed as a person (sole trader without company name)', () => {
  it('is not billable without Nome and Cognome — "Giuseppe De Luca" is never split at the last space (FatturaPA 1.4.1.3.2 Nome, 1.4.1.3.3 Cognome)', async () => {
    expect(
      codeOf(await s.server.gql(UPDATE, { id: String(s.t.privateCustomer.id), input: privateInput() }, s.jwt.bakery)),
    ).toBeUndefined();
    const draft = await s.server.gql(
      DRAFT,
      { c: String(s.t.privateCustomer.id), f: PERIOD.from, t: PERIOD.to },
      s.jwt.bakery,
    );
    expect(draft.data.billDraft.missingData).toEqual(['firstName', 'lastName']);
    const refused = await createBill(s.t.privateCustomer.id);
    expect(refused.errors?.[0]?.extensions).toMatchObject({
      code: 'BILL_CLIENT_DATA_MISSING',
      fields: ['firstName', 'lastName'],
    });
  });

  it('refuses a province that is not an Italian sigla at entry (1.4.2.5 Provincia)', async () => {
    const res = await s.server.gql(
      UPDATE,
      {
        id: String(s.t.privateCustomer.id),
        input: privateInput({ firstName: 'Giuseppe', lastName: 'De Luca', province: 'XY' }),
      },
      s.jwt.bakery,
    );
    expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_INPUT', fields: ['province'] });
  });

  it('writes the names entered, its Provincia, and a private customer pays in cash at once (2.4.2.2 MP01, 2.4.2.5 due on the bill date, no IBAN)', async () => {
    const saved = await s.server.gql(
      UPDATE,
      {
        id: String(s.t.privateCustomer.id),
        input: privateInput({ firstName: ' Giuseppe ', lastName: 'De Luca', province: 'bz' }),
      },
      s.jwt.bakery,
    );
    expect(saved.data.updateClient.detail).toEqual({
      firstName: 'Giuseppe',
      lastName: 'De Luca',
      province: 'BZ',
      country: 'IT',
      partitaIva: '00743110157',
      paymentMethod: null,
      paymentTerms: null,
    });
    const bill = (await createBill(s.t.privateCustomer.id)).data.createBill;
    expect(bill.dueDate).toBe(bill.billDate);
    const xml = await xmlOf(bill.id);
    const buyer = part(xml, 'CessionarioCommittente');
    expect([
      leaf(buyer, 'Nome'),
      leaf(buyer, 'Cognome'),
      leaf(buyer, 'Provincia'),
      leaf(buyer, 'IdPaese'),
      leaf(buyer, 'IdCodice'),
    ]).toEqual(['Giuseppe', 'De Luca', 'BZ', 'IT', '00743110157']);
    const payment = part(xml, 'DatiPagamento');
    expect([
      leaf(payment, 'CondizioniPagamento'),
      leaf(payment, 'ModalitaPagamento'),
      leaf(payment, 'DataScadenzaPagamento'),
      leaf(payment, 'IBAN'),
    ]).toEqual(['TP02', 'MP01', bill.billDate, undefined]);
    const pdf = await pdfOf(bill.id);
    expect(pdf).toContain('Modalità di pagamento: Contanti · a vista');
    expect(pdf).toContain('39100 Bolzano (BZ)');
    expect(pdf).not.toContain(IBAN.slice(0, 4) + ' ');
    expect(pdf).not.toContain('Pagata il');
  });

  it('a paid bill says so on its PDF, drawn when it is fetched ("Pagata il …")', async () => {
    const list = await s.server.gql('query { bills { items { id clientName } } }', {}, s.jwt.bakery);
    const bill = list.data.bills.items.find((b: { clientName: string }) => b.clientName === 'Giuseppe De Luca');
    expect(codeOf(await s.server.gql(PAY, { id: bill.id, paid: true }, s.jwt.bakery))).toBeUndefined();
    expect(await pdfOf(bill.id)).toContain('Pagata il 30 novembre 2026.');
  });
});

describe('a client in another EU country', () => {
  it("refuses a VAT number outside its country's VIES format at entry (ATU + 8 digits)", async () => {
    for (const partitaIva of ['ATU1234567', 'DE123456789', '12345678']) {
      const res = await s.server.gql(
        UPDATE,
        { id: String(s.t.host.id), input: hostInput({ partitaIva }) },
        s.jwt.bakery,
      );
      expect(res.errors?.[0]?.extensions, partitaIva).toMatchObject({ code: 'BAD_INPUT', fields: ['partitaIva'] });
    }
  });

  it('is billed with IdPaese AT and IdCodice U12345678 — not ATU12345678 (1.4.1.1.1, 1.4.1.1.2) —, XXXXXXX, CAP 00000, and its SEPA direct debit due at the end of the month after 30 days', async () => {
    const saved = await s.server.gql(
      UPDATE,
      { id: String(s.t.host.id), input: hostInput({ paymentMethod: 'MP19', paymentTerms: 'DAYS_30_EOM' }) },
      s.jwt.bakery,
    );
    expect(saved.data.updateClient.detail).toMatchObject({
      country: 'AT',
      partitaIva: 'ATU12345678',
      paymentMethod: 'MP19',
      paymentTerms: 'DAYS_30_EOM',
    });
    const bill = (await createBill(s.t.host.id)).data.createBill;
    expect([bill.billDate, bill.dueDate]).toEqual(['2026-11-30', '2026-12-31']);
    const xml = await xmlOf(bill.id);
    const buyer = part(xml, 'CessionarioCommittente');
    expect([
      leaf(buyer, 'IdPaese'),
      leaf(buyer, 'IdCodice'),
      leaf(buyer, 'CAP'),
      leaf(buyer, 'Provincia'),
      leaf(buyer, 'Nazione'),
    ]).toEqual(['AT', 'U12345678', '00000', undefined, 'AT']);
    expect(leaf(xml, 'CodiceDestinatario')).toBe('XXXXXXX');
    const payment = part(xml, 'DatiPagamento');
    expect([leaf(payment, 'ModalitaPagamento'), leaf(payment, 'DataScadenzaPagamento'), leaf(payment, 'IBAN')]).toEqual(
      ['MP19', '2026-12-31', IBAN],
    );
    expect(await pdfOf(bill.id)).toContain('Zahlungsart: SEPA-Lastschrift · 30 Tage Monatsende');
  });
});

describe('data stored before the names were asked', () => {
  it('keeps a person billable when the codice fiscale confirms the split of the full name', async () => {
    const cf = `DLCGPP80A01A952`;
    await s.db
      .update(userDetails)
      .set({ firstName: null, lastName: null, partitaIva: null, taxNumber: cf + codiceFiscaleCheckChar(cf) })
      .where(eq(userDetails.userId, s.t.privateCustomer.id));
    const draft = await s.server.gql(
      DRAFT,
      { c: String(s.t.privateCustomer.id), f: PERIOD.from, t: PERIOD.to },
      s.jwt.bakery,
    );
    expect(draft.data.billDraft.missingData).toEqual([]);
  });
});

describe("an account's own billing data", () => {
  const MINE =
    'mutation D($input: UserDetailInput!) { updateMyDetails(input: $input) { detail { fullName firstName lastName province } } }';

  it("takes first and last name and the province, checked like the bakery's client form", async () => {
    const bad = await s.server.gql(MINE, { input: { province: 'ZZ' } }, s.jwt.private);
    expect(bad.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_INPUT', fields: ['province'] });
    const saved = await s.server.gql(
      MINE,
      { input: { fullName: null, firstName: 'Anna Maria', lastName: 'Rossi', province: 'tn' } },
      s.jwt.private,
    );
    expect(saved.data.updateMyDetails.detail).toEqual({
      fullName: 'Anna Maria Rossi',
      firstName: 'Anna Maria',
      lastName: 'Rossi',
      province: 'TN',
    });
  });
});
