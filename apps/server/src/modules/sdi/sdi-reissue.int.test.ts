import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index';
import { codeOf } from '../../../test/test-server';
import { CREATE_BILL, freshBillingTenant, PERIOD, setPrivateBillingData, setupBills } from '../bills/bills.test-setup';

// A rejected ("scartata") e-invoice keeps its number and date only when it is sent again, corrected,
// within 5 days of SdI's rejection notice (NS). Bill.reissueBy tells the bakery that last day:
// the calendar day the latest NS was recorded, in the bakery's time zone, + 5 days.

const SEND = 'mutation S($id: ID!) { sendBill(id: $id) { id sdiState eInvoiceFile reissueBy } }';
const RECORD =
  'mutation R($xml: String!) { recordSdiNotification(xml: $xml) { id sdiState reissueBy sdiNotifications { kind receivedAt } } }';
const BILL = 'query B($id: ID!) { bill(id: $id) { id sdiState reissueBy } }';
const LIST = 'query L { bills { items { id reissueBy } } }';

const notice = (root: string, file: string, inner: string) => `<?xml version="1.0" encoding="UTF-8"?>
<ns2:${root} xmlns:ns2="http://www.fatturapa.gov.it/sdi/messaggi/v1.0" versione="1.0">
  <IdentificativoSdI>4711</IdentificativoSdI><NomeFile>${file}</NomeFile><DataOraRicezione>2026-11-26T10:00:00.000+01:00</DataOraRicezione>${inner}
  <MessageId>99</MessageId>
</ns2:${root}>`;
const ns = (file: string) =>
  notice(
    'NotificaScarto',
    file,
    '<ListaErrori><Errore><Codice>00311</Codice><Descrizione>1.1.4 CodiceDestinatario non valido</Descrizione></Errore></ListaErrori>',
  );
const rc = (file: string) =>
  notice('RicevutaConsegna', file, '<DataOraConsegna>2026-11-26T10:05:00.000+01:00</DataOraConsegna>');

let s: Awaited<ReturnType<typeof setupBills>>;
const at = (iso: string) => {
  s.clock.now = new Date(iso);
};
/** The bill as `token` reads it (undefined: signed out). */
const read = async (id: string, token: string | undefined) => s.server.gql(BILL, { id }, token);
const record = async (xml: string) => {
  const res = await s.server.gql(RECORD, { xml }, s.jwt.bakery);
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  return res.data.recordSdiNotification;
};
const send = async (id: string) => {
  const res = await s.server.gql(SEND, { id }, s.jwt.bakery);
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  return res.data.sendBill as { id: string; sdiState: string; eInvoiceFile: string; reissueBy: string | null };
};

let bill: { id: string };
beforeAll(async () => {
  s = await setupBills('sr');
  at('2026-11-26T09:00:00.000Z'); // the deliveries of 24 November are done
  const res = await s.server.gql(CREATE_BILL, { input: { clientId: String(s.t.host.id), ...PERIOD } }, s.jwt.bakery);
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  bill = res.data.createBill;
});
afterAll(() => s.server.close());

describe('Bill.reissueBy', () => {
  it('is null before sending and while SdI has not answered', async () => {
    expect((await read(bill.id, s.jwt.bakery)).data.bill).toEqual({ id: bill.id, sdiState: null, reissueBy: null });
    const sent = await send(bill.id);
    expect(sent).toMatchObject({ sdiState: 'SENT', reissueBy: null });
  });

  it("is the day of the rejection notice in the bakery's time zone + 5 days", async () => {
    const { eInvoiceFile } = (
      await s.server.gql('query B($id: ID!) { bill(id: $id) { eInvoiceFile } }', { id: bill.id }, s.jwt.bakery)
    ).data.bill;
    // 23:30 UTC on 27 November is already the 28th in Rome: the term runs to 3 December, not 2 December
    at('2026-11-27T23:30:00.000Z');
    const rejected = await record(ns(eInvoiceFile));
    expect(rejected).toMatchObject({ sdiState: 'REJECTED', reissueBy: '2026-12-03' });
    expect(rejected.sdiNotifications.at(-1)).toEqual({ kind: 'NS', receivedAt: '2026-11-27T23:30:00.000Z' });
    at('2026-12-02T08:00:00.000Z'); // the answer does not move with today
    expect((await read(bill.id, s.jwt.bakery)).data.bill).toEqual({
      id: bill.id,
      sdiState: 'REJECTED',
      reissueBy: '2026-12-03',
    });
    const listed = (await s.server.gql(LIST, {}, s.jwt.bakery)).data.bills.items.find(
      (b: { id: string }) => b.id === bill.id,
    );
    expect(listed).toEqual({ id: bill.id, reissueBy: '2026-12-03' });
  });

  it("follows the bakery's own time zone when it has one", async () => {
    // a rejected bill of a bakery of the test's own, whose time zone changes
    const f = await freshBillingTenant(s);
    at('2026-11-26T09:00:00.000Z');
    const made = await s.server.gql(CREATE_BILL, f.input, f.jwt.bakery);
    if (made.errors) throw new Error(JSON.stringify(made.errors));
    const own: string = made.data.createBill.id;
    const sent = (await s.server.gql(SEND, { id: own }, f.jwt.bakery)).data.sendBill;
    at('2026-11-27T23:30:00.000Z');
    const rejected = (await s.server.gql(RECORD, { xml: ns(sent.eInvoiceFile) }, f.jwt.bakery)).data
      .recordSdiNotification;
    expect(rejected.reissueBy).toBe('2026-12-03'); // no zone of its own: Rome's
    await s.db.update(users).set({ timeZone: 'America/New_York' }).where(eq(users.id, f.bakery.id));
    // 23:30 UTC on 27 November is 18:30 on the 27th in New York
    expect((await read(own, f.jwt.bakery)).data.bill.reissueBy).toBe('2026-12-02');
  });

  it('counts from the latest rejection after the bill was sent again and rejected again, and ends with delivery', async () => {
    at('2026-12-01T10:00:00.000Z');
    const again = await send(bill.id);
    expect(again).toMatchObject({ sdiState: 'SENT', reissueBy: null });
    at('2026-12-02T09:00:00.000Z');
    expect(await record(ns(again.eInvoiceFile))).toMatchObject({ sdiState: 'REJECTED', reissueBy: '2026-12-07' });
    at('2026-12-03T09:00:00.000Z');
    const third = await send(bill.id);
    expect((await record(rc(third.eInvoiceFile))).reissueBy).toBeNull();
    expect((await read(bill.id, s.jwt.bakery)).data.bill).toEqual({
      id: bill.id,
      sdiState: 'DELIVERED',
      reissueBy: null,
    });
  });
});

describe('only the bakery of the bill sees it', () => {
  let rejected: string;
  beforeAll(async () => {
    // a bill of the private customer, rejected today
    await setPrivateBillingData(s.db, s.t.privateCustomer.id);
    at('2026-12-04T09:00:00.000Z');
    const res = await s.server.gql(
      CREATE_BILL,
      { input: { clientId: String(s.t.privateCustomer.id), ...PERIOD } },
      s.jwt.bakery,
    );
    if (res.errors) throw new Error(JSON.stringify(res.errors));
    rejected = res.data.createBill.id;
    const sent = await send(rejected);
    expect((await record(ns(sent.eInvoiceFile))).reissueBy).toBe('2026-12-09');
  });

  it("is null for the bill's own client, who sees the bill and its state", async () => {
    expect((await read(rejected, s.jwt.private)).data.bill).toEqual({
      id: rejected,
      sdiState: 'REJECTED',
      reissueBy: null,
    });
  });

  it.each([
    ['another bakery', () => s.jwt.otherBakery, 'NOT_FOUND'],
    ['another host', () => s.jwt.otherHost, 'NOT_FOUND'],
    ["the bakery's host, not this bill's client", () => s.jwt.host, 'NOT_FOUND'],
    ['a guest', () => s.jwt.guest, 'FORBIDDEN'],
    ['the signed-out', () => undefined, 'UNAUTHENTICATED'],
  ])('is refused to %s, with the bill', async (_who, token, code) => {
    const res = await read(rejected, token());
    expect(codeOf(res)).toBe(code);
    expect(res.data?.bill ?? null).toBeNull();
    expect(JSON.stringify(res)).not.toContain('2026-12-09');
  });

  it("is not in another bakery's or host's bill list", async () => {
    for (const token of [s.jwt.otherBakery, s.jwt.otherHost, s.jwt.host]) {
      const res = await s.server.gql(LIST, {}, token);
      expect(res.errors).toBeUndefined();
      expect(res.data.bills.items.map((b: { id: string }) => b.id)).not.toContain(rejected);
      expect(JSON.stringify(res)).not.toContain('2026-12-09');
    }
  });
});
