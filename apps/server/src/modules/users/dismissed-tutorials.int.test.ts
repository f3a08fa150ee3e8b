import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, codeOf, type TestServer } from '../../../test/test-server';
import { freshTenant } from '../../../test/factories';
import { PASSWORD, signIn } from '../../../test/fixtures';
import { createOperator } from '../operator/operator.service';

/**
 * Issue 45 (11): a tutorial closed on one device stays closed on the next. The closed tutorials are
 * the account's (`me.dismissedTutorials`), not the browser's.
 */
const ME = 'query Me { me { id dismissedTutorials } }';
const SET =
  'mutation SetTutorialDismissed($key: String!, $dismissed: Boolean!) { setTutorialDismissed(key: $key, dismissed: $dismissed) }';

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
}, 60_000);
afterAll(() => server.close());

const dismissedOf = async (token: string): Promise<string[]> =>
  (await server.gql(ME, {}, token)).data.me.dismissedTutorials;
const set = (token: string | undefined, key: string, dismissed: boolean) => server.gql(SET, { key, dismissed }, token);

describe('closed tutorials are kept per account', () => {
  it('a tutorial closed on one device is closed on a fresh sign-in of the same account, not for another account', async () => {
    const t = await freshTenant(server, { base: 'tut' });
    const [office] = Object.values(await signIn(server, { users: [`${t.prefix}-bakery`] }));
    expect(await dismissedOf(office!)).toEqual([]);

    const closed = await set(office, 'compile', true);
    expect(closed.errors).toBeUndefined();
    expect(closed.data.setTutorialDismissed).toEqual(['compile']);

    // the tablet signs in anew: nothing of the office PC's browser comes with it
    const [tablet] = Object.values(await signIn(server, { users: [`${t.prefix}-bakery`] }));
    expect(await dismissedOf(tablet!)).toEqual(['compile']);
    // the bakery's own clients and another bakery keep their own lists
    expect(await dismissedOf(t.jwt.host)).toEqual([]);
    const other = await freshTenant(server, { base: 'tuo' });
    expect(await dismissedOf(other.jwt.bakery)).toEqual([]);
  });

  it("tells the list to the account itself only: a bakery seeing its host's account sees none of it", async () => {
    const t = await freshTenant(server, { base: 'tus' });
    await set(t.jwt.host, 'clientsHost', true);
    const USER = 'query User($id: ID!) { user(id: $id) { username dismissedTutorials } }';
    const seen = await server.gql(USER, { id: String(t.host.id) }, t.jwt.bakery);
    expect(seen.data.user).toEqual({ username: `${t.prefix}-host`, dismissedTutorials: [] });
    expect((await server.gql(USER, { id: String(t.host.id) }, t.jwt.host)).data.user.dismissedTutorials).toEqual([
      'clientsHost',
    ]);
  });

  it('closing twice keeps one entry; reopening removes it, on every device', async () => {
    const t = await freshTenant(server, { base: 'tur' });
    expect((await set(t.jwt.bakery, 'dashboard', true)).data.setTutorialDismissed).toEqual(['dashboard']);
    expect((await set(t.jwt.bakery, 'bakeList', true)).data.setTutorialDismissed).toEqual(['dashboard', 'bakeList']);
    expect((await set(t.jwt.bakery, 'dashboard', true)).data.setTutorialDismissed).toEqual(['dashboard', 'bakeList']);

    expect((await set(t.jwt.bakery, 'dashboard', false)).data.setTutorialDismissed).toEqual(['bakeList']);
    // reopening one that is open changes nothing
    expect((await set(t.jwt.bakery, 'compile', false)).data.setTutorialDismissed).toEqual(['bakeList']);
    const [second] = Object.values(await signIn(server, { users: [`${t.prefix}-bakery`] }));
    expect(await dismissedOf(second!)).toEqual(['bakeList']);
  });

  it('refuses a key that names no tutorial (TUTORIAL_UNKNOWN) and changes nothing', async () => {
    const t = await freshTenant(server, { base: 'tuu' });
    await set(t.jwt.private, 'profile', true);
    for (const key of ['nonsense', 'Profile', '', 'profile ', 'constructor', 'x'.repeat(5000)]) {
      const res = await set(t.jwt.private, key, true);
      expect(codeOf(res), key).toBe('TUTORIAL_UNKNOWN');
      expect(res.data).toBeNull();
    }
    expect(codeOf(await set(t.jwt.private, 'nonsense', false))).toBe('TUTORIAL_UNKNOWN');
    expect(await dismissedOf(t.jwt.private)).toEqual(['profile']);
  });

  it('lets every signed-in kind keep its own list; signed out is refused', async () => {
    const t = await freshTenant(server, { base: 'tuk' });
    await createOperator(server.platform.db, {
      username: `${t.prefix}-op`,
      email: `${t.prefix}-op@example.org`,
      password: PASSWORD,
    });
    const { [`${t.prefix}-op`]: operator } = await signIn(server, { users: [`${t.prefix}-op`] });
    const tokens = { bakery: t.jwt.bakery, host: t.jwt.host, private: t.jwt.private, guest: t.jwt.guest, operator };
    for (const [kind, token] of Object.entries(tokens)) {
      const res = await set(token, 'messages', true);
      expect(res.errors, kind).toBeUndefined();
      expect(await dismissedOf(token!), kind).toEqual(['messages']);
    }
    expect(codeOf(await set(undefined, 'messages', true))).toBe('UNAUTHENTICATED');
    expect((await server.gql(ME)).data.me).toBeNull();
  });
});
