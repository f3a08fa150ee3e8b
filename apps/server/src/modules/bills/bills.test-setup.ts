import { eq } from 'drizzle-orm';
import { billSettings, orderedProducts, orders, userDetails, users } from '../../db/schema/index';
import { setupProduction } from '../bakeList/production.test-setup';
import { MORNING, TODAY, TOMORROW } from '../orders/orders.test-setup';
import { freshOrderTenant, uniquePartitaIva } from '../../../test/factories';
import type { Config } from '../../platform/config';
import type { Db } from '../../platform/db/database';
import { sdiProblems, validateFatturaPA } from '@bakery/einvoice';
import { expect } from 'vitest';

export const BILL_FIELDS = `id number documentType billDate dueDate periodFrom periodTo language clientName sent sentAt paid paidAt deletable
  goodsCents discountCents deliveryCents netCents taxCents totalCents client { id }
  summaries { vatRate taxableCents taxCents }
  orders { id number deliveryDate docketNumber guest }
  lines { orderId kind basis name quantity unit unitPrice grossCents discountPercent discountCents netCents vatRate }`;
export const CREATE_BILL = `mutation C($input: CreateBillInput!) { createBill(input: $input) { ${BILL_FIELDS} } }`;
export const BILL = `query B($id: ID!) { bill(id: $id) { ${BILL_FIELDS} } }`;
export const DRAFT = `query D($c: ID!, $f: String!, $t: String!, $o: [ID!]) { billDraft(clientId: $c, from: $f, to: $t, orderIds: $o) {
  clientId name missingData orders { id number deliveryDate docketNumber isGuestOrder netCents notWeighed chosen }
  summaries { vatRate taxableCents taxCents } goodsCents discountCents deliveryCents netCents taxCents totalCents } }`;

/** The bakery's seller data for e-invoices (a valid partita IVA and codice fiscale). */
export const SELLER = {
  companyName: 'Bäckerei Test GmbH',
  vatNumber: '01234567897',
  taxCode: '01234567897',
  regime: 'RF01',
  street: 'Laubengasse',
  houseNumber: '12',
  postalCode: '39100',
  city: 'Bozen',
  province: 'BZ',
  country: 'IT',
  pec: 'baeckerei@pec.example.it',
};

export const PERIOD = { from: '2026-11-01', to: '2026-11-30' };
/** When the tests bill: the last day of November, every delivery of the month done (a bill holds no future delivery). */
export const BILLING_TIME = new Date('2026-11-30T10:00:00.000Z');

/** A host's billing data complete enough for an e-invoice (address, partita IVA, SdI code). */
async function setHostBillingData(db: Db, hostId: number): Promise<void> {
  await db
    .update(userDetails)
    .set({
      street: 'Via Roma',
      houseNumber: '1',
      postalCode: '39012',
      city: 'Merano',
      partitaIva: '00743110157',
      recipientCode: 'ABC1234',
    })
    .where(eq(userDetails.userId, hostId));
}

/** A private customer's billing data complete enough for an e-invoice: an Italian consumer with a codice fiscale. */
export async function setPrivateBillingData(db: Db, privateId: number): Promise<void> {
  await db
    .update(userDetails)
    .set({
      fullName: 'Anna Rossi',
      street: 'Via Verdi',
      postalCode: '39100',
      city: 'Bolzano',
      taxNumber: 'RSSNNA80A41A952W',
    })
    .where(eq(userDetails.userId, privateId));
}

/**
 * The production setup (two tenants on an injected clock; a weighed rye bread) made ready for
 * bills: invoicing on, seller data, the host's and the private customer's billing data, and
 * accepted orders of the host, its two guests and the private customer, the rye weighed.
 */
export async function setupBills(prefix: string, config: Partial<Config> = {}) {
  const s = await setupProduction(prefix, config);
  const { db, t } = s;
  await db.update(users).set({ createBills: true }).where(eq(users.id, t.bakery.id));
  await db.insert(billSettings).values({ bakeryId: t.bakery.id, eBillData: SELLER, billNumberFormat: '%n/%Y' });
  await setHostBillingData(db, t.host.id);
  const hostOrder = await s.place(s.jwt[`${prefix}-host`], [
    [s.p.semmel, 3],
    [s.p.rye, 2],
  ]);
  const guestOrder = await s.place(s.jwt.guest, [[s.p.semmel, 1]]);
  const guest2Order = await s.place(s.jwt.guest2, [[s.p.semmel, 2]]);
  const privateOrder = await s.place(s.jwt[`${prefix}-private`], [
    [s.p.rye, 1],
    [s.p.brezel, 2],
  ]);
  await db.update(orders).set({ accepted: true });
  // the guests stay past billing time, so their sessions still answer (a session ends with the stay)
  // and a guest's refusal is its role's, not a signed-out one's
  await db.update(users).set({ activeTo: '2027-12-31' }).where(eq(users.hostId, t.host.id));
  const ryeLine = hostOrder.lines.find((l) => l.product.id === s.p.rye)!;
  await db
    .update(orderedProducts)
    .set({ measuredWeight: 2150 })
    .where(eq(orderedProducts.id, Number(ryeLine.id)));
  const dockets = await s.server.gql(
    'mutation C($d: String!) { createDeliveryDockets(deadline: $d) { id number } }',
    { d: s.deadline },
    s.jwt[`${prefix}-bakery`],
  );
  if (dockets.errors) throw new Error(JSON.stringify(dockets.errors));
  const jwt = {
    guest: s.jwt.guest!,
    guest2: s.jwt.guest2!,
    bakery: s.jwt[`${prefix}-bakery`]!,
    host: s.jwt[`${prefix}-host`]!,
    private: s.jwt[`${prefix}-private`]!,
    otherBakery: s.jwt[`${prefix}x-bakery`]!,
    otherHost: s.jwt[`${prefix}x-host`]!,
  };
  const settingsRow = async () =>
    (await db.select().from(billSettings).where(eq(billSettings.bakeryId, t.bakery.id)))[0]!;
  s.clock.now = BILLING_TIME;
  /** Places an order as on the setup's morning (before its deadline), accepts it, and returns to billing time; it has no docket. */
  async function placeEarlier(token: string, lines: [string, number][], deliveryDate: string) {
    const billingTime = s.clock.now;
    s.clock.now = MORNING;
    try {
      const order = await s.place(token, lines, deliveryDate);
      await db
        .update(orders)
        .set({ accepted: true })
        .where(eq(orders.id, Number(order.id)));
      return order;
    } finally {
      s.clock.now = billingTime;
    }
  }
  return {
    ...s,
    jwt: { ...s.jwt, ...jwt },
    orders: { host: hostOrder, guest: guestOrder, guest2: guest2Order, private: privateOrder },
    ryeLineId: ryeLine.id,
    settingsRow,
    placeEarlier,
  };
}

/**
 * Accepted orders of `amount(i)` rolls each put straight into the database, for past delivery days the
 * API no longer takes orders for: one per entry (its own number and public id), the roll's current
 * price, weight and VAT frozen on its line as an order placed then would have them.
 */
export async function insertAcceptedOrders(
  s: Awaited<ReturnType<typeof setupBills>>,
  entries: { number: number; publicId: string; hostId: number; deadline: Date; deliveryDate: string }[],
  amount: (index: number) => number,
) {
  const placed = await s.db
    .insert(orders)
    .values(entries.map((entry) => ({ ...entry, bakeryId: s.t.bakery.id, accepted: true })))
    .returning();
  await s.db.insert(orderedProducts).values(
    placed.map((o, i) => ({
      orderId: o.id,
      baseProductId: Number(s.p.semmel),
      amount: amount(i),
      currentVat: '10',
      currentGramPrice: '0.009',
      currentApproxWeight: 50,
    })),
  );
  return placed;
}

/**
 * The deadline's delivery dockets made on the setup's morning (a DDT goes with the goods: one of a past
 * delivery is refused), then, back at billing time, the host's bill of PERIOD by `createBill` (a
 * document asking the fields the test reads).
 */
export async function docketAndBillHost(s: Awaited<ReturnType<typeof setupBills>>, createBill: string) {
  const billingTime = s.clock.now;
  s.clock.now = MORNING;
  const dockets = await s.server.gql(
    'mutation D($d: String!) { createDeliveryDockets(deadline: $d) { id } }',
    { d: s.deadline },
    s.jwt.bakery,
  );
  s.clock.now = billingTime;
  if (dockets.errors) throw new Error(JSON.stringify(dockets.errors));
  const created = await s.server.gql(createBill, { input: { clientId: String(s.t.host.id), ...PERIOD } }, s.jwt.bakery);
  if (created.errors) throw new Error(JSON.stringify(created.errors));
  return created.data.createBill;
}

/**
 * A billing tenant of the test's own on the setup's server, for a test that changes what billing
 * reads or a bill's state (issue 16: the setup's tenant stays as set up): invoicing on, seller data
 * with a partita IVA of its own (e-invoice files count per transmitter), the host's billing data
 * and one accepted order of the host (2 Semmeln for TOMORROW). `input` bills the host's PERIOD.
 */
export async function freshBillingTenant(s: Awaited<ReturnType<typeof setupBills>>) {
  const f = await freshOrderTenant(s.server, { base: 'fb', today: TODAY, guest2To: '2026-11-30' });
  await s.db.update(users).set({ createBills: true }).where(eq(users.id, f.bakery.id));
  const vatNumber = uniquePartitaIva();
  await s.db.insert(billSettings).values({
    bakeryId: f.bakery.id,
    eBillData: { ...SELLER, vatNumber, taxCode: vatNumber },
    billNumberFormat: '%n/%Y',
  });
  await setHostBillingData(s.db, f.host.id);
  await s.db.update(users).set({ activeTo: '2027-12-31' }).where(eq(users.hostId, f.host.id)); // as setupBills
  await s.placeEarlier(f.jwt.host, [[f.p.semmel, 2]], TOMORROW);
  return { ...f, input: { input: { clientId: String(f.host.id), ...PERIOD } } };
}

/**
 * SdI's delivery receipt (RC) for a sent bill, recorded as the bakery uploads it: the bill is issued
 * (delivered to its client), so credit notes may vary it.
 */
export async function deliverBill(s: Awaited<ReturnType<typeof setupBills>>, billId: string, bakeryJwt: string) {
  const { bill } = (
    await s.server.gql('query B($id: ID!) { bill(id: $id) { eInvoiceFile } }', { id: billId }, bakeryJwt)
  ).data as { bill: { eInvoiceFile: string } };
  const receipt = `<?xml version="1.0" encoding="UTF-8"?>
<ns2:RicevutaConsegna xmlns:ns2="http://www.fatturapa.gov.it/sdi/messaggi/v1.0" versione="1.0">
  <IdentificativoSdI>${billId}</IdentificativoSdI><NomeFile>${bill.eInvoiceFile}</NomeFile>
  <DataOraRicezione>2026-11-30T11:00:00.000+01:00</DataOraRicezione><DataOraConsegna>2026-11-30T11:05:00.000+01:00</DataOraConsegna>
  <MessageId>${billId}</MessageId>
</ns2:RicevutaConsegna>`;
  const res = await s.server.gql(
    'mutation R($xml: String!) { recordSdiNotification(xml: $xml) { sdiState } }',
    { xml: receipt },
    bakeryJwt,
  );
  if (res.errors || res.data.recordSdiNotification.sdiState !== 'DELIVERED') throw new Error(JSON.stringify(res));
}

/** A bill's e-invoice as its bakery downloads it (POST /api/bills/xml), checked against SdI's rules and the XSD. */
export async function checkedBillXml(
  s: Awaited<ReturnType<typeof setupBills>>,
  billId: string,
  bakeryJwt = s.jwt.bakery,
): Promise<string> {
  const res = await fetch(`${s.server.url}/api/bills/xml`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${bakeryJwt}` },
    body: JSON.stringify({ billId }),
  });
  expect(res.status).toBe(200);
  const xml = await res.text();
  expect(sdiProblems(xml)).toEqual([]);
  expect((await validateFatturaPA(xml)).errors).toEqual([]);
  return xml;
}

/** Polls a bill run (`query` asks `billRun(id: $id)` with the fields the test reads) until it stops running. */
export async function finishedBillRun(
  s: Awaited<ReturnType<typeof setupBills>>,
  query: string,
  id: string,
  token = s.jwt.bakery,
) {
  for (let i = 0; i < 300; i++) {
    const run = (await s.server.gql(query, { id }, token)).data.billRun;
    if (run.state !== 'RUNNING') return run;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('bill run did not finish');
}
