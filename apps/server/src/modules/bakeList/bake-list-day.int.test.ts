import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { userDetails } from '../../db/schema/index';
import { codeOf } from '../../../test/test-server';
import { pdfText } from '../../../test/pdf';
import { setupProduction, strangers, TOMORROW } from './production.test-setup';

/**
 * Issue 45 item 12: clients with deadlines 17:00 and 18:00 split one delivery day's orders into two
 * bake lists; the day's list sums every deadline of the day (with their additional breads), and
 * names the deadlines it is made of so each one's own list is still there.
 */
const DAY = `query D($date: String!, $lang: Language) { bakeListOfDay(deliveryDate: $date, language: $lang) {
  deliveryDate language totalAmount totalWeightGrams truncated
  deadlines { deadline deliveryDate orderCount generatedAt }
  items { product { id name } orderedAmount additionalAmount totalAmount weightGrams } } }`;
const LIST = 'query L($d: String) { bakeList(deadline: $d) { totalAmount items { product { name } totalAmount } } }';
const SET_EXTRA =
  'mutation S($d: String!, $p: ID!, $a: Int!) { setAdditionalBread(deadline: $d, productId: $p, amount: $a) { totalAmount } }';

/** 17:00 in Rome (CET) the day before TOMORROW: the private customer's own deadline. */
const EARLY = '2026-11-23T16:00:00.000Z';

let s: Awaited<ReturnType<typeof setupProduction>>;
const bakery = () => s.jwt['pd-bakery'];

beforeAll(async () => {
  s = await setupProduction('pd');
  await s.db.update(userDetails).set({ deadline: '17:00' }).where(eq(userDetails.userId, s.t.privateCustomer.id));
  await s.place(s.jwt['pd-host'], [
    [s.p.semmel, 3],
    [s.p.rye, 2],
  ]);
  await s.place(s.jwt['pd-private'], [
    [s.p.semmel, 2],
    [s.p.brezel, 1],
  ]);
  await s.place(s.jwt.guest, [[s.p.semmel, 1]]);
  // not on the day: the day after, and another bakery's order of the same day
  await s.place(s.jwt['pd-private'], [[s.p.semmel, 50]], '2026-11-25');
  await s.place(s.jwt['pdx-private'], [[s.p.foreign, 30]]);
  await s.server.gql(SET_EXTRA, { d: EARLY, p: s.p.semmel, a: 4 }, bakery());
  await s.server.gql(SET_EXTRA, { d: s.deadline, p: s.p.semmel, a: 1 }, bakery());
});
afterAll(() => s.server.close());

describe('bake list of a delivery day', () => {
  it('splits the day into one list per deadline (the defect: nothing sums them)', async () => {
    const early = (await s.server.gql(LIST, { d: EARLY }, bakery())).data.bakeList;
    const late = (await s.server.gql(LIST, { d: s.deadline }, bakery())).data.bakeList;
    expect(early.totalAmount).toBe(2 + 1 + 4);
    expect(late.totalAmount).toBe(3 + 2 + 1 + 1);
  });

  it("sums every deadline of the day with their additional breads and names the day's deadlines", async () => {
    const day = (await s.server.gql(DAY, { date: TOMORROW, lang: 'it' }, bakery())).data.bakeListOfDay;
    expect(day).toMatchObject({
      deliveryDate: TOMORROW,
      language: 'it',
      totalAmount: 14,
      totalWeightGrams: 2000 + 11 * 50 + 50,
      truncated: false,
      deadlines: [
        { deadline: EARLY, deliveryDate: TOMORROW, orderCount: 1, generatedAt: null },
        { deadline: s.deadline, deliveryDate: TOMORROW, orderCount: 2, generatedAt: null },
      ],
    });
    expect(day.items.map((i: { product: { name: string } }) => ({ ...i, product: { name: i.product.name } }))).toEqual([
      { product: { name: 'Pane di segale' }, orderedAmount: 2, additionalAmount: 0, totalAmount: 2, weightGrams: 2000 },
      { product: { name: 'Brezel' }, orderedAmount: 1, additionalAmount: 0, totalAmount: 1, weightGrams: 50 },
      { product: { name: 'Semmel' }, orderedAmount: 6, additionalAmount: 5, totalAmount: 11, weightGrams: 550 },
    ]);
  });

  it('is empty on a day without orders, also for another bakery (its orders of the day are not shown)', async () => {
    const empty = (await s.server.gql(DAY, { date: '2026-11-30' }, bakery())).data.bakeListOfDay;
    expect(empty).toMatchObject({ deliveryDate: '2026-11-30', totalAmount: 0, deadlines: [], items: [] });
    const other = (await s.server.gql(DAY, { date: TOMORROW }, s.jwt['pdx-bakery'])).data.bakeListOfDay;
    expect(other.items.map((i: { product: { id: string } }) => i.product.id)).toEqual([s.p.foreign]);
    expect(other.totalAmount).toBe(30);
  });

  it('refuses a date that is not one, and every account but the bakery', async () => {
    expect(codeOf(await s.server.gql(DAY, { date: '2026-11-31' }, bakery()))).toBe('INVALID_DATE');
    for (const date of ['24.11.2026', ''])
      expect(codeOf(await s.server.gql(DAY, { date }, bakery()))).toBe('BAD_INPUT');
    for (const [who, token, code] of strangers(s, 'pd')) {
      const res = await s.server.gql(DAY, { date: TOMORROW }, token);
      expect([who, codeOf(res)]).toEqual([who, code]);
      expect(res.data?.bakeListOfDay ?? null).toBeNull();
    }
  });
});

async function postPdf(body: unknown, token: string | undefined = bakery()) {
  const res = await fetch(`${s.server.url}/api/production/bake-list.pdf`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return {
    status: res.status,
    disposition: res.headers.get('content-disposition'),
    bytes: Buffer.from(await res.arrayBuffer()),
  };
}

describe('PDF of a delivery day', () => {
  it("prints the day's sum and names its deadlines, in the asked language", async () => {
    const res = await postPdf({ deliveryDate: TOMORROW });
    expect(res.status).toBe(200);
    expect(res.disposition).toContain('Backliste-2026-11-24.pdf');
    const text = await pdfText(res.bytes);
    expect(text).toContain('Lieferung am 24. November 2026');
    expect(text).toContain('Ganzer Liefertag');
    expect(text).toMatch(/23\.11\.2026, 17:00 \(1 Bestellung\), 23\.11\.2026, 18:00 \(2 Bestellungen\)/);
    expect(text).toMatch(/Semmel 6 5 11/);
    expect(text).toMatch(/Summe 9 5 14/);
    expect(await pdfText((await postPdf({ deliveryDate: TOMORROW, language: 'en' })).bytes)).toContain(
      'Whole delivery day',
    );
  });

  it('refuses a bad day and every account but the bakery', async () => {
    const bad = await postPdf({ deliveryDate: '2026-11-31' });
    expect([bad.status, JSON.parse(bad.bytes.toString()).errors[0].extensions.code]).toEqual([400, 'BAD_INPUT']);
    const host = await postPdf({ deliveryDate: TOMORROW }, s.jwt['pd-host']);
    expect(host.status).toBe(403);
  });
});
