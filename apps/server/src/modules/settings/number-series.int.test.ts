import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { billSettings, documentNumberChanges } from '../../db/schema/index';
import { dateInZone } from '../../platform/time';
import { createTestServer, codeOf, type TestServer } from '../../../test/test-server';
import { createTenant, signIn } from '../../../test/fixtures';

// Issue 14, finding 8: "The next bill number can be jumped forward with no reason asked (numbers
// 21–24 never issued)". Numbers skipped are never issued; the law wants every gap explained
// (art. 21 D.P.R. 633/72), so moving a series forward asks a reason and keeps it. Credit notes
// (TD04) have their own series, which never prints a bill's number.

const FIELDS =
  'nextBillNumber nextDdNumber creditNoteNumberFormat nextCreditNoteNumber nextCreditNotePreview numberChanges { series fromNumber toNumber reason changedAt }';
const GET = `query DS { documentSettings { ${FIELDS} } }`;
const UPDATE = `mutation UDS($input: DocumentSettingsInput!) { updateDocumentSettings(input: $input) { ${FIELDS} } }`;

let server: TestServer;
let a: Awaited<ReturnType<typeof createTenant>>;
const jwt: Record<string, string> = {};
const year = dateInZone(new Date(), 'Europe/Rome').slice(0, 4);
const save = (input: Record<string, unknown>, who = 'na-bakery') => server.gql(UPDATE, { input }, jwt[who]);
const row = async () =>
  (await server.platform.db.select().from(billSettings).where(eq(billSettings.bakeryId, a.bakery.id)))[0];

beforeAll(async () => {
  server = await createTestServer();
  a = await createTenant(server.platform.db, 'na');
  await createTenant(server.platform.db, 'nb');
  Object.assign(jwt, await signIn(server, { users: ['na-bakery', 'nb-bakery', 'na-host'] }));
});
afterAll(() => server.close());

describe('moving a number series forward', () => {
  it('refuses to skip numbers without a reason, changing nothing', async () => {
    const before = await row();
    for (const input of [
      { nextBillNumber: 21 },
      { nextDdNumber: 9 },
      { nextCreditNoteNumber: 4 },
      { nextBillNumber: 21, numberChangeReason: ' x ' },
    ]) {
      const res = await save(input);
      expect(codeOf(res), JSON.stringify(input)).toBe('BAD_INPUT');
      expect(res.errors![0]!.extensions!.fields).toEqual(['numberChangeReason']);
    }
    expect(await row()).toEqual(before);
    expect(await server.platform.db.select().from(documentNumberChanges)).toEqual([]);
  });

  it('moves with a reason and keeps it in the history, one entry per series', async () => {
    const res = await save({
      nextBillNumber: 25,
      nextCreditNoteNumber: 3,
      numberChangeReason: 'Fortsetzung der Nummern aus dem alten Programm',
    });
    expect(res.errors).toBeUndefined();
    const settings = res.data.updateDocumentSettings;
    expect(settings).toMatchObject({
      nextBillNumber: 25,
      nextCreditNoteNumber: 3,
      nextCreditNotePreview: `NC 3/${year}`,
    });
    expect(
      settings.numberChanges.map((c: { series: string; fromNumber: number; toNumber: number; reason: string }) => [
        c.series,
        c.fromNumber,
        c.toNumber,
        c.reason,
      ]),
    ).toEqual([
      ['CREDIT_NOTE', 1, 3, 'Fortsetzung der Nummern aus dem alten Programm'],
      ['BILL', 1, 25, 'Fortsetzung der Nummern aus dem alten Programm'],
    ]);
  });

  it('needs no reason when nothing is skipped (the same next number, or a format only)', async () => {
    expect((await save({ nextBillNumber: 25, creditNoteNumberFormat: 'GS-%n/%Y' })).errors).toBeUndefined();
    expect((await server.gql(GET, {}, jwt['na-bakery'])).data.documentSettings.numberChanges).toHaveLength(2);
  });

  it('never numbers a credit note like a bill', async () => {
    for (const creditNoteNumberFormat of ['%n/%Y', '%Y', 'NC %n %n', 'GUTSCHRIFT-NR-%n-%d.%m.%Y']) {
      const res = await save({ creditNoteNumberFormat });
      expect(res.errors![0]!.extensions, creditNoteNumberFormat).toMatchObject({
        code: 'BAD_INPUT',
        fields: ['creditNoteNumberFormat'],
      });
    }
    expect((await row())!.creditNoteNumberFormat).toBe('GS-%n/%Y');
  });

  it('is the bakery own: another bakery sees no history; clients cannot move numbers', async () => {
    expect((await server.gql(GET, {}, jwt['nb-bakery'])).data.documentSettings.numberChanges).toEqual([]);
    expect(codeOf(await save({ nextBillNumber: 99, numberChangeReason: 'Test' }, 'na-host'))).toBe('FORBIDDEN');
    expect((await row())!.currentBillNumber).toBe(24);
  });
});
