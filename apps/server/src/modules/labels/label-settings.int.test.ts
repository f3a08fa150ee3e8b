import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { printerSettings } from '../../db/schema/index';
import { createTestServer, codeOf, type TestServer } from '../../../test/test-server';
import { createTenant, signIn } from '../../../test/fixtures';

const GET = 'query L { labelSettings { widthMm heightMm priceOnLabel } }';
const UPDATE =
  'mutation U($input: LabelSettingsInput!) { updateLabelSettings(input: $input) { widthMm heightMm priceOnLabel } }';

let server: TestServer;
let a: Awaited<ReturnType<typeof createTenant>>;
let jwt: Record<string, string>;

beforeAll(async () => {
  server = await createTestServer();
  a = await createTenant(server.platform.db, 'la');
  await createTenant(server.platform.db, 'lb');
  jwt = await signIn(server, {
    users: ['la-bakery', 'lb-bakery', 'la-host', 'la-private'],
    guests: { guest: 'laroom1' },
  });
});
afterAll(() => server.close());

const rows = () => server.platform.db.select().from(printerSettings);

describe('label settings', () => {
  it('starts with a 62 mm continuous roll with prices, saves and reads back per bakery', async () => {
    expect((await server.gql(GET, {}, jwt['la-bakery'])).data.labelSettings).toEqual({
      widthMm: 62,
      heightMm: null,
      priceOnLabel: true,
    });
    const saved = (
      await server.gql(UPDATE, { input: { widthMm: 100, heightMm: 50, priceOnLabel: false } }, jwt['la-bakery'])
    ).data.updateLabelSettings;
    expect(saved).toEqual({ widthMm: 100, heightMm: 50, priceOnLabel: false });
    expect((await server.gql(GET, {}, jwt['la-bakery'])).data.labelSettings).toEqual(saved);
    await server.gql(UPDATE, { input: { widthMm: 58, heightMm: null, priceOnLabel: true } }, jwt['la-bakery']);
    expect((await server.gql(GET, {}, jwt['la-bakery'])).data.labelSettings).toEqual({
      widthMm: 58,
      heightMm: null,
      priceOnLabel: true,
    });
    expect(await rows()).toHaveLength(1);
    expect((await server.gql(GET, {}, jwt['lb-bakery'])).data.labelSettings).toEqual({
      widthMm: 62,
      heightMm: null,
      priceOnLabel: true,
    });
  });

  it('refuses sizes out of range naming the fields, changing nothing', async () => {
    const before = await rows();
    const res = await server.gql(
      UPDATE,
      { input: { widthMm: 19, heightMm: 501, priceOnLabel: true } },
      jwt['la-bakery'],
    );
    expect(codeOf(res)).toBe('BAD_INPUT');
    expect(res.errors?.[0]?.extensions?.fields).toEqual(['widthMm', 'heightMm']);
    expect(codeOf(await server.gql(UPDATE, { input: { widthMm: 221, priceOnLabel: true } }, jwt['la-bakery']))).toBe(
      'BAD_INPUT',
    );
    expect(await rows()).toEqual(before);
  });

  it('only bakeries: hosts, private customers and guests are refused, signed out is unauthenticated', async () => {
    const before = await rows();
    for (const [token, code] of [
      [jwt['la-host'], 'FORBIDDEN'],
      [jwt['la-private'], 'FORBIDDEN'],
      [jwt.guest, 'FORBIDDEN'],
      [undefined, 'UNAUTHENTICATED'],
    ] as const) {
      expect(codeOf(await server.gql(GET, {}, token))).toBe(code);
      expect(codeOf(await server.gql(UPDATE, { input: { widthMm: 80, priceOnLabel: false } }, token))).toBe(code);
    }
    expect(await rows()).toEqual(before);
    expect(
      (await server.platform.db.select().from(printerSettings).where(eq(printerSettings.bakeryId, a.bakery.id)))[0]!
        .labelWidthMm,
    ).toBe(58);
  });
});
