import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { billSettings, bills, orders, users, userDetails } from '../../db/schema/index';
import { codeOf } from '../../../test/test-server';
import { sdiProblems, validateFatturaPA } from '@bakery/einvoice';
import {
  BILL,
  CREATE_BILL,
  DRAFT,
  freshBillingTenant,
  PERIOD,
  SELLER,
  setPrivateBillingData,
  setupBills,
} from './bills.test-setup';

let s: Awaited<ReturnType<typeof setupBills>>;
const LIST =
  'query L($p: Int, $c: ID, $sent: Boolean, $paid: Boolean) { bills(page: $p, clientId: $c, sent: $sent, paid: $paid) { total page pageSize items { id number paid } } }';
const PAY = 'mutation P($id: ID!, $paid: Boolean!) { setBillPaid(id: $id, paid: $paid) { id paid paidAt } }';
const DELETE = 'mutation D($id: ID!) { deleteBill(id: $id) }';
const CLIENTS =
  'query C($f: String!, $t: String!) { billableClients(from: $f, to: $t) { client { id } name orderCount missingData } }';
const hostInput = (over: Record<string, unknown> = {}) => ({
  input: { clientId: String(s.t.host.id), ...PERIOD, ...over },
});
const billRows = () => s.db.select().from(bills).where(eq(bills.bakeryId, s.t.bakery.id));

/** A billing tenant of the test's own (bills.test-setup.ts) and its bill rows. */
async function freshBilling() {
  const f = await freshBillingTenant(s);
  const rows = () => s.db.select().from(bills).where(eq(bills.bakeryId, f.bakery.id));
  return { ...f, rows };
}

beforeAll(async () => {
  s = await setupBills('bl');
});
afterAll(() => s.server.close());

describe('drafting and creating a bill', () => {
  it('lists the clients with orders to bill and what billing data they still lack', async () => {
    const res = await s.server.gql(CLIENTS, { f: PERIOD.from, t: PERIOD.to }, s.jwt.bakery);
    expect(res.data.billableClients).toEqual([
      { client: { id: String(s.t.host.id) }, name: 'bl Hotel', orderCount: 3, missingData: [] },
      {
        client: { id: String(s.t.privateCustomer.id) },
        name: 'bl-private',
        orderCount: 1,
        missingData: ['name', 'street', 'postalCode', 'city', 'taxId'],
      },
    ]);
  });

  it("drafts the host's month with its guests' orders and the totals of the chosen ones", async () => {
    const all = (await s.server.gql(DRAFT, { c: String(s.t.host.id), f: PERIOD.from, t: PERIOD.to }, s.jwt.bakery)).data
      .billDraft;
    expect(
      all.orders.map((o: { id: string; isGuestOrder: boolean; netCents: number }) => [
        o.id,
        o.isGuestOrder,
        o.netCents,
      ]),
    ).toEqual([
      [s.orders.host.id, false, 135 + 968 + 250],
      [s.orders.guest.id, true, 45],
      [s.orders.guest2.id, true, 90],
    ]);
    expect([all.goodsCents, all.deliveryCents, all.netCents, all.taxCents, all.totalCents]).toEqual([
      1238, 250, 1488, 149, 1637,
    ]);
    const some = (
      await s.server.gql(
        DRAFT,
        { c: String(s.t.host.id), f: PERIOD.from, t: PERIOD.to, o: [s.orders.guest.id] },
        s.jwt.bakery,
      )
    ).data.billDraft;
    expect(some.orders.map((o: { chosen: boolean }) => o.chosen)).toEqual([false, true, false]);
    expect([some.netCents, some.taxCents, some.totalCents]).toEqual([45, 5, 50]);
  });

  it('refuses with the §8 reasons and changes nothing', async () => {
    const before = await billRows();
    expect(
      codeOf(
        await s.server.gql(
          CREATE_BILL,
          { input: { clientId: String(s.t.privateCustomer.id), ...PERIOD } },
          s.jwt.bakery,
        ),
      ),
    ).toBe('BILL_CLIENT_DATA_MISSING');
    expect(
      codeOf(await s.server.gql(CREATE_BILL, hostInput({ from: '2026-10-01', to: '2026-10-31' }), s.jwt.bakery)),
    ).toBe('BILL_NO_ORDERS');
    expect(
      codeOf(await s.server.gql(CREATE_BILL, hostInput({ from: '2026-11-30', to: '2026-11-01' }), s.jwt.bakery)),
    ).toBe('BAD_INPUT');
    expect(codeOf(await s.server.gql(CREATE_BILL, hostInput({ orderIds: [s.orders.private.id] }), s.jwt.bakery))).toBe(
      'BILL_ORDERS_CHANGED',
    );
    expect(await billRows()).toEqual(before);
    expect(
      (await s.db.select().from(orders).where(eq(orders.bakeryId, s.t.bakery.id))).every((o) => o.billId === null),
    ).toBe(true);
  });

  it('refuses with invoicing off, wrong seller data and wrong client data (each on a tenant of its own), writing nothing', async () => {
    const off = await freshBilling();
    await s.db.update(users).set({ createBills: false }).where(eq(users.id, off.bakery.id));
    expect(codeOf(await s.server.gql(CREATE_BILL, off.input, off.jwt.bakery))).toBe('BILLING_DISABLED');
    expect(await off.rows()).toEqual([]);

    const seller = await freshBilling();
    await s.db
      .update(billSettings)
      .set({ eBillData: { ...SELLER, vatNumber: '01234567890' } })
      .where(eq(billSettings.bakeryId, seller.bakery.id));
    const refused = await s.server.gql(CREATE_BILL, seller.input, seller.jwt.bakery);
    expect([codeOf(refused), refused.errors?.[0]?.extensions?.fields]).toEqual([
      'BILL_SELLER_DATA_MISSING',
      ['vatNumber'],
    ]);
    expect(await seller.rows()).toEqual([]);

    // billing data stored before it was checked at entry: a wrong check digit is named, on the
    // bill screen's client list and in the refusal (SdI would reject the invoice: 00305)
    const client = await freshBilling();
    await s.db.update(userDetails).set({ partitaIva: '00743110158' }).where(eq(userDetails.userId, client.host.id));
    const clients = (await s.server.gql(CLIENTS, { f: PERIOD.from, t: PERIOD.to }, client.jwt.bakery)).data
      .billableClients as { name: string; missingData: string[] }[];
    expect(clients.find((c) => c.name === `${client.prefix} Hotel`)?.missingData).toEqual(['partitaIva']);
    const wrong = await s.server.gql(CREATE_BILL, client.input, client.jwt.bakery);
    expect(wrong.errors?.[0]?.extensions).toMatchObject({ code: 'BILL_CLIENT_DATA_MISSING', fields: ['partitaIva'] });
    expect(await client.rows()).toEqual([]);
    for (const f of [off, seller, client])
      expect(
        (await s.db.select().from(orders).where(eq(orders.bakeryId, f.bakery.id))).every((o) => o.billId === null),
      ).toBe(true);
  });

  it('refuses other tenants and roles', async () => {
    expect(codeOf(await s.server.gql(CREATE_BILL, hostInput(), s.jwt.otherBakery))).toBe('NOT_FOUND');
    for (const token of [s.jwt.host, s.jwt.private, s.jwt.guest])
      expect(codeOf(await s.server.gql(CREATE_BILL, hostInput(), token))).toBe('FORBIDDEN');
    expect(codeOf(await s.server.gql(CREATE_BILL, hostInput(), undefined))).toBe('UNAUTHENTICATED');
    expect(
      codeOf(await s.server.gql(DRAFT, { c: String(s.t.host.id), f: PERIOD.from, t: PERIOD.to }, s.jwt.otherBakery)),
    ).toBe('NOT_FOUND');
    expect(
      (await s.server.gql(CLIENTS, { f: PERIOD.from, t: PERIOD.to }, s.jwt.otherBakery)).data.billableClients,
    ).toEqual([]);
    expect(await billRows()).toEqual([]);
  });

  it("creates the bill: next number, weighed rye by measured weight, guests' orders, delivery cost, VAT, due in 30 days", async () => {
    const res = await s.server.gql(CREATE_BILL, hostInput(), s.jwt.bakery);
    expect(res.errors).toBeUndefined();
    const bill = res.data.createBill;
    expect(bill).toMatchObject({
      number: '1/2026',
      billDate: '2026-11-30',
      dueDate: '2026-12-30',
      periodFrom: PERIOD.from,
      periodTo: PERIOD.to,
      language: 'de',
      clientName: 'bl Hotel',
      sent: false,
      paid: false,
      deletable: true,
      goodsCents: 1238,
      deliveryCents: 250,
      netCents: 1488,
      taxCents: 149,
      totalCents: 1637,
      summaries: [{ vatRate: '10.00', taxableCents: 1488, taxCents: 149 }],
    });
    expect(bill.orders.map((o: { guest: string | null }) => o.guest)).toEqual([null, 'blroom1', 'blroom2']);
    expect(bill.lines.find((l: { name: string }) => l.name === 'Roggenbrot')).toMatchObject({
      basis: 'MEASURED',
      quantity: '2.15',
      unit: 'KG',
      unitPrice: '4.50',
      netCents: 968,
    });
    expect(bill.lines.filter((l: { kind: string }) => l.kind === 'DELIVERY')).toEqual([
      expect.objectContaining({ orderId: s.orders.host.id, netCents: 250 }),
    ]);
    const billed = await s.db
      .select()
      .from(orders)
      .where(inArray(orders.id, [s.orders.host.id, s.orders.guest.id, s.orders.guest2.id].map(Number)));
    expect(billed.every((o) => o.billId === Number(bill.id))).toBe(true);
    expect((await s.settingsRow()).currentBillNumber).toBe(1);
    expect(bill.orders.map((o: { docketNumber: string }) => o.docketNumber)).toEqual([
      'DDT 1/2026',
      'DDT 1/2026',
      'DDT 1/2026',
    ]);
    const [row] = await billRows();
    expect(row!.eInvoiceFile).toBe('IT01234567897_00001.xml');
    expect(await validateFatturaPA(row!.xml!)).toEqual({ valid: true, errors: [] });
    expect(sdiProblems(row!.xml!)).toEqual([]);
    const xml = row!.xml!;
    for (const part of [
      '<CodiceDestinatario>ABC1234</CodiceDestinatario>',
      '<IdCodice>00743110157</IdCodice>',
      '<Numero>1/2026</Numero>',
      '<ImportoTotaleDocumento>16.37</ImportoTotaleDocumento>',
      '<NumeroDDT>DDT 1/2026</NumeroDDT>',
      '<DataDDT>2026-11-24</DataDDT>',
      '<Quantita>2.15</Quantita>',
      '<UnitaMisura>KG</UnitaMisura>',
      '<PrezzoUnitario>4.50</PrezzoUnitario>',
      '<ImponibileImporto>14.88</ImponibileImporto>',
      '<Imposta>1.49</Imposta>',
      '<DataScadenzaPagamento>2026-12-30</DataScadenzaPagamento>',
      // deliveries with dockets, invoiced for the month: a deferred invoice (D.P.R. 633/72 art. 21 c. 4 lett. a)
      '<TipoDocumento>TD24</TipoDocumento>',
      '<Data>2026-11-30</Data>',
    ])
      expect(xml).toContain(part);
    expect(bill.documentType).toBe('TD24');
    // nothing left to bill for the host in the period
    expect(codeOf(await s.server.gql(CREATE_BILL, hostInput(), s.jwt.bakery))).toBe('BILL_NO_ORDERS');
  });

  it('shows a bill to its bakery and its client only, to the client once sent (finding 8)', async () => {
    // a bill of the test's own tenant is marked sent; the shared tenant's bills stay as the other tests made them
    const f = await freshBilling();
    expect(codeOf(await s.server.gql(CREATE_BILL, f.input, f.jwt.bakery))).toBeUndefined();
    const [row] = await f.rows();
    expect(codeOf(await s.server.gql(BILL, { id: String(row!.id) }, f.jwt.host))).toBe('NOT_FOUND'); // the bakery's draft
    expect((await s.server.gql(LIST, {}, f.jwt.host)).data.bills.total).toBe(0);
    await s.db.update(bills).set({ sent: true }).where(eq(bills.id, row!.id));
    expect((await s.server.gql(BILL, { id: String(row!.id) }, f.jwt.host)).data.bill.number).toBe('1/2026');
    for (const token of [s.jwt.otherBakery, f.jwt.private, s.jwt.otherHost, s.jwt.bakery, s.jwt.host])
      expect(codeOf(await s.server.gql(BILL, { id: String(row!.id) }, token))).toBe('NOT_FOUND');
    expect(codeOf(await s.server.gql(BILL, { id: String(row!.id) }, f.jwt.guest))).toBe('FORBIDDEN');
    expect((await s.server.gql(LIST, {}, s.jwt.otherBakery)).data.bills.total).toBe(0);
    expect((await s.server.gql(LIST, {}, f.jwt.private)).data.bills.total).toBe(0);
    expect(
      (await s.server.gql(LIST, {}, f.jwt.host)).data.bills.items.map((b: { number: string }) => b.number),
    ).toEqual(['1/2026']);
  });
});

describe('paying and deleting', () => {
  it('marks paid with the time, filters by paid, refuses other tenants', async () => {
    const [row] = await billRows();
    expect(codeOf(await s.server.gql(PAY, { id: String(row!.id), paid: true }, s.jwt.otherBakery))).toBe('NOT_FOUND');
    expect(codeOf(await s.server.gql(PAY, { id: String(row!.id), paid: true }, s.jwt.host))).toBe('FORBIDDEN');
    const paid = (await s.server.gql(PAY, { id: String(row!.id), paid: true }, s.jwt.bakery)).data.setBillPaid;
    expect(paid).toMatchObject({ paid: true, paidAt: '2026-11-30T10:00:00.000Z' });
    expect((await s.server.gql(LIST, { paid: true }, s.jwt.bakery)).data.bills.total).toBe(1);
    expect((await s.server.gql(LIST, { paid: false }, s.jwt.bakery)).data.bills.total).toBe(0);
  });

  it('deletes only the latest unsent bill, gives its number back and frees its orders', async () => {
    await setPrivateBillingData(s.db, s.t.privateCustomer.id);
    const second = (
      await s.server.gql(CREATE_BILL, { input: { clientId: String(s.t.privateCustomer.id), ...PERIOD } }, s.jwt.bakery)
    ).data.createBill;
    expect(second).toMatchObject({ number: '2/2026', language: 'it' });
    expect(second.lines.find((l: { basis: string }) => l.basis === 'NOT_WEIGHED')).toMatchObject({
      quantity: '1',
      unit: 'PZ',
      netCents: 450,
    });
    const [first] = (await billRows()).filter((b) => b.id !== Number(second.id));
    const refused = await s.server.gql(DELETE, { id: String(first!.id) }, s.jwt.bakery);
    expect([codeOf(refused), refused.errors?.[0]?.extensions?.reason]).toEqual(['BILL_NOT_DELETABLE', 'NOT_LAST']);
    expect(codeOf(await s.server.gql(DELETE, { id: second.id }, s.jwt.otherBakery))).toBe('NOT_FOUND');

    expect((await s.server.gql(DELETE, { id: second.id }, s.jwt.bakery)).data.deleteBill).toBe(true);
    expect((await s.settingsRow()).currentBillNumber).toBe(1);
    expect(
      (
        await s.db
          .select()
          .from(orders)
          .where(eq(orders.id, Number(s.orders.private.id)))
      )[0]!.billId,
    ).toBeNull();
    const again = (
      await s.server.gql(CREATE_BILL, { input: { clientId: String(s.t.privateCustomer.id), ...PERIOD } }, s.jwt.bakery)
    ).data.createBill;
    expect(again.number).toBe('2/2026');
    const [privateRow] = (await billRows()).filter((b) => b.id === Number(again.id));
    expect(privateRow!.eInvoiceFile).toBe('IT01234567897_00003.xml'); // a progressive is never reused, even after a deletion
    for (const part of [
      '<CodiceDestinatario>0000000</CodiceDestinatario>',
      '<CodiceFiscale>RSSNNA80A41A952W</CodiceFiscale>',
      '<Nome>Anna</Nome>',
      '<Cognome>Rossi</Cognome>',
    ])
      expect(privateRow!.xml).toContain(part);
    expect(privateRow!.xml).not.toContain('<IdFiscaleIVA><IdPaese>IT</IdPaese><IdCodice>RSS');

    await s.db
      .update(bills)
      .set({ sent: true })
      .where(eq(bills.id, Number(again.id)));
    const sent = await s.server.gql(DELETE, { id: again.id }, s.jwt.bakery);
    expect([codeOf(sent), sent.errors?.[0]?.extensions?.reason]).toEqual(['BILL_NOT_DELETABLE', 'SENT']);
    expect((await s.server.gql(BILL, { id: again.id }, s.jwt.bakery)).data.bill.deletable).toBe(false);
  });
});

describe('e-invoices', () => {
  it("every bill created here carries an XML that passes the official XSD and SdI's rules", async () => {
    const rows = await s.db.select().from(bills);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(await validateFatturaPA(row.xml!)).toEqual({ valid: true, errors: [] });
      expect(sdiProblems(row.xml!)).toEqual([]);
    }
  });
});
