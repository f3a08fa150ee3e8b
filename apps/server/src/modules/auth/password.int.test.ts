import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPrivate } from '../../db/seed/factories';
import { createTestServer, codeOf, type TestServer } from '../../../test/test-server';
import { createTenant, PASSWORD } from '../../../test/fixtures';
import { startSmtpCatcher } from '../../../test/smtp-catcher';

const FORGOT = 'mutation Forgot($email: String!) { forgotPassword(email: $email) }';
const CAPTCHA = 'query Captcha { captcha { question token } }';
const RESET = `mutation Reset($code: String!, $password: String!, $passwordConfirmation: String!, $captchaToken: String!, $captchaAnswer: Int!) {
  resetPassword(code: $code, password: $password, passwordConfirmation: $passwordConfirmation, captchaToken: $captchaToken, captchaAnswer: $captchaAnswer)
}`;
const CHANGE = `mutation Change($currentPassword: String!, $password: String!, $passwordConfirmation: String!) {
  changePassword(currentPassword: $currentPassword, password: $password, passwordConfirmation: $passwordConfirmation) { jwt }
}`;
const LOGIN = 'mutation Login($i: String!, $p: String!) { login(identifier: $i, password: $p) { jwt } }';
const ME = 'query Me { me { username } }';
const NEW_PASSWORD = 'Roggenbrot-77?';

let server: TestServer;
let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
let tenant: Awaited<ReturnType<typeof createTenant>>;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  server = await createTestServer({ smtpUrl: smtp.url, maxFailedLogins: 3 });
  tenant = await createTenant(server.platform.db, 'pw');
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

async function solvedCaptcha(offset = 0) {
  const { question, token } = (await server.gql(CAPTCHA)).data.captcha as { question: string; token: string };
  const [a, b] = question.split('+').map((n) => Number(n.trim()));
  return { captchaToken: token, captchaAnswer: a! + b! + offset };
}

async function resetCodeFor(email: string) {
  const before = smtp.mails.length;
  expect((await server.gql(FORGOT, { email })).data.forgotPassword).toBe(true);
  const mail = await smtp.next(email, before);
  return { mail, code: mail.text!.match(/\/password\/restore\/([\w-]+)/)![1]! };
}

describe('forgot and reset password', () => {
  it('answers the same when no account has the e-mail, and sends nothing (see enumeration.int.test.ts)', async () => {
    const before = smtp.mails.length;
    const res = await server.gql(FORGOT, { email: 'nobody@example.org' });
    expect(res.errors).toBeUndefined();
    expect(res.data.forgotPassword).toBe(true);
    await server.gql(FORGOT, { email: 'pw-host@example.org' }); // a known address, asked after it
    await smtp.next('pw-host@example.org', before);
    expect(smtp.mails.slice(before).map((m) => JSON.stringify(m.to))).not.toContainEqual(
      expect.stringContaining('nobody@example.org'),
    );
  });

  it('mails a reset link in the user language; reset needs the captcha, then unlocks and ends old sessions', async () => {
    await createPrivate(server.platform.db, tenant.bakery.id, {
      username: 'pw-locked',
      email: 'pw-locked@example.org',
      password: PASSWORD,
      language: 'en',
    });
    const oldJwt = (await server.gql(LOGIN, { i: 'pw-locked', p: PASSWORD })).data.login.jwt;
    for (let i = 0; i < 3; i++) await server.gql(LOGIN, { i: 'pw-locked', p: 'Wrong-pass-1!' });
    expect(codeOf(await server.gql(LOGIN, { i: 'pw-locked', p: PASSWORD }))).toBe('ACCOUNT_LOCKED');

    const { mail, code } = await resetCodeFor('pw-locked@example.org');
    expect(mail.subject).toBe('Reset your password');
    const input = { code, password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD };
    expect(codeOf(await server.gql(RESET, { ...input, ...(await solvedCaptcha(1)) }))).toBe('CAPTCHA_WRONG');
    expect(codeOf(await server.gql(RESET, { ...input, captchaToken: 'forged', captchaAnswer: 3 }))).toBe(
      'CAPTCHA_WRONG',
    );
    expect(
      codeOf(await server.gql(RESET, { ...input, passwordConfirmation: 'Other-pass-1!', ...(await solvedCaptcha()) })),
    ).toBe('PASSWORD_MISMATCH');
    expect(
      codeOf(
        await server.gql(RESET, {
          ...input,
          password: 'weak',
          passwordConfirmation: 'weak',
          ...(await solvedCaptcha()),
        }),
      ),
    ).toBe('PASSWORD_TOO_SHORT');
    // nothing changed by the refusals: the link still works once
    expect((await server.gql(RESET, { ...input, ...(await solvedCaptcha()) })).data.resetPassword).toBe(true);
    expect(codeOf(await server.gql(RESET, { ...input, ...(await solvedCaptcha()) }))).toBe('LINK_INVALID');

    expect(codeOf(await server.gql(LOGIN, { i: 'pw-locked', p: PASSWORD }))).toBe('INVALID_CREDENTIALS');
    expect((await server.gql(LOGIN, { i: 'pw-locked', p: NEW_PASSWORD })).data.login.jwt).toBeTruthy();
    expect((await server.gql(ME, {}, oldJwt)).data.me).toBeNull();
  });

  it('a reset link ends after 2 hours and when a newer one is sent (ASVS 2.5: short-lived, single-purpose)', async () => {
    let clock = new Date('2026-11-25T08:00:00Z');
    const timed = await createTestServer({ smtpUrl: smtp.url }, { now: () => clock });
    try {
      const t = await createTenant(timed.platform.db, 'pwt');
      await createPrivate(timed.platform.db, t.bakery.id, {
        username: 'pwt-late',
        email: 'pwt-late@example.org',
        password: PASSWORD,
      });
      const forgot = async () => {
        const before = smtp.mails.length;
        expect((await timed.gql(FORGOT, { email: 'pwt-late@example.org' })).data.forgotPassword).toBe(true);
        return (await smtp.next('pwt-late@example.org', before)).text!.match(/\/password\/restore\/([\w-]+)/)![1]!;
      };
      const captcha = async () => {
        const { question, token } = (await timed.gql(CAPTCHA)).data.captcha as { question: string; token: string };
        const [a, b] = question.split('+').map((n) => Number(n.trim()));
        return { captchaToken: token, captchaAnswer: a! + b! };
      };
      const reset = async (code: string) =>
        codeOf(
          await timed.gql(RESET, {
            code,
            password: NEW_PASSWORD,
            passwordConfirmation: NEW_PASSWORD,
            ...(await captcha()),
          }),
        );

      const first = await forgot();
      clock = new Date(clock.getTime() + 2 * 3600_000 + 1000); // 2 h and a second later
      expect(await reset(first)).toBe('LINK_INVALID');
      const second = await forgot();
      const third = await forgot(); // asked again: only the newest link counts
      expect(await reset(second)).toBe('LINK_INVALID');
      clock = new Date(clock.getTime() + 2 * 3600_000 - 60_000); // a minute before it ends
      expect(await reset(third)).toBeUndefined();
      expect((await timed.gql(LOGIN, { i: 'pwt-late', p: NEW_PASSWORD })).data.login.jwt).toBeTruthy();
    } finally {
      await timed.close();
    }
  });

  it('refuses an unknown reset code', async () => {
    const res = await server.gql(RESET, {
      code: 'made-up',
      password: NEW_PASSWORD,
      passwordConfirmation: NEW_PASSWORD,
      ...(await solvedCaptcha()),
    });
    expect(codeOf(res)).toBe('LINK_INVALID');
  });
});

describe('change password', () => {
  it('needs a session', async () => {
    expect(
      codeOf(
        await server.gql(CHANGE, {
          currentPassword: PASSWORD,
          password: NEW_PASSWORD,
          passwordConfirmation: NEW_PASSWORD,
        }),
      ),
    ).toBe('UNAUTHENTICATED');
  });

  it('checks the current password and the rules, then returns a fresh session and ends the old one', async () => {
    await createPrivate(server.platform.db, tenant.bakery.id, { username: 'pw-change', password: PASSWORD });
    const jwt = (await server.gql(LOGIN, { i: 'pw-change', p: PASSWORD })).data.login.jwt;
    const args = { currentPassword: PASSWORD, password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD };
    expect(codeOf(await server.gql(CHANGE, { ...args, currentPassword: 'Wrong-pass-1!' }, jwt))).toBe('PASSWORD_WRONG');
    expect(
      codeOf(
        await server.gql(CHANGE, { ...args, password: 'nouppercase1!', passwordConfirmation: 'nouppercase1!' }, jwt),
      ),
    ).toBe('PASSWORD_NO_UPPERCASE');
    expect(codeOf(await server.gql(CHANGE, { ...args, passwordConfirmation: '' }, jwt))).toBe('PASSWORD_REPEAT_EMPTY');
    expect((await server.gql(ME, {}, jwt)).data.me.username).toBe('pw-change'); // refusals changed nothing
    const fresh = (await server.gql(CHANGE, args, jwt)).data.changePassword.jwt;
    expect((await server.gql(ME, {}, fresh)).data.me.username).toBe('pw-change');
    expect((await server.gql(ME, {}, jwt)).data.me).toBeNull();
    expect((await server.gql(LOGIN, { i: 'pw-change', p: NEW_PASSWORD })).data.login.jwt).toBeTruthy();
  });
});
