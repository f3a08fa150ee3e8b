import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bills, deliveryDockets, orders } from '../../db/schema/index';
import { codeOf } from '../../../test/test-server';
import { sdiProblems, validateFatturaPA } from '@bakery/einvoice';
import { deliverBill, PERIOD, SELLER, setPrivateBillingData, setupBills } from './bills.test-setup';

/**
 * A bakery leaves the flat-rate scheme (RF19, L. 190/2014 art. 1 c. 54-89) for the ordinary regime
 * (RF01) from 25 November. A sale of goods is made at delivery (art. 6 c. 1 D.P.R. 633/72), so the
 * deliveries of the 24th stay RF19 without VAT on a bill made after the change, those of the 26th are
 * RF01 with VAT, and no bill holds both: RegimeFiscale is one per document (found by the fiscal
 * review of 2026-11-29: the regime was read from the settings of the day the bill was made).
 */
const SINCE = '2026-11-25';
const AFTER = '2026-11-26';
const SETTINGS = `mutation S($input: DocumentSettingsInput!) { updateDocumentSettings(input: $input) {
  eBillData { regime previousRegime regimeSince } } }`;
const READ = 'query { documentSettings { eBillData { regime previousRegime regimeSince } } }';
const DRAFT = `query D($c: ID!, $o: [ID!]) { billDraft(clientId: $c, from: "${PERIOD.from}", to: "${PERIOD.to}", orderIds: $o) {
  orders { id deliveryDate netCents } taxCents invoiceProblem { code days } } }`;
const CREATE = `mutation C($input: CreateBillInput!) { createBill(input: $input) {
  id documentType taxCents netCents lines { natura vatRate } orders { deliveryDate } } }`;
const RUN_START =
  'mutation S($f: String!, $t: String!) { startBillRun(from: $f, to: $t) { id state created failed { code } } }';
const RUN_READ = 'query R($id: ID!) { billRun(id: $id) { id state created failed { code } } }';
const SEND = 'mutation S($id: ID!) { sendBill(id: $id) { id } }';
const CREDIT = `mutation C($b: ID!, $l: [CreditLineInput!]!, $r: String!) { createCreditNote(billId: $b, lines: $l, reason: $r) { id taxCents } }`;

type Setup = Awaited<ReturnType<typeof setupBills>>;
let s: Setup;
let host: string;
const billCount = async () => (await s.db.select().from(bills).where(eq(bills.bakeryId, s.t.bakery.id))).length;
const xmlOf = async (id: string) =>
  (
    await s.db
      .select()
      .from(bills)
      .where(eq(bills.id, Number(id)))
  )[0]!.xml!;
const tag = (xml: string, name: string) =>
  [...xml.matchAll(new RegExp(`<${name}>([^<]*)</${name}>`, 'g'))].map((m) => m[1]);

async function expectValid(xml: string) {
  expect((await validateFatturaPA(xml)).errors).toEqual([]);
  expect(sdiProblems(xml)).toEqual([]);
}

beforeAll(async () => {
  s = await setupBills('rgc');
  host = String(s.t.host.id);
  await s.placeEarlier(s.jwt.host, [[s.p.semmel, 4]], AFTER); // after the change, without a docket
}, 60_000);
afterAll(() => s.server.close());

describe('a change of tax regime on a day (art. 6 c. 1 D.P.R. 633/72, RegimeFiscale one per document)', () => {
  it('refuses a change without its day, or "from" the same regime, naming the field and saving nothing', async () => {
    const noDay = await s.server.gql(
      SETTINGS,
      { input: { eBillData: { ...SELLER, previousRegime: 'RF19' } } },
      s.jwt.bakery,
    );
    expect(codeOf(noDay)).toBe('BAD_INPUT');
    expect(noDay.errors?.[0]?.extensions?.fields).toEqual(['eBillData.regimeSince']);
    const same = await s.server.gql(
      SETTINGS,
      { input: { eBillData: { ...SELLER, previousRegime: 'RF01', regimeSince: SINCE } } },
      s.jwt.bakery,
    );
    expect(same.errors?.[0]?.extensions?.fields).toEqual(['eBillData.previousRegime']);
    const stored = await s.server.gql(READ, {}, s.jwt.bakery);
    expect(stored.data.documentSettings.eBillData).toEqual({ regime: 'RF01', previousRegime: null, regimeSince: null });
  });

  it('keeps the previous regime with the first day of the new one', async () => {
    const saved = await s.server.gql(
      SETTINGS,
      { input: { eBillData: { ...SELLER, regime: 'RF01', previousRegime: 'rf19', regimeSince: SINCE } } },
      s.jwt.bakery,
    );
    expect(saved.errors).toBeUndefined();
    expect(saved.data.updateDocumentSettings.eBillData).toEqual({
      regime: 'RF01',
      previousRegime: 'RF19',
      regimeSince: SINCE,
    });
  });

  it('refuses one bill of deliveries on both sides, naming the day; the draft shows why and lists every order', async () => {
    const before = await billCount();
    const all = await s.server.gql(CREATE, { input: { clientId: host, ...PERIOD } }, s.jwt.bakery);
    expect(codeOf(all)).toBe('BILL_SPANS_REGIME_CHANGE');
    expect(all.errors?.[0]?.extensions?.days).toEqual([SINCE]);
    expect(await billCount()).toBe(before);

    const draft = (await s.server.gql(DRAFT, { c: host }, s.jwt.bakery)).data.billDraft;
    expect(draft.invoiceProblem).toEqual({ code: 'BILL_SPANS_REGIME_CHANGE', days: [SINCE] });
    const days = draft.orders.map((o: { deliveryDate: string }) => o.deliveryDate);
    expect(new Set(days)).toEqual(new Set(['2026-11-24', AFTER]));
    expect(draft.orders.every((o: { netCents: number }) => o.netCents > 0)).toBe(true);
  });

  it('bills the deliveries before the change under the flat-rate scheme, without VAT, though made after it', async () => {
    const draft = (await s.server.gql(DRAFT, { c: host }, s.jwt.bakery)).data.billDraft;
    const earlier = draft.orders
      .filter((o: { deliveryDate: string }) => o.deliveryDate < SINCE)
      .map((o: { id: string }) => o.id);
    const chosen = (await s.server.gql(DRAFT, { c: host, o: earlier }, s.jwt.bakery)).data.billDraft;
    expect(chosen.invoiceProblem).toBeNull();
    expect(chosen.taxCents).toBe(0);

    const res = await s.server.gql(CREATE, { input: { clientId: host, ...PERIOD, orderIds: earlier } }, s.jwt.bakery);
    expect(res.errors).toBeUndefined();
    const bill = res.data.createBill;
    expect(bill.documentType).toBe('TD24');
    expect(bill.taxCents).toBe(0);
    expect(new Set(bill.lines.map((l: { natura: string }) => l.natura))).toEqual(new Set(['N2.2']));
    const xml = await xmlOf(bill.id);
    expect(tag(xml, 'RegimeFiscale')).toEqual(['RF19']);
    expect(xml).toContain('regime forfettario');
    await expectValid(xml);

    // sent and delivered as issued; its credit note varies it as it was taxed: RF19, no VAT (art. 26 D.P.R. 633/72)
    expect((await s.server.gql(SEND, { id: bill.id }, s.jwt.bakery)).errors).toBeUndefined();
    await deliverBill(s, bill.id, s.jwt.bakery);
    expect(tag(await xmlOf(bill.id), 'RegimeFiscale')).toEqual(['RF19']);
    const credit = await s.server.gql(
      CREDIT,
      { b: bill.id, l: [{ line: 1, quantity: '1' }], r: 'Reklamation' },
      s.jwt.bakery,
    );
    expect(credit.errors).toBeUndefined();
    expect(credit.data.createCreditNote.taxCents).toBe(0);
    const creditXml = await xmlOf(credit.data.createCreditNote.id);
    expect(tag(creditXml, 'TipoDocumento')).toEqual(['TD04']);
    expect(tag(creditXml, 'RegimeFiscale')).toEqual(['RF19']);
    await expectValid(creditXml);
  });

  it('bills the deliveries from the change on under the ordinary regime, with VAT', async () => {
    const res = await s.server.gql(CREATE, { input: { clientId: host, ...PERIOD } }, s.jwt.bakery);
    expect(res.errors).toBeUndefined();
    const bill = res.data.createBill;
    expect(bill.orders.map((o: { deliveryDate: string }) => o.deliveryDate)).toEqual([AFTER]);
    expect(bill.documentType).toBe('TD01');
    expect(bill.taxCents).toBeGreaterThan(0);
    expect(bill.lines.every((l: { natura: string | null }) => l.natura === null)).toBe(true);
    const xml = await xmlOf(bill.id);
    expect(tag(xml, 'RegimeFiscale')).toEqual(['RF01']);
    await expectValid(xml);
  });

  it("a bill run splits a month's docketed deliveries at the change: one deferred invoice per regime", async () => {
    await setPrivateBillingData(s.db, s.t.privateCustomer.id);
    // the private customer's docketed delivery of the 24th (the setup's) and one of the 27th with its docket
    const late = await s.placeEarlier(s.jwt.private, [[s.p.semmel, 3]], '2026-11-27');
    const [docket] = await s.db
      .insert(deliveryDockets)
      .values({
        bakeryId: s.t.bakery.id,
        clientId: s.t.privateCustomer.id,
        deliveryDate: '2026-11-27',
        deadline: new Date('2026-11-26T17:00:00Z'),
        sequence: 900,
        number: 'DDT-900',
      })
      .returning();
    await s.db
      .update(orders)
      .set({ deliveryDocketId: docket!.id })
      .where(eq(orders.id, Number(late.id)));

    const started = await s.server.gql(RUN_START, { f: PERIOD.from, t: PERIOD.to }, s.jwt.bakery);
    expect(started.errors).toBeUndefined();
    let run = started.data.startBillRun;
    for (let i = 0; i < 300 && run.state === 'RUNNING'; i++) {
      await new Promise((r) => setTimeout(r, 100));
      run = (await s.server.gql(RUN_READ, { id: run.id }, s.jwt.bakery)).data.billRun;
    }
    expect(run).toMatchObject({ state: 'DONE', created: 2, failed: [] });
    const made = await s.db.select().from(bills).where(eq(bills.clientId, s.t.privateCustomer.id));
    const byRegime = await Promise.all(
      made.map(async (b) => ({
        type: b.documentType,
        regime: tag(await xmlOf(String(b.id)), 'RegimeFiscale')[0],
        days: ((b.snapshot as { orders: { deliveryDate: string; docketNumber: string | null }[] }).orders ?? []).map(
          (o) => `${o.deliveryDate} ${o.docketNumber === null ? 'without' : 'with'} docket`,
        ),
      })),
    );
    expect(byRegime.sort((a, b) => a.days[0]!.localeCompare(b.days[0]!))).toEqual([
      { type: 'TD24', regime: 'RF19', days: ['2026-11-24 with docket'] },
      { type: 'TD24', regime: 'RF01', days: ['2026-11-27 with docket'] },
    ]);
  });
});
