import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bills } from '../../db/schema/index';
import { CREATE_BILL, PERIOD, setupBills } from './bills.test-setup';

/**
 * Invoice numbers run in date order (art. 21 c. 2 lett. b D.P.R. 633/72; circolare 14/E/2019 §3.2):
 * a new bill takes the next number, so it is not dated before the series' last bill where its
 * invoice type allows a later date. Found by the fiscal review of 2026-11-28: after an immediate
 * invoice dated 4 December (1/2026), November's deferred invoice made on 10 December got 2/2026
 * dated 30 November.
 */

const PLAN = `query D($c: ID!, $f: String!, $t: String!) { billDraft(clientId: $c, from: $f, to: $t) {
  invoice { documentType billDate earliest latest } } }`;

let s: Awaited<ReturnType<typeof setupBills>>;
beforeAll(async () => {
  s = await setupBills('do');
});
afterAll(() => s.server.close());

describe('a deferred invoice made after a later-dated immediate one', () => {
  it('is dated on or after it, by default and when a date is chosen; both numbers follow the dates', async () => {
    s.clock.now = new Date('2026-12-05T10:00:00.000Z');
    await s.placeEarlier(s.jwt.host, [[s.p.semmel, 2]], '2026-12-04');
    const td01 = await s.server.gql(
      CREATE_BILL,
      { input: { clientId: String(s.t.host.id), from: '2026-12-04', to: '2026-12-04' } },
      s.jwt.bakery,
    );
    expect(td01.errors).toBeUndefined();
    expect(td01.data.createBill).toMatchObject({ number: '1/2026', billDate: '2026-12-04' });

    s.clock.now = new Date('2026-12-10T10:00:00.000Z');
    const draft = await s.server.gql(PLAN, { c: String(s.t.host.id), f: PERIOD.from, t: PERIOD.to }, s.jwt.bakery);
    expect(draft.data.billDraft.invoice).toEqual({
      documentType: 'TD24',
      billDate: '2026-12-04',
      earliest: '2026-12-04',
      latest: '2026-12-10',
    });
    const before = await s.server.gql(
      CREATE_BILL,
      { input: { clientId: String(s.t.host.id), ...PERIOD, billDate: '2026-11-30' } },
      s.jwt.bakery,
    );
    expect(before.errors?.[0]?.extensions).toMatchObject({
      code: 'BILL_DATE_NOT_ALLOWED',
      earliest: '2026-12-04',
      latest: '2026-12-10',
    });
    const td24 = await s.server.gql(CREATE_BILL, { input: { clientId: String(s.t.host.id), ...PERIOD } }, s.jwt.bakery);
    expect(td24.errors).toBeUndefined();

    const rows = await s.db.select().from(bills).where(eq(bills.bakeryId, s.t.bakery.id));
    const seen = rows.map((r) => [r.billNumber, r.documentType, r.billDate]).sort();
    expect(seen).toEqual([
      ['1/2026', 'TD01', '2026-12-04'],
      ['2/2026', 'TD24', '2026-12-04'],
    ]);
  });
});
