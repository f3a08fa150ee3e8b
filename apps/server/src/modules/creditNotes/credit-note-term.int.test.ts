import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addDays } from '@bakery/core';
import { bills, orders } from '../../db/schema/index';
import { codeOf } from '../../../test/test-server';
import { CREATE_BILL, deliverBill, PERIOD, setupBills } from '../bills/bills.test-setup';

const CREDIT = `mutation C($b: ID!, $l: [CreditLineInput!]!, $r: String!) { createCreditNote(billId: $b, lines: $l, reason: $r) { id documentType } }`;
const SEND = 'mutation S($id: ID!) { sendBill(id: $id) { id sent } }';

let s: Awaited<ReturnType<typeof setupBills>>;
let billId: string;
let delivered: string;

beforeAll(async () => {
  s = await setupBills('ct');
  const res = await s.server.gql(CREATE_BILL, { input: { clientId: String(s.t.host.id), ...PERIOD } }, s.jwt.bakery);
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  billId = res.data.createBill.id;
  expect((await s.server.gql(SEND, { id: billId }, s.jwt.bakery)).errors).toBeUndefined();
  await deliverBill(s, billId, s.jwt.bakery);
  // the delivery of the bill's first line
  const [row] = await s.db
    .select()
    .from(bills)
    .where(eq(bills.id, Number(billId)));
  const orderId = (row?.snapshot as { lines: { orderId: number }[] }).lines[0]?.orderId ?? 0;
  const [order] = await s.db.select().from(orders).where(eq(orders.id, orderId));
  delivered = order?.deliveryDate ?? '';
});
afterAll(async () => {
  await s.server.close();
});

const creditNotes = async () => (await s.db.select().from(bills).where(eq(bills.documentType, 'TD04'))).length;
const credit = () =>
  s.server.gql(CREDIT, { b: billId, l: [{ line: 1, quantity: '1' }], r: 'Gewicht reklamiert' }, s.jwt.bakery);

describe('credit notes at most a year after the delivery (art. 26 c. 3 D.P.R. 633/72)', () => {
  it('refuses a credit note the day after the year, naming the last day, and writes nothing', async () => {
    expect(delivered).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const lastDay = `${Number(delivered.slice(0, 4)) + 1}${delivered.slice(4)}`;
    s.clock.now = new Date(`${addDays(lastDay, 1)}T10:00:00.000Z`);
    const late = await credit();
    expect(codeOf(late)).toBe('CREDIT_NOTE_TOO_LATE');
    expect(late.errors?.[0]?.extensions?.lastDay).toBe(lastDay);
    expect(await creditNotes()).toBe(0);
  });

  it('issues it on the last day of the year', async () => {
    s.clock.now = new Date(`${Number(delivered.slice(0, 4)) + 1}${delivered.slice(4)}T10:00:00.000Z`);
    const res = await credit();
    expect(res.errors).toBeUndefined();
    expect(res.data.createCreditNote.documentType).toBe('TD04');
    expect(await creditNotes()).toBe(1);
  });
});
