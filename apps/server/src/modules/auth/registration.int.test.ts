import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { users } from '../../db/schema/index';
import { createTestServer, codeOf, type TestServer } from '../../../test/test-server';
import { createTenant, PASSWORD } from '../../../test/fixtures';
import { startSmtpCatcher } from '../../../test/smtp-catcher';
import { createPrivate } from '../../db/seed/factories';
import { uniqueViolation } from './credentials';

const REGISTER = `mutation Register($username: String!, $email: String!, $password: String!, $language: Language) {
  register(username: $username, email: $email, password: $password, language: $language)
}`;
const CONFIRM =
  'mutation Confirm($token: String, $email: String, $code: String) { confirmEmail(token: $token, email: $email, code: $code) }';
const LOGIN = 'mutation Login($i: String!, $p: String!) { login(identifier: $i, password: $p) { jwt } }';

let server: TestServer;
let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  server = await createTestServer({ smtpUrl: smtp.url, registrationBakery: 'rg-bakery' });
  await createTenant(server.platform.db, 'rg');
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

async function userCount() {
  const [row] = await server.platform.db.select({ n: sql<number>`count(*)::int` }).from(users);
  return row!.n;
}

describe('registration of a private customer', () => {
  it('registers, mails a link in the chosen language over SMTP, verifies by link, then waits for the bakery', async () => {
    const res = await server.gql(REGISTER, {
      username: 'giulia',
      email: 'giulia@example.org',
      password: PASSWORD,
      language: 'it',
    });
    expect(res.errors).toBeUndefined();
    const mail = await smtp.next('giulia@example.org');
    expect(mail.subject).toBe('Confermi il Suo indirizzo e-mail');
    const link = mail.text?.match(/http:\/\/bakery\.test\/login\/([\w-]+)/);
    expect(link).not.toBeNull();
    expect(codeOf(await server.gql(LOGIN, { i: 'giulia', p: PASSWORD }))).toBe('ACCOUNT_NOT_CONFIRMED');

    expect((await server.gql(CONFIRM, { token: link![1] })).data.confirmEmail).toBe(true);
    expect(codeOf(await server.gql(CONFIRM, { token: link![1] }))).toBe('LINK_INVALID'); // one use only
    expect(codeOf(await server.gql(LOGIN, { i: 'giulia', p: PASSWORD }))).toBe('ACCOUNT_NOT_ACCEPTED');

    const [row] = await server.platform.db.select().from(users).where(eq(users.username, 'giulia'));
    expect(row).toMatchObject({
      confirmed: true,
      blocked: true,
      awaitingAcceptance: true,
      language: 'it',
      roleId: 1,
      isHost: false,
      isBakery: false,
    });
    expect(row!.bakeryId).not.toBeNull();
    expect(row!.priceListId).not.toBeNull(); // new customers get the default price list
  });

  it("takes the language the visitor chose (the sw_lang cookie, beside others) over the browser's", async () => {
    const before = smtp.mails.length;
    await server.gql(REGISTER, { username: 'paola', email: 'paola@example.org', password: PASSWORD }, undefined, {
      'accept-language': 'de-DE,de;q=0.9',
      cookie: 'sw_consent=accepted; sw_lang=it',
    });
    expect((await smtp.next('paola@example.org', before)).subject).toBe('Confermi il Suo indirizzo e-mail');
  });

  it('verifies by the code from the mail; a wrong code is refused', async () => {
    const before = smtp.mails.length;
    await server.gql(REGISTER, { username: 'hans', email: 'hans@example.org', password: PASSWORD }, undefined, {
      'accept-language': 'de-DE,de;q=0.9',
    });
    const mail = await smtp.next('hans@example.org', before);
    expect(mail.subject).toBe('Bitte bestätigen Sie Ihre E-Mail-Adresse');
    const code = mail.text?.match(/: (\d{6})/)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    const wrong = code === '000000' ? '111111' : '000000';
    expect(codeOf(await server.gql(CONFIRM, { email: 'hans@example.org', code: wrong }))).toBe(
      'VERIFICATION_CODE_WRONG',
    );
    expect((await server.gql(CONFIRM, { email: 'hans@example.org', code })).data.confirmEmail).toBe(true);
  });

  it('allows 5 typed codes per address and hour, so a 6-digit code cannot be guessed from many IPs', async () => {
    const before = smtp.mails.length;
    await server.gql(REGISTER, { username: 'greta', email: 'greta@example.org', password: PASSWORD });
    const code = (await smtp.next('greta@example.org', before)).text?.match(/: (\d{6})/)?.[1];
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++)
      expect(codeOf(await server.gql(CONFIRM, { email: 'greta@example.org', code: wrong }))).toBe(
        'VERIFICATION_CODE_WRONG',
      );
    // the right code now, in another spelling of the address: refused, and the account stays unconfirmed
    expect(codeOf(await server.gql(CONFIRM, { email: ' Greta@Example.org', code }))).toBe('TOO_MANY_ATTEMPTS');
    expect(codeOf(await server.gql(LOGIN, { i: 'greta', p: PASSWORD }))).toBe('ACCOUNT_NOT_CONFIRMED');
  });

  it.each([
    [{ username: 'ab' }, 'USERNAME_TOO_SHORT'],
    [{ username: 'a<b>c' }, 'USERNAME_FORBIDDEN_CHARACTER'],
    [{ username: 'rg-host' }, 'USERNAME_TAKEN'],
    [{ email: 'not-an-email' }, 'EMAIL_INVALID'],
    [{ password: 'short1!' }, 'PASSWORD_TOO_SHORT'],
    [{ password: 'alllowercase1!' }, 'PASSWORD_NO_UPPERCASE'],
    [{ password: 'NoSpecialChar1' }, 'PASSWORD_NO_SPECIAL'],
  ])('refuses %o with %s and writes nothing', async (change, code) => {
    const before = await userCount();
    const mailsBefore = smtp.mails.length;
    const res = await server.gql(REGISTER, {
      username: 'newcomer',
      email: 'newcomer@example.org',
      password: PASSWORD,
      ...change,
    });
    expect(codeOf(res)).toBe(code);
    expect(await userCount()).toBe(before);
    expect(smtp.mails.length).toBe(mailsBefore);
  });

  it('lists every broken password rule', async () => {
    const res = await server.gql(REGISTER, { username: 'newcomer', email: 'newcomer@example.org', password: 'abc' });
    expect(res.errors?.[0]?.extensions?.problems).toEqual([
      'PASSWORD_TOO_SHORT',
      'PASSWORD_NO_NUMBER',
      'PASSWORD_NO_UPPERCASE',
      'PASSWORD_NO_SPECIAL',
    ]);
  });

  it('tells a raced duplicate e-mail from a duplicate username by the database constraint', async () => {
    const [bakery] = await server.platform.db.select().from(users).where(eq(users.username, 'rg-bakery'));
    const duplicate = (extra: { username: string; email: string }) =>
      createPrivate(server.platform.db, bakery!.id, { ...extra, password: PASSWORD }).then(
        () => 'inserted',
        (err: unknown) => uniqueViolation(err),
      );
    expect(await duplicate({ username: 'someone-new', email: 'RG-HOST@example.org' })).toBe('users_email_lower_uq');
    expect(await duplicate({ username: 'RG-Host', email: 'another@example.org' })).toBe('users_username_lower_uq');
  });

  it('answers username availability by count (0 = free); e-mail availability is not for visitors', async () => {
    const q = 'query Avail($u: String!) { usernameCount(username: $u) }';
    expect((await server.gql(q, { u: 'RG-HOST' })).data).toEqual({ usernameCount: 1 });
    expect((await server.gql(q, { u: 'free-name' })).data).toEqual({ usernameCount: 0 });
    expect(
      codeOf(await server.gql('query E($e: String!) { emailCount(email: $e) }', { e: 'rg-bakery@example.org' })),
    ).toBe('UNAUTHENTICATED');
  });
});

describe('registration closed', () => {
  it('refuses with REGISTRATION_CLOSED when the configured bakery does not exist', async () => {
    const closed = await createTestServer({ registrationBakery: 'no-such-bakery' });
    try {
      const res = await closed.gql(REGISTER, { username: 'late', email: 'late@example.org', password: PASSWORD });
      expect(codeOf(res)).toBe('REGISTRATION_CLOSED');
      expect(
        (await closed.gql('query C { publicConfig { registrationOpen registrationBakeryName } }')).data.publicConfig,
      ).toEqual({ registrationOpen: false, registrationBakeryName: null });
    } finally {
      await closed.close();
    }
  });
});
