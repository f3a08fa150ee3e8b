import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, isNotNull } from 'drizzle-orm';
import { abos, holidays, orders } from '../../db/schema/index';
import { codeOf } from '../../../test/test-server';
import { MORNING, setupOrders, TOMORROW } from '../orders/orders.test-setup';
import { runAboJob } from './abo-job';

const FIELDS =
  'id active startsOn pausedUntil lastOrder interval { kind days weekdays } lines { amount product { name } } nextDeliveries';
const CREATE = `mutation C($input: AboInput!) { createAbo(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation U($id: ID!, $input: AboInput!) { updateAbo(id: $id, input: $input) { ${FIELDS} } }`;
const PAUSE = `mutation P($id: ID!, $until: String) { pauseAbo(id: $id, until: $until) { ${FIELDS} } }`;
const ACTIVE = `mutation A($id: ID!, $active: Boolean!) { setAboActive(id: $id, active: $active) { ${FIELDS} } }`;
const DELETE = 'mutation D($id: ID!) { deleteAbo(id: $id) }';
const LIST = `query L { abos { total items { ${FIELDS} } } }`;
const ONE = `query O($id: ID!) { abo(id: $id) { ${FIELDS} } }`;

let s: Awaited<ReturnType<typeof setupOrders>>;
const weekdays = (lines: { productId: string; amount: number }[], days = [1, 2, 3, 4, 5]) => ({
  input: { interval: { kind: 'WEEKDAYS', weekdays: days }, lines },
});

beforeAll(async () => {
  s = await setupOrders('ab');
});
afterAll(() => s.server.close());
// every test starts on the setup's morning, whatever clock the one before left
beforeEach(() => {
  s.clock.now = MORNING;
});

async function aboOrders(aboId: string) {
  return s.db
    .select()
    .from(orders)
    .where(eq(orders.aboId, Number(aboId)));
}

describe('abos', () => {
  it('a private customer creates a weekday abo and sees its next deliveries', async () => {
    const res = await s.server.gql(
      CREATE,
      weekdays([
        { productId: s.p.semmel, amount: 4 },
        { productId: s.p.semmel, amount: 2 },
      ]),
      s.jwt['ab-private'],
    );
    const abo = res.data.createAbo;
    expect(abo).toMatchObject({
      active: true,
      startsOn: TOMORROW,
      interval: { kind: 'WEEKDAYS', weekdays: [1, 2, 3, 4, 5] },
      lines: [{ amount: 6, product: { name: 'Semmel' } }],
    });
    expect(abo.nextDeliveries.slice(0, 5)).toEqual([
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-30',
    ]);
    expect((await s.server.gql(LIST, {}, s.jwt['ab-private'])).data.abos.total).toBe(1);
  });

  it('the job creates each order once before its deadline, also when two runs overlap', async () => {
    const abo = (await s.server.gql(CREATE, weekdays([{ productId: s.p.brezel, amount: 3 }]), s.jwt['ab-host'])).data
      .createAbo;
    const [a, b] = await Promise.all([runAboJob(s.server.platform), runAboJob(s.server.platform)]);
    const created = await aboOrders(abo.id);
    // Monday 11:00: Tuesday's deadline (today 18:00) and Wednesday's (tomorrow 18:00) lie within two days
    expect(created.map((o) => o.deliveryDate).sort()).toEqual(['2026-11-24', '2026-11-25']);
    expect(created.every((o) => o.accepted && o.hostId === s.t.host.id)).toBe(true);
    expect(a.created + b.created).toBeGreaterThanOrEqual(2);
    expect(a.failed).toEqual([]);
    const again = await runAboJob(s.server.platform);
    expect(await aboOrders(abo.id)).toHaveLength(2);
    expect(again.existing).toBeGreaterThanOrEqual(2);
    const [row] = await s.db
      .select()
      .from(abos)
      .where(eq(abos.id, Number(abo.id)));
    expect(row).toMatchObject({ lastOrder: '2026-11-25' });
  });

  it('notes an order a stopped run made but did not note (killed between the order and the abo), when it meets it again', async () => {
    const abo = (await s.server.gql(CREATE, weekdays([{ productId: s.p.brezel, amount: 2 }]), s.jwt['ab-host'])).data
      .createAbo;
    await runAboJob(s.server.platform);
    expect((await aboOrders(abo.id)).map((o) => o.deliveryDate).sort()).toEqual(['2026-11-24', '2026-11-25']);
    // as if the instance died after writing the second order and before noting it on the abo
    await s.db
      .update(abos)
      .set({ lastOrder: '2026-11-24', prevOrder: null })
      .where(eq(abos.id, Number(abo.id)));
    const again = await runAboJob(s.server.platform);
    expect(again.failed).toEqual([]);
    expect(await aboOrders(abo.id)).toHaveLength(2);
    const [row] = await s.db
      .select()
      .from(abos)
      .where(eq(abos.id, Number(abo.id)));
    expect(row).toMatchObject({ lastOrder: '2026-11-25', prevOrder: '2026-11-24' });
  });

  it('skips holidays, paused days and inactive abos', async () => {
    const abo = (
      await s.server.gql(
        CREATE,
        { input: { interval: { kind: 'EVERY_N_DAYS', days: 1 }, lines: [{ productId: s.p.semmel, amount: 1 }] } },
        s.jwt['ab-private'],
      )
    ).data.createAbo;
    await s.db
      .insert(holidays)
      .values({ bakeryId: s.t.bakery.id, name: 'Ruhetag', from: '2026-11-25', to: '2026-11-25' });
    const paused = (await s.server.gql(PAUSE, { id: abo.id, until: '2026-11-24' }, s.jwt['ab-private'])).data.pauseAbo;
    expect(paused.pausedUntil).toBe('2026-11-24');
    expect(paused.nextDeliveries[0]).toBe('2026-11-26');
    await runAboJob(s.server.platform);
    expect(await aboOrders(abo.id)).toEqual([]); // 24th paused, 25th holiday, 26th's deadline is beyond two days
    await s.server.gql(ACTIVE, { id: abo.id, active: false }, s.jwt['ab-private']);
    s.clock.now = new Date('2026-11-25T10:00:00.000Z');
    await runAboJob(s.server.platform);
    expect(await aboOrders(abo.id)).toEqual([]);
  });

  it('refuses bad input with its code and writes nothing', async () => {
    const before = (await s.db.select().from(abos)).length;
    const bad = [
      [
        { input: { interval: { kind: 'WEEKDAYS', weekdays: [] }, lines: [{ productId: s.p.semmel, amount: 1 }] } },
        'BAD_INPUT',
      ],
      [
        { input: { interval: { kind: 'EVERY_N_DAYS', days: 0 }, lines: [{ productId: s.p.semmel, amount: 1 }] } },
        'BAD_INPUT',
      ],
      [weekdays([{ productId: s.p.semmel, amount: 0 }]), 'ORDER_AMOUNT_INVALID'],
      [weekdays([]), 'ORDER_EMPTY'],
      [weekdays([{ productId: s.p.foreign, amount: 1 }]), 'PRODUCT_NOT_ORDERABLE'],
      [
        { input: { ...weekdays([{ productId: s.p.semmel, amount: 1 }]).input, startsOn: '2026-11-23' } },
        'INVALID_DATE',
      ],
    ] as const;
    for (const [variables, code] of bad)
      expect(codeOf(await s.server.gql(CREATE, variables, s.jwt['ab-private']))).toBe(code);
    expect((await s.db.select().from(abos)).length).toBe(before);
  });

  it('refuses another client, the bakery and signed-out callers; a guest has its own abos', async () => {
    const abo = (await s.server.gql(CREATE, weekdays([{ productId: s.p.semmel, amount: 1 }]), s.jwt.guest)).data
      .createAbo;
    expect(abo.lines[0].product.name).toBe('Semmel');
    const input = weekdays([{ productId: s.p.semmel, amount: 9 }]);
    for (const who of ['guest2', 'otherGuest', 'ab-host', 'ab-private', 'abx-private']) {
      expect(codeOf(await s.server.gql(UPDATE, { id: abo.id, ...input }, s.jwt[who]))).toBe('NOT_FOUND');
      expect(codeOf(await s.server.gql(PAUSE, { id: abo.id, until: null }, s.jwt[who]))).toBe('NOT_FOUND');
      expect(codeOf(await s.server.gql(DELETE, { id: abo.id }, s.jwt[who]))).toBe('NOT_FOUND');
      expect(codeOf(await s.server.gql(ACTIVE, { id: abo.id, active: false }, s.jwt[who]))).toBe('NOT_FOUND');
      expect(codeOf(await s.server.gql(ONE, { id: abo.id }, s.jwt[who]))).toBe('NOT_FOUND');
    }
    expect((await s.server.gql(ONE, { id: abo.id }, s.jwt.guest)).data.abo.id).toBe(abo.id);
    expect(codeOf(await s.server.gql(CREATE, input, s.jwt['ab-bakery']))).toBe('FORBIDDEN');
    expect(codeOf(await s.server.gql(LIST, {}, s.jwt['ab-bakery']))).toBe('FORBIDDEN');
    expect(codeOf(await s.server.gql(DELETE, { id: abo.id }))).toBe('UNAUTHENTICATED');
    const [row] = await s.db
      .select()
      .from(abos)
      .where(eq(abos.id, Number(abo.id)));
    expect(row).toMatchObject({ active: true, pausedUntil: null });
  });

  it('deleting an abo keeps the orders it made, as ordinary orders', async () => {
    const abo = (await s.server.gql(CREATE, weekdays([{ productId: s.p.semmel, amount: 2 }]), s.jwt['ab-private'])).data
      .createAbo;
    await runAboJob(s.server.platform);
    const made = await aboOrders(abo.id);
    expect(made.length).toBeGreaterThan(0);
    expect((await s.server.gql(DELETE, { id: abo.id }, s.jwt['ab-private'])).data.deleteAbo).toBe(true);
    const kept = await s.db.select().from(orders).where(isNotNull(orders.id));
    expect(made.every((m) => kept.some((k) => k.id === m.id && k.aboId === null))).toBe(true);
  });
});
