import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index';
import { createTestServer, codeOf, type TestServer } from '../../../test/test-server';
import { createTenant, signIn } from '../../../test/fixtures';
import { MAILS_PER_ADDRESS_PER_HOUR } from './mail-budget';

// Issue 13, finding 3: usernameCount / emailCount told a stranger which names and addresses
// exist, without limit; forgotPassword and resendConfirmation answered EMAIL_NOT_FOUND, register
// EMAIL_TAKEN. Each case below failed before the fix.
const SMTP_DELAY_MS = 1500;
const AVAILABILITY_LIMIT = 5;

/** A real SMTP server that takes 1.5 s to accept each mail: an answer that waited for the mail would show it. */
async function startSlowSmtp() {
  const mails: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then((mail) => setTimeout(() => (mails.push(mail), callback()), SMTP_DELAY_MS), callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const mailsTo = (to: string) => mails.filter((m) => JSON.stringify(m.to).includes(to));
  return { url: `smtp://127.0.0.1:${port}`, mailsTo, close: () => new Promise<void>((r) => server.close(() => r())) };
}

let smtp: Awaited<ReturnType<typeof startSlowSmtp>>;
let server: TestServer;
let jwt: Record<string, string>;
beforeAll(async () => {
  smtp = await startSlowSmtp();
  server = await createTestServer({
    smtpUrl: smtp.url,
    availabilityRateLimit: AVAILABILITY_LIMIT,
    registrationBakery: 'en-bakery',
  });
  await createTenant(server.platform.db, 'en', undefined);
  await server.platform.db.update(users).set({ confirmed: false }).where(eq(users.username, 'en-private'));
  jwt = await signIn(server, { users: ['en-bakery'] });
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; result: T }> {
  const start = performance.now();
  const result = await work();
  return { ms: performance.now() - start, result };
}

async function eventually(check: () => boolean, ms = 8000) {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}

const FORGOT = 'mutation F($e: String!) { forgotPassword(email: $e) }';
const RESEND = 'mutation R($e: String!) { resendConfirmation(email: $e) }';
const REGISTER =
  'mutation Reg($u: String!, $e: String!, $p: String!) { register(username: $u, email: $e, password: $p, language: en) }';

describe('nothing tells a stranger which accounts exist', () => {
  it.each([
    ['forgotPassword', FORGOT, 'en-host@example.org'],
    ['resendConfirmation', RESEND, 'en-private@example.org'],
  ])(
    '%s answers the same for a known and an unknown address, without waiting for the mail',
    async (_name, mutation, known) => {
      const existing = await timed(() => server.gql(mutation, { e: known }));
      const missing = await timed(() => server.gql(mutation, { e: 'nobody-at-all@example.org' }));
      expect(existing.result.errors).toBeUndefined();
      expect({ data: existing.result.data, errors: existing.result.errors }).toEqual({
        data: missing.result.data,
        errors: missing.result.errors,
      });
      expect(existing.ms).toBeLessThan(SMTP_DELAY_MS);
      await eventually(() => smtp.mailsTo(known).length > 0); // the known address still gets its mail
      expect(smtp.mailsTo('nobody-at-all@example.org')).toHaveLength(0);
    },
  );

  it('register with a taken address answers like a new account, creates none, and tells the owner instead', async () => {
    const res = await server.gql(REGISTER, { u: 'someone-new', e: 'EN-BAKERY@example.org', p: 'Sauerteig-42!' });
    expect(res.errors).toBeUndefined();
    expect(res.data.register).toBe(true);
    expect(await server.platform.db.select().from(users).where(eq(users.username, 'someone-new'))).toHaveLength(0);
    await eventually(() => smtp.mailsTo('en-bakery@example.org').length > 0);
    const [notice] = smtp.mailsTo('en-bakery@example.org');
    expect(notice?.text).toMatch(/\/password\/restore\/[\w-]+/);
    // a taken username is still said: the registrant has to choose another one
    expect(codeOf(await server.gql(REGISTER, { u: 'en-host', e: 'fresh@example.org', p: 'Sauerteig-42!' }))).toBe(
      'USERNAME_TAKEN',
    );
  });

  it('checks availability within an hourly budget per IP, and e-mail availability only for bakeries and hosts', async () => {
    const count = 'query U($u: String!) { usernameCount(username: $u) }';
    const answers: (number | string | undefined)[] = [];
    for (let i = 0; i < AVAILABILITY_LIMIT + 2; i++) {
      const res = await server.gql(count, { u: i === 0 ? 'en-host' : `guess-${i}` });
      answers.push(res.errors ? codeOf(res) : res.data.usernameCount);
    }
    expect(answers.slice(0, AVAILABILITY_LIMIT)).toEqual([1, 0, 0, 0, 0]);
    expect(answers.slice(AVAILABILITY_LIMIT)).toEqual(['TOO_MANY_ATTEMPTS', 'TOO_MANY_ATTEMPTS']);
    expect(
      codeOf(await server.gql('query E($e: String!) { emailCount(email: $e) }', { e: 'en-host@example.org' })),
    ).toBe('UNAUTHENTICATED');
    // a signed-in bakery creating clients has its own, larger budget
    expect((await server.gql(count, { u: 'en-host' }, jwt['en-bakery'])).data.usernameCount).toBe(1);
    expect(
      (
        await server.gql(
          'query E($e: String!) { emailCount(email: $e) }',
          { e: 'en-host@example.org' },
          jwt['en-bakery'],
        )
      ).data.emailCount,
    ).toBe(1);
  });

  it("spends the same budget when a bakery's client form finds a name or address taken, so it is no unlimited lookup", async () => {
    // found by the tenancy review of 2026-11-29: createClient and updateClient said EMAIL_TAKEN before checking
    // anything else, so a bakery sending a price list not its own looked addresses up without limit, writing nothing
    const create = 'mutation C($input: ClientInput!) { createClient(input: $input) { user { id } } }';
    const probe = async (i: number, email: string) =>
      codeOf(
        await server.gql(
          create,
          { input: { kind: 'HOST', username: `probe-${i}`, email, companyName: 'Probe', priceListId: '999999' } },
          jwt['en-bakery'],
        ),
      );
    const before = await server.platform.db.select({ id: users.id }).from(users);
    expect(await probe(0, 'en-host@example.org')).toBe('EMAIL_TAKEN');
    const answers: (string | undefined)[] = [];
    for (let i = 1; i <= AVAILABILITY_LIMIT * 10; i++) answers.push(await probe(i, `guess-${i}@example.org`));
    // the signed-in budget (10 × the limit) was partly spent above: the lookups end before this loop does
    expect(answers).toContain('TOO_MANY_ATTEMPTS');
    expect(answers.filter((a) => a !== 'TOO_MANY_ATTEMPTS').every((a) => a === 'BAD_INPUT')).toBe(true);
    expect(await probe(99, 'en-host@example.org')).toBe('TOO_MANY_ATTEMPTS'); // a taken address is not told any more
    expect(await server.platform.db.select({ id: users.id }).from(users)).toHaveLength(before.length);
  });

  it(`mails one address at most ${MAILS_PER_ADDRESS_PER_HOUR} times an hour, whoever asks`, async () => {
    const target = 'en-private@example.org';
    await eventually(() => smtp.mailsTo(target).length === 1); // the resend above
    for (let i = 0; i < MAILS_PER_ADDRESS_PER_HOUR + 3; i++)
      expect((await server.gql(FORGOT, { e: target })).data.forgotPassword).toBe(true);
    await eventually(() => smtp.mailsTo(target).length >= MAILS_PER_ADDRESS_PER_HOUR, 20_000);
    await new Promise((r) => setTimeout(r, SMTP_DELAY_MS * 2));
    expect(smtp.mailsTo(target)).toHaveLength(MAILS_PER_ADDRESS_PER_HOUR);
  });
});
