import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { billSettings } from '../../db/schema/index';
import { dateInZone } from '../../platform/time';
import { createTestServer, codeOf, type TestServer } from '../../../test/test-server';
import { createTenant, signIn } from '../../../test/fixtures';

const GET = 'query DS { documentSettings { ddNumberFormat nextDdNumber nextDdPreview } }';
const UPDATE =
  'mutation UDS($input: DocumentSettingsInput!) { updateDocumentSettings(input: $input) { ddNumberFormat nextDdNumber nextDdPreview } }';

let server: TestServer;
let a: Awaited<ReturnType<typeof createTenant>>;
const jwt: Record<string, string> = {};
const year = dateInZone(new Date(), 'Europe/Rome').slice(0, 4);

beforeAll(async () => {
  server = await createTestServer();
  a = await createTenant(server.platform.db, 'da');
  await createTenant(server.platform.db, 'db');
  Object.assign(
    jwt,
    await signIn(server, { users: ['da-bakery', 'db-bakery', 'da-host', 'da-private'], guests: { guest: 'daroom1' } }),
  );
});
afterAll(() => server.close());

const row = async () =>
  (await server.platform.db.select().from(billSettings).where(eq(billSettings.bakeryId, a.bakery.id)))[0];

describe('document settings (Settings → Documents: docket numbering)', () => {
  it('starts with the default format and number 1, previewed for today', async () => {
    expect((await server.gql(GET, {}, jwt['da-bakery'])).data.documentSettings).toEqual({
      ddNumberFormat: 'DDT %n/%Y',
      nextDdNumber: 1,
      nextDdPreview: `DDT 1/${year}`,
    });
  });

  it('changes the format and moves the counter forward (continuing the old software)', async () => {
    const res = (
      await server.gql(
        UPDATE,
        {
          input: {
            ddNumberFormat: ' LS-%y-%n ',
            nextDdNumber: 1500,
            numberChangeReason: 'Fortsetzung der alten Software',
          },
        },
        jwt['da-bakery'],
      )
    ).data.updateDocumentSettings;
    expect(res).toEqual({ ddNumberFormat: 'LS-%y-%n', nextDdNumber: 1500, nextDdPreview: `LS-${year.slice(2)}-1500` });
    expect(await row()).toMatchObject({ ddNumberFormat: 'LS-%y-%n', currentDdNumber: 1499 });
    // only the given field changes
    expect(
      (
        await server.gql(
          UPDATE,
          { input: { nextDdNumber: 1600, numberChangeReason: 'Fortsetzung der alten Software' } },
          jwt['da-bakery'],
        )
      ).data.updateDocumentSettings.ddNumberFormat,
    ).toBe('LS-%y-%n');
  });

  it('never moves the counter back and refuses formats that could repeat numbers, changing nothing', async () => {
    const before = await row();
    const back = await server.gql(UPDATE, { input: { ddNumberFormat: 'X %n', nextDdNumber: 10 } }, jwt['da-bakery']);
    expect(codeOf(back)).toBe('DOCUMENT_NUMBER_BACKWARDS');
    expect(back.errors?.[0]?.extensions).toMatchObject({ next: 1600, fields: ['nextDdNumber'] });
    for (const input of [
      { ddNumberFormat: 'DDT %Y' },
      { ddNumberFormat: '%n-%n' },
      { ddNumberFormat: '' },
      { nextDdNumber: 0 },
      { nextDdNumber: -3 },
    ]) {
      expect(codeOf(await server.gql(UPDATE, { input }, jwt['da-bakery']))).toBe('BAD_INPUT');
    }
    const bad = await server.gql(UPDATE, { input: { ddNumberFormat: 'none', nextDdNumber: 0 } }, jwt['da-bakery']);
    expect(bad.errors?.[0]?.extensions?.fields).toEqual(['ddNumberFormat', 'nextDdNumber']);
    expect(await row()).toEqual(before);
  });

  it("is the bakery's own: another bakery sees its own defaults; hosts, private customers, guests and signed out are refused", async () => {
    expect((await server.gql(GET, {}, jwt['db-bakery'])).data.documentSettings.nextDdNumber).toBe(1);
    for (const who of ['da-host', 'da-private', 'guest']) {
      expect(codeOf(await server.gql(GET, {}, jwt[who]))).toBe('FORBIDDEN');
      expect(codeOf(await server.gql(UPDATE, { input: { nextDdNumber: 99999 } }, jwt[who]))).toBe('FORBIDDEN');
    }
    expect(codeOf(await server.gql(UPDATE, { input: { nextDdNumber: 99999 } }))).toBe('UNAUTHENTICATED');
    expect((await row())?.currentDdNumber).toBe(1599);
  });
});
