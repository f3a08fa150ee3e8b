import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bills, userDetails } from '../../db/schema/index';
import {
  checkedBillXml,
  CREATE_BILL,
  deliverBill,
  freshBillingTenant,
  PERIOD,
  setPrivateBillingData,
  setupBills,
} from '../bills/bills.test-setup';

/**
 * A rejected bill is sent again corrected from the current data (SdI's 5-day term). When the
 * correction changes the VAT treatment — an Italian client corrected to an Austrian company with
 * its VAT number is billed without Italian VAT (art. 41 D.L. 331/93, Natura N3.2) — the lines and
 * totals are computed again; a correction that leaves the VAT alone leaves them as they were.
 * Found by the fiscal review of 2026-11-28: the new buyer went out with the old buyer's 4 % and 10 %.
 */

const SEND = 'mutation S($id: ID!) { sendBill(id: $id) { id sdiState eInvoiceFile totalCents } }';
const RECORD = 'mutation R($xml: String!) { recordSdiNotification(xml: $xml) { id sdiState } }';
const rejection = (file: string) => `<?xml version="1.0" encoding="UTF-8"?>
<ns2:NotificaScarto xmlns:ns2="http://www.fatturapa.gov.it/sdi/messaggi/v1.0" versione="1.0">
  <IdentificativoSdI>4711</IdentificativoSdI><NomeFile>${file}</NomeFile><DataOraRicezione>2026-11-30T11:00:00.000+01:00</DataOraRicezione>
  <ListaErrori><Errore><Codice>00305</Codice><Descrizione>1.4.1.1.2 IdCodice non valido</Descrizione></Errore></ListaErrori>
  <MessageId>99</MessageId>
</ns2:NotificaScarto>`;

let s: Awaited<ReturnType<typeof setupBills>>;
beforeAll(async () => {
  s = await setupBills('rs');
});
afterAll(() => s.server.close());

const xmlOf = (billId: string) => checkedBillXml(s, billId);
const all = (xml: string, element: string) =>
  [...xml.matchAll(new RegExp(`<${element}>([^<]*)</${element}>`, 'g'))].map((m) => m[1]);

async function sendAndReject(id: string, bakeryJwt = s.jwt.bakery): Promise<void> {
  const sent = await s.server.gql(SEND, { id }, bakeryJwt);
  expect(sent.errors).toBeUndefined();
  const rejected = await s.server.gql(RECORD, { xml: rejection(sent.data.sendBill.eInvoiceFile) }, bakeryJwt);
  expect(rejected.data.recordSdiNotification.sdiState).toBe('REJECTED');
}
const amountOf = async (id: string) =>
  (
    await s.db
      .select({ amount: bills.amount })
      .from(bills)
      .where(eq(bills.id, Number(id)))
  )[0]!.amount;

describe('a rejected bill sent again', () => {
  it('keeps its lines and totals when the correction leaves the VAT alone', async () => {
    const bill = (
      await s.server.gql(CREATE_BILL, { input: { clientId: String(s.t.host.id), ...PERIOD } }, s.jwt.bakery)
    ).data.createBill;
    const before = await xmlOf(bill.id);
    const amount = await amountOf(bill.id);
    await sendAndReject(bill.id);
    await s.db.update(userDetails).set({ street: 'Via Corretta' }).where(eq(userDetails.userId, s.t.host.id));
    expect((await s.server.gql(SEND, { id: bill.id }, s.jwt.bakery)).errors).toBeUndefined();
    const after = await xmlOf(bill.id);
    expect(all(after, 'Indirizzo')).toContain('Via Corretta');
    expect(all(after, 'AliquotaIVA')).toEqual(all(before, 'AliquotaIVA'));
    expect(all(after, 'ImportoPagamento')).toEqual(all(before, 'ImportoPagamento'));
    expect(await amountOf(bill.id)).toBe(amount);
  });

  it('is computed again without Italian VAT (N3.2) when the client is corrected to a company in another EU country', async () => {
    await setPrivateBillingData(s.db, s.t.privateCustomer.id);
    const bill = (
      await s.server.gql(CREATE_BILL, { input: { clientId: String(s.t.privateCustomer.id), ...PERIOD } }, s.jwt.bakery)
    ).data.createBill;
    const before = await xmlOf(bill.id);
    expect(all(before, 'AliquotaIVA').some((rate) => rate !== '0.00')).toBe(true);
    await sendAndReject(bill.id);
    await s.db
      .update(userDetails)
      .set({
        companyName: 'Gasthof Tirol GmbH',
        country: 'AT',
        partitaIva: 'ATU12345678',
        postalCode: '6020',
        city: 'Innsbruck',
        province: null,
        taxNumber: null,
      })
      .where(eq(userDetails.userId, s.t.privateCustomer.id));
    const resent = await s.server.gql(SEND, { id: bill.id }, s.jwt.bakery);
    expect(resent.errors).toBeUndefined();
    const after = await xmlOf(bill.id);
    expect(all(after, 'IdPaese').at(-1)).toBe('AT'); // the buyer's, after the transmitter's and the seller's
    expect(new Set(all(after, 'AliquotaIVA'))).toEqual(new Set(['0.00']));
    expect(new Set(all(after, 'Natura'))).toEqual(new Set(['N3.2']));
    expect(all(after, 'Imposta')).toEqual(['0.00']);
    // the total is the taxable amount now, and the bill's row and its answer say so
    const taxable = all(before, 'ImponibileImporto').reduce((sum, v) => sum + Math.round(Number(v) * 100), 0);
    expect(all(after, 'ImportoPagamento')).toEqual([(taxable / 100).toFixed(2)]);
    expect(resent.data.sendBill.totalCents).toBe(taxable);
    expect(await amountOf(bill.id)).toBe((taxable / 100).toFixed(2));
  });

  it('sends a rejected credit note again with the lines of the bill it corrects, whatever the client is corrected to', async () => {
    // art. 26 D.P.R. 633/72: a credit note varies the bill as issued, at the bill's rates; it has no orders of its own
    // to compute lines from (found by the fiscal review of 2026-11-29: its re-send made an e-invoice of no lines)
    const f = await freshBillingTenant(s);
    const made = await s.server.gql(CREATE_BILL, f.input, f.jwt.bakery);
    expect(made.errors).toBeUndefined();
    const billId: string = made.data.createBill.id;
    expect((await s.server.gql(SEND, { id: billId }, f.jwt.bakery)).errors).toBeUndefined();
    await deliverBill(s, billId, f.jwt.bakery);
    const credited = await s.server.gql(
      'mutation C($b: ID!, $l: [CreditLineInput!]!) { createCreditNote(billId: $b, lines: $l, reason: "Retoure") { id totalCents } }',
      { b: billId, l: [{ line: 1, quantity: '1' }] },
      f.jwt.bakery,
    );
    expect(credited.errors).toBeUndefined();
    const note = credited.data.createCreditNote as { id: string; totalCents: number };
    const before = await checkedBillXml(s, note.id, f.jwt.bakery);
    await sendAndReject(note.id, f.jwt.bakery);
    await s.db
      .update(userDetails)
      .set({ country: 'AT', partitaIva: 'ATU12345678', postalCode: '6020', city: 'Innsbruck', province: null })
      .where(eq(userDetails.userId, f.host.id));
    const resent = await s.server.gql(SEND, { id: note.id }, f.jwt.bakery);
    expect(resent.errors).toBeUndefined();
    expect(resent.data.sendBill.sdiState).not.toBe('REJECTED');
    expect(resent.data.sendBill.eInvoiceFile).not.toBe(null);
    const after = await checkedBillXml(s, note.id, f.jwt.bakery);
    expect(all(after, 'TipoDocumento')).toEqual(['TD04']);
    expect(all(after, 'IdPaese').at(-1)).toBe('AT'); // the corrected buyer
    expect(all(after, 'AliquotaIVA')).toEqual(all(before, 'AliquotaIVA'));
    expect(all(after, 'PrezzoTotale')).toEqual(all(before, 'PrezzoTotale'));
    expect(all(after, 'ImportoTotaleDocumento')).toEqual(all(before, 'ImportoTotaleDocumento'));
    expect(all(after, 'IdDocumento')).toEqual(all(before, 'IdDocumento')); // still naming the bill it corrects
    expect(resent.data.sendBill.totalCents).toBe(note.totalCents);
  });
});
