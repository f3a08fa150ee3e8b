import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  billSdiNotifications,
  billSettings,
  bills,
  orderedProducts,
  orders,
  userDetails,
  users,
} from '../../db/schema/index';
import { createProduct } from '../../db/seed/factories';
import { codeOf } from '../../../test/test-server';
import { CREATE_BILL, PERIOD, SELLER, setPrivateBillingData, setupBills } from '../bills/bills.test-setup';

// Issue 14, finding 3 and 4: two bakeries sending through the same intermediary made the same file
// name (the progressive counted per bakery), a receipt for one bakery's file landed on the other's
// bill, `.xml.p7m` names were not matched, an unknown notification answered HTTP 500, and any
// notification moved any bill (an NS after an RC re-opened a delivered bill; an RC on an unsent
// bill marked it delivered; NE EC01 and EC02 were both "OUTCOME").

const INTERMEDIARY = 'IT00488410010';
const NOTIFY_KEY = 'sdi-feedback-key';
const RECORD =
  'mutation R($xml: String!) { recordSdiNotification(xml: $xml) { id sdiState sdiNotifications { kind } } }';
const SEND = 'mutation S($id: ID!) { sendBill(id: $id) { id sdiState eInvoiceFile } }';

const message = (root: string, file: string, inner = '') => `<?xml version="1.0" encoding="UTF-8"?>
<ns2:${root} xmlns:ns2="http://www.fatturapa.gov.it/sdi/messaggi/v1.0" versione="1.0">
  <IdentificativoSdI>4711</IdentificativoSdI><NomeFile>${file}</NomeFile><DataOraRicezione>2026-11-23T12:00:00.000+01:00</DataOraRicezione>${inner}
  <MessageId>99</MessageId>
</ns2:${root}>`;
const rc = (file: string) =>
  message('RicevutaConsegna', file, '<DataOraConsegna>2026-11-23T12:05:00.000+01:00</DataOraConsegna>');
const ns = (file: string) =>
  message(
    'NotificaScarto',
    file,
    '<ListaErrori><Errore><Codice>00305</Codice><Descrizione>IdCodice non valido</Descrizione></Errore></ListaErrori>',
  );
const mc = (file: string) => message('NotificaMancataConsegna', file, '<Descrizione>casella piena</Descrizione>');
const ne = (file: string, esito: 'EC01' | 'EC02') =>
  message('NotificaEsito', file, `<EsitoCommittente><Esito>${esito}</Esito></EsitoCommittente>`);

let s: Awaited<ReturnType<typeof setupBills>>;
const row = async (id: string | number) =>
  (
    await s.db
      .select()
      .from(bills)
      .where(eq(bills.id, Number(id)))
  )[0]!;
const post = (xml: string) =>
  fetch(`${s.server.url}/api/sdi/notifications`, {
    method: 'POST',
    headers: { 'content-type': 'application/xml', 'x-sdi-key': NOTIFY_KEY },
    body: xml,
  });

/** The second bakery of the setup made ready to bill its host, with the same intermediary as the first. */
async function billOtherBakery(): Promise<{ id: string }> {
  const other = s.other;
  await s.db.update(users).set({ createBills: true }).where(eq(users.id, other.bakery.id));
  await s.db.insert(billSettings).values({
    bakeryId: other.bakery.id,
    eBillData: {
      ...SELLER,
      companyName: 'Panificio Altro',
      vatNumber: '06363391001',
      taxCode: '06363391001',
      transmitterCode: INTERMEDIARY,
    },
    billNumberFormat: '%n/%Y',
  });
  await s.db
    .update(userDetails)
    .set({
      street: 'Via Roma',
      houseNumber: '2',
      postalCode: '39012',
      city: 'Merano',
      partitaIva: '00743110157',
      recipientCode: 'ABC1234',
    })
    .where(eq(userDetails.userId, other.host.id));
  const product = await createProduct(s.db, other.bakery.id, {
    name: { de: 'Semmel', it: 'Rosetta', en: 'Roll' },
    description: { de: '', it: '', en: '' },
    gramPrice: '0.009',
    approxWeight: 50,
    priceListIds: [other.list.id],
  });
  const [order] = await s.db
    .insert(orders)
    .values({
      number: 1,
      publicId: 'sdifb-other-1',
      bakeryId: other.bakery.id,
      hostId: other.host.id,
      deadline: new Date('2026-11-10T17:00:00Z'),
      deliveryDate: '2026-11-11',
      accepted: true,
    })
    .returning();
  await s.db.insert(orderedProducts).values({
    orderId: order!.id,
    baseProductId: product.id,
    amount: 4,
    currentVat: '4',
    currentGramPrice: '0.009',
    currentApproxWeight: 50,
  });
  const res = await s.server.gql(
    CREATE_BILL,
    { input: { clientId: String(other.host.id), ...PERIOD } },
    s.jwt.otherBakery,
  );
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  return res.data.createBill;
}

let mine: { id: string };
let theirs: { id: string };
beforeAll(async () => {
  s = await setupBills('sf');
  Object.assign(s.server.platform.config.sdi, { notifyKey: NOTIFY_KEY });
  await s.db
    .update(billSettings)
    .set({ eBillData: { ...SELLER, transmitterCode: INTERMEDIARY } })
    .where(eq(billSettings.bakeryId, s.t.bakery.id));
  await setPrivateBillingData(s.db, s.t.privateCustomer.id);
  mine = (await s.server.gql(CREATE_BILL, { input: { clientId: String(s.t.host.id), ...PERIOD } }, s.jwt.bakery)).data
    .createBill;
  theirs = await billOtherBakery();
});
afterAll(() => s.server.close());

describe('file names are unique per transmitter, across bakeries', () => {
  it('two bakeries with the same intermediary get different file names', async () => {
    const [a, b] = [await row(mine.id), await row(theirs.id)];
    expect(a.eInvoiceFile).toMatch(/^IT00488410010_\w{5}\.xml$/);
    expect(b.eInvoiceFile).toMatch(/^IT00488410010_\w{5}\.xml$/);
    expect(a.eInvoiceFile).not.toBe(b.eInvoiceFile);
    expect(a.xml).toContain(`<ProgressivoInvio>${a.eInvoiceFile!.slice(14, 19)}</ProgressivoInvio>`);
  });
});

describe("SdI's notifications reach the right bill", () => {
  it("an intermediary's receipt for one bakery's file moves that bakery's bill only", async () => {
    await s.server.gql(SEND, { id: theirs.id }, s.jwt.otherBakery);
    await s.server.gql(SEND, { id: mine.id }, s.jwt.bakery);
    const res = await post(rc((await row(theirs.id)).eInvoiceFile!));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ billId: Number(theirs.id), sdiState: 'DELIVERED' });
    expect((await row(theirs.id)).sdiState).toBe('DELIVERED');
    expect((await row(mine.id)).sdiState).toBe('SENT');
  });

  it('a signed file name (….xml.p7m) names the same file', async () => {
    const file = (await row(mine.id)).eInvoiceFile!;
    const res = await post(mc(`${file}.p7m`));
    expect(res.status).toBe(200);
    expect((await row(mine.id)).sdiState).toBe('NOT_DELIVERED');
  });

  it('an unknown file or a text that is no notification is a 4xx with its code, never a 500', async () => {
    const unknown = await post(rc('IT00488410010_ZZZZZ.xml'));
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).errors[0].extensions.code).toBe('SDI_NOTIFICATION_UNKNOWN');
    const junk = await post('<Hallo/>');
    expect(junk.status).toBe(422);
    expect((await junk.json()).errors[0].extensions.code).toBe('SDI_NOTIFICATION_UNREADABLE');
    const wrongKey = await fetch(`${s.server.url}/api/sdi/notifications`, {
      method: 'POST',
      headers: { 'content-type': 'application/xml', 'x-sdi-key': 'guess' },
      body: rc('x.xml'),
    });
    expect(wrongKey.status).toBe(401);
  });

  it('a file name two bakeries used before the fix is not guessed: 409, nothing moves; each bakery records it on its own bill', async () => {
    // the collision the old per-bakery counter made
    const shared = 'IT00488410010_00ZZZ.xml';
    await s.db
      .update(bills)
      .set({ eInvoiceFile: shared, sent: true, sdiState: 'SENT' })
      .where(eq(bills.id, Number(mine.id)));
    await s.db
      .update(bills)
      .set({ eInvoiceFile: shared, sent: true, sdiState: 'SENT' })
      .where(eq(bills.id, Number(theirs.id)));
    const res = await post(rc(shared));
    expect(res.status).toBe(409);
    expect((await res.json()).errors[0].extensions.code).toBe('SDI_NOTIFICATION_AMBIGUOUS');
    expect([(await row(mine.id)).sdiState, (await row(theirs.id)).sdiState]).toEqual(['SENT', 'SENT']);
    const recorded = await s.server.gql(RECORD, { xml: rc(shared) }, s.jwt.bakery);
    expect(recorded.data.recordSdiNotification.id).toBe(mine.id);
    expect([(await row(mine.id)).sdiState, (await row(theirs.id)).sdiState]).toEqual(['DELIVERED', 'SENT']);
  });
});

describe('the SdI state machine refuses what cannot happen', () => {
  /** A fresh, unsent bill of the first bakery. */
  async function newBill(): Promise<{ id: string; file: string }> {
    const order = await s.placeEarlier(s.jwt.private, [[s.p.brezel, 1]], '2026-11-25');
    const input = { clientId: String(s.t.privateCustomer.id), ...PERIOD, orderIds: [order.id] };
    const bill = (await s.server.gql(CREATE_BILL, { input }, s.jwt.bakery)).data.createBill as { id: string };
    return { id: bill.id, file: (await row(bill.id)).eInvoiceFile! };
  }
  const record = (xml: string) => s.server.gql(RECORD, { xml }, s.jwt.bakery);
  const kinds = async (id: string) =>
    (
      await s.db
        .select()
        .from(billSdiNotifications)
        .where(eq(billSdiNotifications.billId, Number(id)))
    ).map((n) => n.kind);

  it('an RC on a bill never sent is refused and marks nothing', async () => {
    const bill = await newBill(); // created, not sent
    expect(codeOf(await record(rc(bill.file)))).toBe('SDI_NOTIFICATION_OUT_OF_ORDER');
    expect((await row(bill.id)).sdiState).toBeNull();
    expect(await kinds(bill.id)).toEqual([]);
  });

  it('an NS after an RC is refused: a delivered bill cannot be sent again (SdI 00404)', async () => {
    const bill = await newBill();
    await s.server.gql(SEND, { id: bill.id }, s.jwt.bakery);
    expect((await record(rc(bill.file))).data.recordSdiNotification.sdiState).toBe('DELIVERED');
    expect(codeOf(await record(ns(bill.file)))).toBe('SDI_NOTIFICATION_OUT_OF_ORDER');
    expect((await row(bill.id)).sdiState).toBe('DELIVERED');
    expect(codeOf(await s.server.gql(SEND, { id: bill.id }, s.jwt.bakery))).toBe('BILL_ALREADY_SENT');
    // the same receipt twice is no error and no second entry
    expect((await record(rc(bill.file))).data.recordSdiNotification.sdiState).toBe('DELIVERED');
    expect((await kinds(bill.id)).filter((k) => k === 'RC')).toHaveLength(1);
  });

  // issue 45: SdI sends the outcome (NE) only for invoices to public bodies (FPA12); our bills are B2B (FPR12)
  it('an NE on a B2B bill (FPR12) is refused, logged and changes nothing: a delivered bill stays delivered', async () => {
    const [accepted, refused] = [await newBill(), await newBill()];
    for (const b of [accepted, refused]) await s.server.gql(SEND, { id: b.id }, s.jwt.bakery);
    for (const b of [accepted, refused]) await record(rc(b.file));
    expect(codeOf(await record(ne(accepted.file, 'EC01')))).toBe('SDI_NOTIFICATION_PUBLIC_BODIES_ONLY');
    expect(codeOf(await record(ne(refused.file, 'EC02')))).toBe('SDI_NOTIFICATION_PUBLIC_BODIES_ONLY');
    for (const b of [accepted, refused]) {
      expect((await row(b.id)).sdiState).toBe('DELIVERED');
      expect(await kinds(b.id)).not.toContain('NE');
    }
    const answer = await post(ne(refused.file, 'EC02')); // the intermediary's door alike
    expect(answer.status).toBe(422);
    expect(((await answer.json()) as { errors: { extensions: { code: string } }[] }).errors[0]!.extensions.code).toBe(
      'SDI_NOTIFICATION_PUBLIC_BODIES_ONLY',
    );
    expect((await row(refused.id)).sdiState).toBe('DELIVERED');
  });

  it('a rejected bill is sent again with a new file; a late notice about the old file moves nothing', async () => {
    const bill = await newBill();
    await s.server.gql(SEND, { id: bill.id }, s.jwt.bakery);
    expect((await record(ns(bill.file))).data.recordSdiNotification.sdiState).toBe('REJECTED');
    const again = (await s.server.gql(SEND, { id: bill.id }, s.jwt.bakery)).data.sendBill;
    expect(again.sdiState).toBe('SENT');
    expect(again.eInvoiceFile).not.toBe(bill.file);
    expect(codeOf(await record(rc(bill.file)))).toBe('SDI_NOTIFICATION_UNKNOWN');
    expect((await record(rc(again.eInvoiceFile))).data.recordSdiNotification.sdiState).toBe('DELIVERED');
    const rows = await s.db
      .select()
      .from(bills)
      .where(and(eq(bills.bakeryId, s.t.bakery.id), eq(bills.eInvoiceFile, bill.file)));
    expect(rows).toEqual([]);
  });

  it('notifications arriving at once are judged one after the other: an RC and an NS together, one wins; one receipt five times, one entry', async () => {
    const bill = await newBill();
    await s.server.gql(SEND, { id: bill.id }, s.jwt.bakery);
    const [a, b] = await Promise.all([post(rc(bill.file)), post(ns(bill.file))]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const state = (await row(bill.id)).sdiState;
    expect(['DELIVERED', 'REJECTED']).toContain(state);
    expect((await kinds(bill.id)).filter((k) => k === 'RC' || k === 'NS')).toEqual([
      state === 'DELIVERED' ? 'RC' : 'NS',
    ]);

    const other = await newBill();
    await s.server.gql(SEND, { id: other.id }, s.jwt.bakery);
    const answers = await Promise.all(Array.from({ length: 5 }, () => post(rc(other.file))));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect((await kinds(other.id)).filter((k) => k === 'RC')).toHaveLength(1);
  });
});
