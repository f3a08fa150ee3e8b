import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestServer, codeOf, type TestServer } from '../../../test/test-server';
import { createTenant, PASSWORD, signIn } from '../../../test/fixtures';
import { startSmtpCatcher } from '../../../test/smtp-catcher';
import { users } from '../../db/schema/index';
import { createOperator } from '../operator/operator.service';
import { runContractJob } from './contract-job';

const STATUS =
  'query S { contractStatus { contractStart today clientsToInform notice { noticeOn rule lastDay blockedFrom withdrawable } } }';
const GIVE =
  'mutation G($p: String!) { giveContractNotice(password: $p) { notice { noticeOn rule lastDay blockedFrom withdrawable } } }';
const WITHDRAW = 'mutation W { withdrawContractNotice { notice { noticeOn } } }';
const REVOKE = 'mutation R($id: ID!) { revokeContractNotice(bakeryId: $id) { notice { noticeOn } } }';
const LOGIN = 'mutation L($i: String!, $p: String!) { login(identifier: $i, password: $p) { jwt } }';

let clock = new Date('2026-11-25T10:00:00Z');
let server: TestServer;
let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
let a: Awaited<ReturnType<typeof createTenant>>;
let b: Awaited<ReturnType<typeof createTenant>>;
let c: Awaited<ReturnType<typeof createTenant>>;
let jwt: Record<string, string> = {};

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  server = await createTestServer({ smtpUrl: smtp.url }, { now: () => clock });
  const db = server.platform.db;
  a = await createTenant(db, 'cta', '2026-11-25');
  b = await createTenant(db, 'ctb', '2026-11-25');
  c = await createTenant(db, 'ctc', '2026-11-25');
  await db
    .update(users)
    .set({ createdAt: new Date('2025-03-10T09:00:00Z') })
    .where(eq(users.id, a.bakery.id));
  await db
    .update(users)
    .set({ createdAt: new Date('2026-11-20T09:00:00Z') })
    .where(eq(users.id, b.bakery.id));
  await db
    .update(users)
    .set({ createdAt: new Date('2025-03-10T09:00:00Z') })
    .where(eq(users.id, c.bakery.id));
  await createOperator(db, { username: 'ct-operator', email: 'ct-op@example.org', password: PASSWORD });
  jwt = await signIn(server, {
    users: ['cta-bakery', 'cta-host', 'cta-private', 'ctb-bakery', 'ctc-bakery', 'ct-operator'],
    guests: { guest: 'ctaroom1' },
  });
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

// requirements/platform-and-contract.md#service-contract
describe('cancelling the contract: month-end notice', () => {
  it('is refused with a wrong password and changes nothing', async () => {
    expect(codeOf(await server.gql(GIVE, { p: 'Falsch-123!' }, jwt['cta-bakery']))).toBe('PASSWORD_WRONG');
    expect((await server.gql(STATUS, {}, jwt['cta-bakery'])).data.contractStatus).toEqual({
      contractStart: '2025-03-10',
      today: '2026-11-25',
      // the host and the private customer have an address; the guest has none
      clientsToInform: 2,
      notice: null,
    });
    await server.platform.mailer.settled();
    expect(smtp.mails.some((m) => JSON.stringify(m.to).includes('cta-'))).toBe(false);
  });

  it('is refused for every other role and for anonymous callers', async () => {
    expect(codeOf(await server.gql(GIVE, { p: PASSWORD }))).toBe('UNAUTHENTICATED');
    for (const role of ['cta-host', 'cta-private', 'guest', 'ct-operator']) {
      expect(codeOf(await server.gql(GIVE, { p: PASSWORD }, jwt[role])), role).toBe('FORBIDDEN');
      expect(codeOf(await server.gql(STATUS, {}, jwt[role])), role).toBe('FORBIDDEN');
    }
    expect(codeOf(await server.gql(REVOKE, { id: String(a.bakery.id) }, jwt['cta-bakery']))).toBe('FORBIDDEN');
    expect(codeOf(await server.gql(REVOKE, { id: String(a.bakery.id) }, jwt['cta-host']))).toBe('FORBIDDEN');
  });

  it('after the 14 days ends the contract on the last day of the month and tells the clients in their languages', async () => {
    const since = smtp.mails.length;
    const res = await server.gql(GIVE, { p: PASSWORD }, jwt['cta-bakery']);
    expect(res.errors).toBeUndefined();
    expect(res.data.giveContractNotice.notice).toEqual({
      noticeOn: '2026-11-25',
      rule: 'MONTH_END',
      lastDay: '2026-11-30',
      blockedFrom: '2026-12-01',
      withdrawable: true,
    });
    const all = await server.gql('query B { allBakeries { username contractLastDay } }', {}, jwt['ct-operator']);
    expect(all.data.allBakeries).toEqual(
      expect.arrayContaining([
        { username: 'cta-bakery', contractLastDay: '2026-11-30' },
        { username: 'ctc-bakery', contractLastDay: null },
      ]),
    );
    const host = await smtp.next('cta-host@example.org', since);
    expect(host.subject).toBe('cta Bakery beendet die Bestellungen über Brotzeit');
    expect(host.text).toContain('Bis einschließlich 30. November 2026 können Sie wie gewohnt bestellen');
    const privateCustomer = await smtp.next('cta-private@example.org', since);
    expect(privateCustomer.subject).toBe('cta Bakery termina gli ordini tramite Brotzeit');
    expect(privateCustomer.text).toContain('Fino al 30 novembre 2026 compreso');
    expect(smtp.mails.slice(since).some((m) => JSON.stringify(m.to).includes('ctb-'))).toBe(false);
    // the bakery gets its own notice: when it takes effect and who was told
    const own = await smtp.next('cta-bakery@example.org', since);
    expect(own.subject).toBe('Ihre Kündigung bei Brotzeit zum 30. November 2026');
    expect(own.text).toContain('Ihr Konto wird ab dem 1. Dezember 2026 gesperrt');
    expect(own.text).toContain('2 Kunden haben wir per E-Mail informiert');
    expect(own.text).toContain('Bis einschließlich 30. November 2026 können Sie die Kündigung');
    expect(codeOf(await server.gql(GIVE, { p: PASSWORD }, jwt['cta-bakery']))).toBe('CONTRACT_NOTICE_GIVEN');
  });

  it('the job leaves the account open up to the last day and blocks it from the next day, once, without a request', async () => {
    clock = new Date('2026-11-30T22:59:00Z'); // 23:59 on 30 November in Rome
    expect(await runContractJob(server.platform)).toEqual([]);
    expect((await server.gql(STATUS, {}, jwt['cta-bakery'])).data.contractStatus.notice.withdrawable).toBe(true);
    clock = new Date('2026-11-30T23:01:00Z'); // 00:01 on 1 December in Rome
    const [first, second] = await Promise.all([runContractJob(server.platform), runContractJob(server.platform)]);
    expect([...first, ...second]).toEqual([a.bakery.id]);
    expect(await runContractJob(server.platform)).toEqual([]);
    expect(codeOf(await server.gql(STATUS, {}, jwt['cta-bakery']))).toBe('UNAUTHENTICATED');
    // the login says why (the contract ended on its last day), not "contact your bakery"
    const login = await server.gql(LOGIN, { i: 'cta-bakery', p: PASSWORD });
    expect(login.errors?.[0]?.extensions).toMatchObject({ code: 'CONTRACT_ENDED', lastDay: '2026-11-30' });
    // only after the right password
    expect(codeOf(await server.gql(LOGIN, { i: 'cta-bakery', p: 'Falsch-123!' }))).toBe('INVALID_CREDENTIALS');
    // the other bakeries go on
    expect((await server.gql(STATUS, {}, jwt['ctc-bakery'])).data.contractStatus.notice).toBeNull();
  });

  it('the operator revokes the notice: the account is open again and the clients are told', async () => {
    await server.platform.mailer.settled();
    const since = smtp.mails.length;
    const res = await server.gql(REVOKE, { id: String(a.bakery.id) }, jwt['ct-operator']);
    expect(res.errors).toBeUndefined();
    expect(res.data.revokeContractNotice.notice).toBeNull();
    expect((await smtp.next('cta-host@example.org', since)).subject).toBe('cta Bakery bleibt auf Brotzeit');
    const login = await server.gql(LOGIN, { i: 'cta-bakery', p: PASSWORD });
    expect(login.errors).toBeUndefined();
    expect((await server.gql(STATUS, {}, login.data.login.jwt)).data.contractStatus.notice).toBeNull();
    expect(await runContractJob(server.platform)).toEqual([]);
    expect(codeOf(await server.gql(REVOKE, { id: String(a.bakery.id) }, jwt['ct-operator']))).toBe(
      'CONTRACT_NOTICE_NOT_WITHDRAWABLE',
    );
    expect(codeOf(await server.gql(REVOKE, { id: String(a.host.id) }, jwt['ct-operator']))).toBe('NOT_FOUND');
  });
});

describe('cancelling the contract: taking the notice back, withdrawal within 14 days', () => {
  it('the bakery takes its notice back before it takes effect; its clients are told', async () => {
    clock = new Date('2026-12-03T10:00:00Z');
    expect(codeOf(await server.gql(WITHDRAW, {}, jwt['ctc-bakery']))).toBe('CONTRACT_NOTICE_NOT_WITHDRAWABLE');
    expect((await server.gql(GIVE, { p: PASSWORD }, jwt['ctc-bakery'])).data.giveContractNotice.notice.lastDay).toBe(
      '2026-12-31',
    );
    await server.platform.mailer.settled();
    const since = smtp.mails.length;
    expect((await server.gql(WITHDRAW, {}, jwt['ctc-bakery'])).data.withdrawContractNotice.notice).toBeNull();
    expect((await smtp.next('ctc-private@example.org', since)).subject).toBe('ctc Bakery resta su Brotzeit');
    clock = new Date('2027-01-02T10:00:00Z');
    expect(await runContractJob(server.platform)).toEqual([]);
    expect((await server.gql(STATUS, {}, jwt['ctc-bakery'])).data.contractStatus.notice).toBeNull();
  });

  it('within 14 days of the start the notice blocks the account at once and cannot be taken back', async () => {
    clock = new Date('2026-12-04T10:00:00Z'); // start 20 November + 14 days
    const since = smtp.mails.length;
    const res = await server.gql(GIVE, { p: PASSWORD }, jwt['ctb-bakery']);
    expect(res.data.giveContractNotice.notice).toEqual({
      noticeOn: '2026-12-04',
      rule: 'WITHDRAWAL',
      lastDay: '2026-12-04',
      blockedFrom: '2026-12-04',
      withdrawable: false,
    });
    expect(codeOf(await server.gql(WITHDRAW, {}, jwt['ctb-bakery']))).toBe('UNAUTHENTICATED');
    expect(codeOf(await server.gql(LOGIN, { i: 'ctb-bakery', p: PASSWORD }))).toBe('CONTRACT_ENDED');
    expect((await smtp.next('ctb-host@example.org', since)).text).toContain(
      'Ab sofort nimmt ctb Bakery über Brotzeit keine Bestellungen mehr an',
    );
    const own = await smtp.next('ctb-bakery@example.org', since);
    expect(own.subject).toBe('Ihr Rücktritt vom Vertrag mit Brotzeit');
    expect(own.text).toContain('Ihr Konto ist ab sofort gesperrt');
    expect(own.text).toContain('2 Kunden haben wir per E-Mail informiert');
    expect(await runContractJob(server.platform)).toEqual([]);
    await server.platform.mailer.settled();
  });

  it('a bakery blocked otherwise is told to contact the platform operator, a blocked client its bakery', async () => {
    const db = server.platform.db;
    await db.update(users).set({ blocked: true }).where(eq(users.id, c.bakery.id));
    await db.update(users).set({ blocked: true }).where(eq(users.id, c.host.id));
    expect(codeOf(await server.gql(LOGIN, { i: 'ctc-bakery', p: PASSWORD }))).toBe('BAKERY_BLOCKED');
    expect(codeOf(await server.gql(LOGIN, { i: 'ctc-host', p: PASSWORD }))).toBe('ACCOUNT_BLOCKED');
  });
});
