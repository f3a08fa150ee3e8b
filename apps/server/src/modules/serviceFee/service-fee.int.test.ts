import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orders } from '../../db/schema/index';
import { codeOf } from '../../../test/test-server';
import { pdfPagePng, pdfText } from '../../../test/pdf';
import { PLACE, setupOrders, TOMORROW } from '../orders/orders.test-setup';

const STATEMENT =
  'query S($m: String!) { serviceFeeStatement(month: $m) { month number date dueDate feeCents vatRate accountCount netCents taxCents totalCents accounts { name kind orderCount } } }';
let s: Awaited<ReturnType<typeof setupOrders>>;

async function place(token: string | undefined, productId: string) {
  const res = await s.server.gql(
    PLACE,
    { input: { deliveryDate: TOMORROW, lines: [{ productId, amount: 1 }] } },
    token,
  );
  if (!res.data?.placeOrder) throw new Error(JSON.stringify(res.errors));
  return res.data.placeOrder as { id: string };
}

beforeAll(async () => {
  s = await setupOrders('sf');
  await place(s.jwt['sf-host'], s.p.semmel);
  await place(s.jwt['sf-host'], s.p.brezel);
  await place(s.jwt.guest, s.p.semmel);
  await place(s.jwt['sf-private'], s.p.brezel);
  await s.db.update(orders).set({ accepted: true });
  const unaccepted = await place(s.jwt.guest2, s.p.semmel);
  await s.db
    .update(orders)
    .set({ accepted: false })
    .where(eq(orders.id, Number(unaccepted.id)));
  await place(s.jwt['sfx-private'], s.p.foreign);
});
afterAll(() => s.server.close());

describe("the platform's service fee", () => {
  it('counts the accounts with an accepted order delivered in the month at 3.00 EUR plus VAT', async () => {
    const res = await s.server.gql(STATEMENT, { m: '2026-11' }, s.jwt['sf-bakery']);
    expect(res.errors).toBeUndefined();
    const st = res.data.serviceFeeStatement;
    expect(st).toMatchObject({
      month: '2026-11',
      date: '2026-12-01',
      dueDate: '2026-12-31',
      feeCents: 300,
      vatRate: '22',
      accountCount: 3,
      netCents: 900,
      taxCents: 198,
      totalCents: 1098,
    });
    expect(
      st.accounts.map((a: { name: string; kind: string; orderCount: number }) => [a.name, a.kind, a.orderCount]),
    ).toEqual([
      ['sf Hotel', 'HOST', 2],
      ['sf-private', 'PRIVATE', 1],
      ['sfroom1', 'GUEST', 1],
    ]);
    expect(
      (await s.server.gql(STATEMENT, { m: '2026-12' }, s.jwt['sf-bakery'])).data.serviceFeeStatement,
    ).toMatchObject({ accountCount: 0, totalCents: 0 });
  });

  it("is the bakery's own: other roles are refused, a bad month is bad input", async () => {
    for (const token of [s.jwt['sf-host'], s.jwt['sf-private'], s.jwt.guest])
      expect(codeOf(await s.server.gql(STATEMENT, { m: '2026-11' }, token))).toBe('FORBIDDEN');
    expect(codeOf(await s.server.gql(STATEMENT, { m: '2026-11' }, undefined))).toBe('UNAUTHENTICATED');
    expect(codeOf(await s.server.gql(STATEMENT, { m: '2026-13' }, s.jwt['sf-bakery']))).toBe('BAD_INPUT');
    expect(
      (await s.server.gql(STATEMENT, { m: '2026-11' }, s.jwt['sfx-bakery'])).data.serviceFeeStatement.accountCount,
    ).toBe(1);
  });

  it("comes as an invoice PDF in the bakery's language", async () => {
    const post = async (token: string | undefined, body: unknown) => {
      const res = await fetch(`${s.server.url}/api/service-fee/statement.pdf`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify(body),
      });
      return { status: res.status, bytes: Buffer.from(await res.arrayBuffer()) };
    };
    const res = await post(s.jwt['sf-bakery'], { month: '2026-11', language: 'it' });
    expect(res.status).toBe(200);
    const text = await pdfText(res.bytes);
    for (const part of [
      'Fattura',
      'SF-2026-11-',
      'Canone di servizio novembre 2026',
      'sf Hotel',
      'Struttura',
      '3 account clienti attivi',
      '9,00',
      'IVA 22 %',
      '10,98',
      'Scadenza',
    ])
      expect(text).toContain(part);
    if (process.env.BILL_PDF_OUT)
      await import('node:fs/promises').then(async (fs) =>
        fs.writeFile(`${process.env.BILL_PDF_OUT}/service-fee-it.png`, await pdfPagePng(res.bytes, 1, 80)),
      );
    expect((await post(s.jwt['sf-host'], { month: '2026-11' })).status).toBe(403);
    expect((await post(undefined, { month: '2026-11' })).status).toBe(401);
  });
});
