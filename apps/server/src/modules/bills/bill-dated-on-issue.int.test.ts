import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { bills, deliveryDockets, orderedProducts, orders } from '../../db/schema/index';
import { sdiProblems, validateFatturaPA } from '@bakery/einvoice';
import { CREATE_BILL, setupBills } from './bills.test-setup';

/**
 * Rule "dated on issue" (docs/FISCAL.md, Numbers): invoice numbers run in date order (art. 21 c. 2 lett. b
 * D.P.R. 633/72). An invoice that no date of its window lets follow the series' last bill — a late deferred
 * invoice, an immediate invoice of a day before it — is dated on the day it is issued, its delivery date
 * stated (art. 21 c. 2 lett. g-bis; circolare 14/E/2019 §3.1). Issue 45 item 4: with the clock at 2 December,
 * after 1/2026 dated 02.12 a late October TD24 took 2/2026 dated 31.10 and November's bills 10.11 and 24.11.
 */

const DRAFT = `query D($c: ID!, $f: String!, $t: String!) { billDraft(clientId: $c, from: $f, to: $t) {
  invoice { documentType billDate earliest latest datedOnIssue } } }`;
const START = 'mutation S($f: String!, $t: String!) { startBillRun(from: $f, to: $t) { id } }';
const RUN = 'query R($id: ID!) { billRun(id: $id) { state created } }';

let s: Awaited<ReturnType<typeof setupBills>>;
beforeAll(async () => {
  s = await setupBills('doi');
});
afterAll(() => s.server.close());

let nextNumber = 41_000;
/** An accepted order of the host delivered on `day` (2 Semmeln), with a docket of that day when `docketed`. */
async function delivered(day: string, docketed: boolean) {
  const number = nextNumber++;
  let docketId: number | null = null;
  if (docketed) {
    const [docket] = await s.db
      .insert(deliveryDockets)
      .values({
        bakeryId: s.t.bakery.id,
        clientId: s.t.host.id,
        deliveryDate: day,
        deadline: new Date(`${day}T05:00:00Z`),
        sequence: number,
        number: `DDT ${number}`,
      })
      .returning();
    docketId = docket!.id;
  }
  const [order] = await s.db
    .insert(orders)
    .values({
      number,
      publicId: `doi${number}`,
      bakeryId: s.t.bakery.id,
      hostId: s.t.host.id,
      deadline: new Date(`${day}T04:00:00Z`),
      deliveryDate: day,
      accepted: true,
      deliveryDocketId: docketId,
    })
    .returning();
  await s.db.insert(orderedProducts).values({
    orderId: order!.id,
    baseProductId: Number(s.p.semmel),
    amount: 2,
    currentVat: '10',
    currentGramPrice: '0.009',
    currentApproxWeight: 50,
  });
  return order!;
}

async function bill(from: string, to: string) {
  const res = await s.server.gql(CREATE_BILL, { input: { clientId: String(s.t.host.id), from, to } }, s.jwt.bakery);
  expect(res.errors).toBeUndefined();
  return res.data.createBill as { id: string; number: string; billDate: string; documentType: string };
}

describe('rule "dated on issue": bills that cannot follow the last bill by their own dates', () => {
  it('a late October TD24 after a bill of today is dated today, not 31.10', async () => {
    s.clock.now = new Date('2026-12-02T10:00:00.000Z');
    await delivered('2026-12-02', true);
    await delivered('2026-10-28', true);
    expect(await bill('2026-12-02', '2026-12-02')).toMatchObject({
      number: '1/2026',
      billDate: '2026-12-02',
      documentType: 'TD24',
    });
    const draft = await s.server.gql(DRAFT, { c: String(s.t.host.id), f: '2026-10-01', t: '2026-10-31' }, s.jwt.bakery);
    expect(draft.data.billDraft.invoice).toEqual({
      documentType: 'TD24',
      billDate: '2026-12-02',
      earliest: '2026-12-02',
      latest: '2026-12-02',
      datedOnIssue: true,
    });
    expect(await bill('2026-10-01', '2026-10-31')).toMatchObject({
      number: '2/2026',
      billDate: '2026-12-02',
      documentType: 'TD24',
    });
  });

  it("November's run: every bill dated today, numbers in date order; an immediate invoice states its delivery day", async () => {
    await delivered('2026-11-10', false);
    await delivered('2026-11-24', false);
    const started = await s.server.gql(START, { f: '2026-11-01', t: '2026-11-30' }, s.jwt.bakery);
    expect(started.errors).toBeUndefined();
    let state = 'RUNNING';
    for (let i = 0; i < 300 && state === 'RUNNING'; i++) {
      await new Promise((r) => setTimeout(r, 100));
      state = (await s.server.gql(RUN, { id: started.data.startBillRun.id }, s.jwt.bakery)).data.billRun.state;
    }
    expect(state).toBe('DONE');
    const made = await s.db.select().from(bills).where(eq(bills.bakeryId, s.t.bakery.id)).orderBy(asc(bills.sequence));
    const dates = made.map((b) => b.billDate);
    expect(dates).toEqual([...dates].sort());
    const host = made.filter((b) => b.clientId === s.t.host.id && b.sequence > 2);
    // the host's two undocketed days and its docketed November (the setup's orders)
    expect(host.map((b) => [b.documentType, b.billDate]).sort()).toEqual([
      ['TD01', '2026-12-02'],
      ['TD01', '2026-12-02'],
      ['TD24', '2026-12-02'],
    ]);
    const td01 = host.find((b) => b.documentType === 'TD01')!;
    expect(td01.xml).toContain('<Data>2026-12-02</Data>');
    expect(td01.xml).toMatch(/<Causale>[^<]*(10|24)[./]11[./]2026[^<]*<\/Causale>/);
    expect(sdiProblems(td01.xml!)).toEqual([]);
    expect((await validateFatturaPA(td01.xml!)).valid).toBe(true);
  });
});
