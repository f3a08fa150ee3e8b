import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { mailOutbox, messages } from '../../db/schema/index';
import { createTestServer, codeOf, type TestServer } from '../../../test/test-server';
import { waitForWorkAfterAnswers } from '../../platform/background';
import { createOperator } from '../operator/operator.service';
import { CONTACT_MESSAGES_PER_ADDRESS_PER_DAY, SUPPORT_NOTICES_PER_HOUR } from './contact-budget';

const CAPTCHA = 'query Captcha { captcha { question token } }';
const CONTACT = `mutation Contact($name: String!, $email: String!, $title: String!, $message: String!, $t: String!, $a: Int!) {
  contactSupport(name: $name, email: $email, title: $title, message: $message, captchaToken: $t, captchaAnswer: $a) }`;
const OPERATOR_MAIL = 'cf-op@example.org';

let server: TestServer;
/** The budgets' clock: fixed, so no window ends during a test, and moved on where a test says. */
let clock = new Date('2026-12-02T08:00:00Z');
beforeAll(async () => {
  server = await createTestServer({}, { now: () => clock });
  await createOperator(server.platform.db, {
    username: 'cf-op',
    email: OPERATOR_MAIL,
    password: 'Sauerteig-42!',
    language: 'de',
  });
});
afterAll(() => server.close());

async function captcha(): Promise<{ t: string; a: number }> {
  const { question, token } = (await server.gql(CAPTCHA)).data.captcha as { question: string; token: string };
  const [x, y] = question.split('+').map((s) => Number(s.trim()));
  return { t: token, a: x! + y! };
}

const form = (email: string, title: string) => ({ name: 'Besuch', email, title, message: 'Eine Frage.' });

/** Contact messages stored from `email` (any case). */
const storedFrom = (email: string) =>
  server.platform.db
    .select({ id: messages.id, title: messages.title })
    .from(messages)
    .where(sql`lower(${messages.contactEmail}) = ${email.toLowerCase()} and ${isNull(messages.writerId)}`);

async function lastMailId(): Promise<number> {
  await waitForWorkAfterAnswers();
  const [row] = await server.platform.db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  return row?.id ?? 0;
}
async function operatorMailsAfter(id: number): Promise<number> {
  await waitForWorkAfterAnswers();
  const rows = await server.platform.db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(sql`${eq(mailOutbox.to, OPERATOR_MAIL)} and ${gt(mailOutbox.id, id)}`);
  return rows.length;
}

describe('the contact form (issue 45)', () => {
  it('one solved captcha sends one message: replayed 30 times, it stores one message and mails support once', async () => {
    const before = await lastMailId();
    const solved = await captcha();
    const codes: (string | undefined)[] = [];
    for (let i = 0; i < 30; i++)
      codes.push(codeOf(await server.gql(CONTACT, { ...form('replay@example.org', `R${i}`), ...solved })));
    expect(codes[0]).toBeUndefined();
    expect(codes.slice(1)).toEqual(Array(29).fill('CAPTCHA_WRONG'));
    expect(await storedFrom('replay@example.org')).toHaveLength(1);
    expect(await operatorMailsAfter(before)).toBe(1);
  });

  it("a captcha's answer cannot be guessed: a wrong answer voids the token, the right one after it fails too", async () => {
    const { t, a } = await captcha();
    const codes = new Set<string | undefined>();
    for (let guess = 4; guess <= 38; guess++)
      if (guess !== a) codes.add(codeOf(await server.gql(CONTACT, { ...form('guess@example.org', 'G'), t, a: guess })));
    codes.add(codeOf(await server.gql(CONTACT, { ...form('guess@example.org', 'G'), t, a })));
    expect([...codes]).toEqual(['CAPTCHA_WRONG']);
    expect(await storedFrom('guess@example.org')).toEqual([]);
  });

  it('bad input is refused before the captcha is spent, and stores nothing', async () => {
    const solved = await captcha();
    const bad = await server.gql(CONTACT, { ...form('input@example.org', '   '), ...solved });
    expect(codeOf(bad)).toBe('BAD_INPUT');
    expect(await storedFrom('input@example.org')).toEqual([]);
    expect(
      codeOf(await server.gql(CONTACT, { ...form('input@example.org', 'Jetzt richtig'), ...solved })),
    ).toBeUndefined();
    expect(await storedFrom('input@example.org')).toHaveLength(1);
  });

  it('one address sends a limited number of messages a day, in any spelling; other addresses are not held up', async () => {
    for (let i = 0; i < CONTACT_MESSAGES_PER_ADDRESS_PER_DAY; i++)
      expect(
        codeOf(await server.gql(CONTACT, { ...form('daily@example.org', `D${i}`), ...(await captcha()) })),
      ).toBeUndefined();
    const over = await server.gql(CONTACT, { ...form('Daily@Example.org', 'one too many'), ...(await captcha()) });
    expect(codeOf(over)).toBe('CONTACT_LIMIT_REACHED');
    expect(await storedFrom('daily@example.org')).toHaveLength(CONTACT_MESSAGES_PER_ADDRESS_PER_DAY);
    expect(
      codeOf(await server.gql(CONTACT, { ...form('other@example.org', 'O'), ...(await captcha()) })),
    ).toBeUndefined();
    clock = new Date(clock.getTime() + 24 * 3600_000); // the next day
    expect(
      codeOf(await server.gql(CONTACT, { ...form('daily@example.org', 'next day'), ...(await captcha()) })),
    ).toBeUndefined();
  });

  it('support gets a limited number of notice mails an hour from the contact form; every message is still stored', async () => {
    clock = new Date(clock.getTime() + 3600_000); // an hour of its own
    const before = await lastMailId();
    const count = SUPPORT_NOTICES_PER_HOUR + 3;
    for (let i = 0; i < count; i++)
      expect(
        codeOf(await server.gql(CONTACT, { ...form(`flood${i}@example.org`, `F${i}`), ...(await captcha()) })),
      ).toBeUndefined();
    const stored = await server.platform.db
      .select({ id: messages.id })
      .from(messages)
      .where(sql`${messages.contactEmail} like 'flood%'`);
    expect(stored).toHaveLength(count);
    expect(await operatorMailsAfter(before)).toBe(SUPPORT_NOTICES_PER_HOUR);
  });
});
