import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { formatCents } from '@bakery/core';
import { users } from '../../db/schema/index';
import { pdfText } from '../../../test/pdf';
import { CREATE_BILL, PERIOD, setupBills } from '../bills/bills.test-setup';

/**
 * Issue 15, item 1: a delivery docket goes from the bakery to the host, so a guest's order on it
 * carries the bakery's price — the one the bill charges the host — never the host's display price
 * to its guest (Semmel: the bakery's 0,45 €, the host's 0,60 €).
 */
const DOCKETS = `query L($d: String!) { deliveryDockets(deadline: $d) { id number totalCents client { id }
  items { orderId guestName deliveredAmount unitPriceCents totalCents } } }`;

type Docket = {
  id: string;
  number: string;
  totalCents: number | null;
  client: { id: string };
  items: {
    orderId: string;
    guestName: string | null;
    deliveredAmount: number;
    unitPriceCents: number | null;
    totalCents: number | null;
  }[];
};
type BillLine = { orderId: string; kind: string; grossCents: number; unitPrice: string };

/** An amount as pdfText gives it back (every whitespace, the no-break space before € too, as one space). */
const euros = (cents: number) => formatCents(cents, 'de').replace(/\s/g, ' ');

let s: Awaited<ReturnType<typeof setupBills>>;
let docket: Docket;
let bill: { id: string; goodsCents: number; lines: BillLine[] };

async function post(path: string, body: unknown) {
  const res = await fetch(`${s.server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${s.jwt.bakery}` },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(200);
  return pdfText(Buffer.from(await res.arrayBuffer()));
}

beforeAll(async () => {
  s = await setupBills('dq');
  const dockets = (await s.server.gql(DOCKETS, { d: s.deadline }, s.jwt.bakery)).data.deliveryDockets as Docket[];
  docket = dockets.find((d) => d.client.id === String(s.t.host.id))!;
  bill = (await s.server.gql(CREATE_BILL, { input: { clientId: String(s.t.host.id), ...PERIOD } }, s.jwt.bakery)).data
    .createBill;
});
afterAll(() => s.server.close());

describe('prices on the docket of a guest order', () => {
  it("are the bakery's, line by line and in total the same as the bill of these orders", async () => {
    const guestItems = docket.items.filter((i) => i.guestName !== null);
    expect(guestItems.map((i) => [i.guestName, i.deliveredAmount, i.unitPriceCents, i.totalCents])).toEqual([
      ['dqroom1', 1, 45, 45],
      ['dqroom2', 2, 45, 90],
    ]);
    for (const item of docket.items) {
      const billLine = bill.lines.find(
        (l) => l.kind === 'PRODUCT' && l.orderId === item.orderId && l.grossCents === item.totalCents,
      );
      expect(billLine, `docket item of order ${item.orderId}`).toBeDefined();
    }
    expect(docket.totalCents).toBe(bill.goodsCents);
  });

  it("prints the bill's amounts on the docket PDF, not the host's display price", async () => {
    const text = await post('/api/production/dockets.pdf', { docketIds: [docket.id] });
    const billText = await post('/api/bills/pdf', { billId: bill.id });
    expect(text).toContain(docket.number);
    expect(text).not.toContain(euros(60));
    expect(text).not.toContain(euros(120));
    // a piece's price as the bill writes it (it was left empty for products sold by the piece)
    expect(text).toMatch(/Semmel 1 1 ca\. 50 g 0,45 €\/Stk\. 0,45 € für dqroom1/);
    expect(text).toMatch(/Semmel 2 2 ca\. 100 g 0,45 €\/Stk\. 0,90 € für dqroom2/);
    expect(billText).toMatch(/0,45 €\/Stk\./);
    expect(text).toContain(`Gesamt ${euros(bill.goodsCents)}`);
    expect(billText).toContain(euros(bill.goodsCents));
  });

  it('prints no prices at all where the host turned them off', async () => {
    await s.db.update(users).set({ docketPrices: false }).where(eq(users.id, s.t.host.id));
    const text = await post('/api/production/dockets.pdf', { docketIds: [docket.id] });
    expect(text).toContain('für dqroom1');
    expect(text).not.toContain('€');
  });
});
