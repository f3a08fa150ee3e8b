import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bills } from '../../db/schema/index';
import { codeOf } from '../../../test/test-server';
import { CREATE_BILL, deliverBill, freshBillingTenant, setupBills } from '../bills/bills.test-setup';

/**
 * Issue 45 item 11: a bill its credit notes took back in full still showed "creditable", "unpaid" and
 * was listed among the open bills. Settled by its credit notes (art. 26 c. 2 D.P.R. 633/72), nothing is
 * left to credit or to pay.
 */

const CREDIT = `mutation C($b: ID!, $l: [CreditLineInput!]!, $r: String!) { createCreditNote(billId: $b, lines: $l, reason: $r) { id } }`;
const SEND = 'mutation S($id: ID!) { sendBill(id: $id) { id } }';
const STATE = 'query B($id: ID!) { bill(id: $id) { paid creditable fullyCredited creditableCents } }';
const OPEN = 'query L($p: Boolean) { bills(paid: $p) { items { id } } }';

let s: Awaited<ReturnType<typeof setupBills>>;
let f: Awaited<ReturnType<typeof freshBillingTenant>>;
let bill: { id: string; lines: { kind: string; netCents: number }[] };
const listed = async (token: string, paid: boolean | null) =>
  ((await s.server.gql(OPEN, { p: paid }, token)).data.bills.items as { id: string }[]).map((b) => b.id);

beforeAll(async () => {
  s = await setupBills('cnf');
  f = await freshBillingTenant(s);
  const made = await s.server.gql(CREATE_BILL, f.input, f.jwt.bakery);
  if (made.errors) throw new Error(JSON.stringify(made.errors));
  bill = made.data.createBill;
  expect((await s.server.gql(SEND, { id: bill.id }, f.jwt.bakery)).errors).toBeUndefined();
  await deliverBill(s, bill.id, f.jwt.bakery);
});
afterAll(() => s.server.close());

describe('a bill its credit notes took back in full', () => {
  it('is still open and creditable after a partial credit note', async () => {
    const first = bill.lines.findIndex((l) => l.netCents > 1 && l.kind !== 'STAMP_DUTY');
    const res = await s.server.gql(
      CREDIT,
      { b: bill.id, l: [{ line: first + 1, amountCents: 1 }], r: 'Preiskorrektur' },
      f.jwt.bakery,
    );
    expect(res.errors).toBeUndefined();
    expect((await s.server.gql(STATE, { id: bill.id }, f.jwt.bakery)).data.bill).toMatchObject({
      paid: false,
      creditable: true,
      fullyCredited: false,
    });
    expect(await listed(f.jwt.bakery, false)).toContain(bill.id);
  });

  it('is neither creditable nor open once the rest is credited: listed as paid no more than before, but not as open', async () => {
    const open = (await s.server.gql(STATE, { id: bill.id }, f.jwt.bakery)).data.bill.creditableCents as number[];
    const rest = open.map((cents, i) => ({ line: i + 1, amountCents: cents })).filter((l) => l.amountCents > 0);
    const res = await s.server.gql(CREDIT, { b: bill.id, l: rest, r: 'Ganze Lieferung zurück' }, f.jwt.bakery);
    expect(res.errors).toBeUndefined();
    const state = (await s.server.gql(STATE, { id: bill.id }, f.jwt.bakery)).data.bill;
    expect(state).toMatchObject({ paid: false, creditable: false, fullyCredited: true });
    expect(state.creditableCents.every((c: number) => c === 0)).toBe(true);
    expect(await listed(f.jwt.bakery, false)).not.toContain(bill.id);
    expect(await listed(f.jwt.bakery, null)).toContain(bill.id);
    expect(await listed(f.jwt.bakery, true)).not.toContain(bill.id);
    // nothing more can be credited
    expect(
      codeOf(await s.server.gql(CREDIT, { b: bill.id, l: [{ line: 1, amountCents: 1 }], r: 'Noch was' }, f.jwt.bakery)),
    ).toBe('CREDIT_NOTE_TOO_MUCH');
  });

  it('counts for its client the credit notes it was sent: open until then', async () => {
    expect((await s.server.gql(STATE, { id: bill.id }, f.jwt.host)).data.bill).toMatchObject({
      fullyCredited: false,
      creditable: false,
    });
    expect(await listed(f.jwt.host, false)).toContain(bill.id);
    await s.db
      .update(bills)
      .set({ sent: true })
      .where(eq(bills.creditOfBillId, Number(bill.id)));
    expect((await s.server.gql(STATE, { id: bill.id }, f.jwt.host)).data.bill.fullyCredited).toBe(true);
    expect(await listed(f.jwt.host, false)).not.toContain(bill.id);
  });

  it('is no business of another bakery', async () => {
    expect(codeOf(await s.server.gql(STATE, { id: bill.id }, s.jwt.bakery))).toBe('NOT_FOUND');
    expect(await listed(s.jwt.bakery, false)).not.toContain(bill.id);
  });
});
