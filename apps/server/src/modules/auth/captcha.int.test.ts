import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPrivate } from '../../db/seed/factories';
import { usedCaptchas } from '../../db/schema/index';
import { createTestServer, codeOf, type TestServer } from '../../../test/test-server';
import { createTenant, PASSWORD } from '../../../test/fixtures';
import { createAuthToken } from './auth-tokens.queries';

const CAPTCHA = 'query Captcha { captcha { question token } }';
const RESET = `mutation Reset($code: String!, $password: String!, $passwordConfirmation: String!, $captchaToken: String!, $captchaAnswer: Int!) {
  resetPassword(code: $code, password: $password, passwordConfirmation: $passwordConfirmation, captchaToken: $captchaToken, captchaAnswer: $captchaAnswer)
}`;
const NEW_PASSWORD = 'Roggenbrot-77?';

let server: TestServer;
let tenant: Awaited<ReturnType<typeof createTenant>>;

beforeAll(async () => {
  server = await createTestServer();
  tenant = await createTenant(server.platform.db, 'cap');
});
afterAll(() => server.close());

async function captcha(): Promise<{ token: string; answer: number }> {
  const { question, token } = (await server.gql(CAPTCHA)).data.captcha as { question: string; token: string };
  const [a, b] = question.split('+').map((n) => Number(n.trim()));
  return { token, answer: a! + b! };
}

/** A reset attempt with a bogus link code: past the captcha it answers LINK_INVALID, before it CAPTCHA_WRONG. */
const resetWith = async (token: string, answer: number) =>
  codeOf(
    await server.gql(RESET, {
      code: 'no-such-link',
      password: NEW_PASSWORD,
      passwordConfirmation: NEW_PASSWORD,
      captchaToken: token,
      captchaAnswer: answer,
    }),
  );

describe('a captcha token works once (issue 45)', () => {
  it('a solved token replayed is refused', async () => {
    const { token, answer } = await captcha();
    expect(await resetWith(token, answer)).toBe('LINK_INVALID'); // the captcha passed
    for (let i = 0; i < 3; i++) expect(await resetWith(token, answer)).toBe('CAPTCHA_WRONG');
  });

  it('a wrong answer voids the token: guessing every answer from 4 to 38 never passes', async () => {
    const { token, answer } = await captcha();
    const codes = new Set<string | undefined>();
    codes.add(await resetWith(token, answer === 4 ? 5 : 4));
    for (let guess = 5; guess <= 38; guess++) codes.add(await resetWith(token, guess));
    expect([...codes]).toEqual(['CAPTCHA_WRONG']);
  });

  it('a solved token resets a password once; the same token with a second reset link is refused', async () => {
    const user = await createPrivate(server.platform.db, tenant.bakery.id, {
      username: 'cap-twice',
      email: 'cap-twice@example.org',
      password: PASSWORD,
      language: 'de',
    });
    const now = new Date();
    const first = await createAuthToken(server.platform.db, user.id, 'reset', 3600_000, now);
    const { token, answer } = await captcha();
    const reset = (code: string) =>
      server.gql(RESET, {
        code,
        password: NEW_PASSWORD,
        passwordConfirmation: NEW_PASSWORD,
        captchaToken: token,
        captchaAnswer: answer,
      });
    expect((await reset(first.token)).data.resetPassword).toBe(true);
    const second = await createAuthToken(server.platform.db, user.id, 'reset', 3600_000, now);
    expect(codeOf(await reset(second.token))).toBe('CAPTCHA_WRONG');
  });

  it('"used once" is kept in the database, with the token expiry, so every instance knows it', async () => {
    const { token, answer } = await captcha();
    await resetWith(token, answer);
    const rows = await server.platform.db.select().from(usedCaptchas);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.expiresAt.getTime()).toBeGreaterThan(Date.now());
  });

  it('a forged or broken token is refused without a trace', async () => {
    const before = (await server.platform.db.select().from(usedCaptchas)).length;
    expect(await resetWith('forged', 7)).toBe('CAPTCHA_WRONG');
    const { token } = await captcha();
    expect(await resetWith(`${token.slice(0, -2)}xx`, 7)).toBe('CAPTCHA_WRONG');
    expect(await server.platform.db.select().from(usedCaptchas)).toHaveLength(before);
  });
});
