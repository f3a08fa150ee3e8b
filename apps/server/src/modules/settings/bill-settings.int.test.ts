import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { billSettings } from '../../db/schema/index';
import { dateInZone } from '../../platform/time';
import { createTestServer, codeOf, type TestServer } from '../../../test/test-server';
import { createTenant, signIn } from '../../../test/fixtures';
import { freshTenant } from '../../../test/factories';

const FIELDS = `eBillData { companyName vatNumber taxCode regime street houseNumber postalCode city province country pec phone email
  rea { office number shareCapital soleShareholder liquidation } iban bankName transmitterCode }
  eBillDataProblems pdfHeader pdfFooter pdfLogo { id url } billNumberFormat nextBillNumber nextBillPreview prefix suffix ddNumberFormat nextDdNumber nextDdPreview`;
const GET = `query DS { documentSettings { ${FIELDS} } }`;
const UPDATE = `mutation UDS($input: DocumentSettingsInput!) { updateDocumentSettings(input: $input) { ${FIELDS} } }`;
const DELETE_MEDIA = 'mutation DM($id: ID!) { deleteMedia(id: $id) }';

/** The seller data as a bakery types it (IT before the VAT number, spaces, lower case). */
const TYPED = {
  companyName: 'Bäckerei Mair KG',
  vatNumber: 'IT 00743110157',
  taxCode: '00743110157',
  regime: 'RF01',
  street: 'Lauben',
  houseNumber: '12',
  postalCode: '39100',
  city: 'Bozen',
  province: 'bz',
  country: 'IT',
  pec: 'Mair@PEC.it',
  phone: '0471 123456',
  email: 'info@mair.example',
  rea: { office: 'BZ', number: '123456', shareCapital: '10.000', soleShareholder: 'SM', liquidation: 'LN' },
  iban: 'IT60 X054 2811 1010 0000 0123 456',
  bankName: 'Raiffeisenkasse Bozen',
  transmitterCode: null,
};
const STORED = {
  ...TYPED,
  vatNumber: '00743110157',
  province: 'BZ',
  pec: 'mair@pec.it',
  phone: '0471123456',
  iban: 'IT60X0542811101000000123456',
  rea: { office: 'BZ', number: '123456', shareCapital: '10000.00', soleShareholder: 'SM', liquidation: 'LN' },
};

let server: TestServer;
let mediaDir: string;
let a: Awaited<ReturnType<typeof createTenant>>;
const jwt: Record<string, string> = {};
const year = dateInZone(new Date(), 'Europe/Rome').slice(0, 4);

async function uploadLogo(token: string): Promise<string> {
  const png = await sharp({ create: { width: 600, height: 200, channels: 4, background: '#8a5a2b' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(png)]), 'logo.png');
  const res = await fetch(`${server.url}/api/media`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

beforeAll(async () => {
  mediaDir = await mkdtemp(path.join(tmpdir(), 'bakery-bill-settings-'));
  server = await createTestServer({ mediaDir });
  a = await createTenant(server.platform.db, 'ba');
  await createTenant(server.platform.db, 'bb'); // another bakery, only read
  Object.assign(
    jwt,
    await signIn(server, { users: ['ba-bakery', 'bb-bakery', 'ba-host', 'ba-private'], guests: { guest: 'baroom1' } }),
  );
});
afterAll(async () => {
  await server.close();
  await rm(mediaDir, { recursive: true, force: true });
});

const rowOf = async (bakeryId: number) =>
  (await server.platform.db.select().from(billSettings).where(eq(billSettings.bakeryId, bakeryId)))[0];
const save = (input: Record<string, unknown>, who = 'ba-bakery') => server.gql(UPDATE, { input }, jwt[who]);
/** Saves as the bakery of a tenant of the test's own (the shared tenants `ba` and `bb` are only read). */
const saveAs = (token: string, input: Record<string, unknown>) => server.gql(UPDATE, { input }, token);
/** The numbering the second test saves: next bill 120, next delivery note 30. */
const NUMBERING = { nextBillNumber: 120, nextDdNumber: 30, numberChangeReason: 'Fortsetzung der alten Software' };

describe('bill settings (Settings → Documents)', () => {
  it('starts without seller data, naming what an e-invoice needs, with bill number 1 as %n/%Y', async () => {
    expect((await server.gql(GET, {}, jwt['ba-bakery'])).data.documentSettings).toEqual({
      eBillData: null,
      eBillDataProblems: ['companyName', 'vatNumber', 'regime', 'street', 'postalCode', 'city', 'province'],
      pdfHeader: null,
      pdfFooter: null,
      pdfLogo: null,
      billNumberFormat: '%n/%Y',
      nextBillNumber: 1,
      nextBillPreview: `1/${year}`,
      prefix: null,
      suffix: null,
      ddNumberFormat: 'DDT %n/%Y',
      nextDdNumber: 1,
      nextDdPreview: `DDT 1/${year}`,
    });
  });

  it('saves seller data, PDF texts and numbering together and reads them back normalised', async () => {
    const f = await freshTenant(server, { base: 'bs' });
    const input = {
      eBillData: TYPED,
      pdfHeader: 'Bäckerei Mair\r\nLauben 12  \r\n39100 Bozen',
      pdfFooter: '  Danke für Ihren Einkauf!\nGrazie!  ',
      billNumberFormat: ' %Y-%n ',
      nextBillNumber: 120,
      prefix: 'RE-',
      suffix: '/B',
      nextDdNumber: 30,
      numberChangeReason: 'Fortsetzung der alten Software',
    };
    const saved = (await saveAs(f.jwt.bakery, input)).data.updateDocumentSettings;
    expect(saved).toMatchObject({
      eBillData: STORED,
      eBillDataProblems: [],
      pdfHeader: 'Bäckerei Mair\nLauben 12\n39100 Bozen',
      pdfFooter: 'Danke für Ihren Einkauf!\nGrazie!',
      billNumberFormat: '%Y-%n',
      nextBillNumber: 120,
      nextBillPreview: `RE-${year}-120/B`,
      prefix: 'RE-',
      suffix: '/B',
      ddNumberFormat: 'DDT %n/%Y',
      nextDdNumber: 30,
      nextDdPreview: `DDT 30/${year}`,
    });
    expect((await server.gql(GET, {}, f.jwt.bakery)).data.documentSettings).toEqual(saved);
    expect(await rowOf(f.bakery.id)).toMatchObject({
      currentBillNumber: 119,
      currentDdNumber: 29,
      eBillData: { vatNumber: '00743110157', rea: { shareCapital: '10000.00' } },
    });
    // only the given fields change; blank texts clear
    const cleared = (await saveAs(f.jwt.bakery, { pdfFooter: '  ', suffix: '' })).data.updateDocumentSettings;
    expect(cleared).toMatchObject({
      pdfFooter: null,
      suffix: null,
      pdfHeader: saved.pdfHeader,
      nextBillPreview: `RE-${year}-120`,
      eBillData: STORED,
    });
  });

  it('names every bad field at once and changes nothing', async () => {
    const f = await freshTenant(server, { base: 'bs' });
    const before = await rowOf(f.bakery.id);
    const res = await saveAs(f.jwt.bakery, {
      eBillData: {
        ...TYPED,
        vatNumber: '01234567890',
        taxCode: 'RSSMRA85T10A562X',
        regime: 'RF03',
        postalCode: '3910',
        province: '',
        pec: 'nope',
        iban: 'IT60X0542811101000000123457',
        rea: { office: 'BZ', number: '12-a', liquidation: 'XX' },
      },
      pdfHeader: '1\n2\n3\n4\n5\n6\n7',
      pdfFooter: 'x'.repeat(1001), // a malformed id ('abc') is refused by the input guard alone; '0' reaches the service
      pdfLogoId: '0',
      billNumberFormat: '%Y',
      nextBillNumber: 0,
      prefix: 'ABCDEFGHIJK',
      suffix: '€',
      ddNumberFormat: '%n%n',
      nextDdNumber: -1,
    });
    expect(codeOf(res)).toBe('BAD_INPUT');
    expect(res.errors?.[0]?.extensions?.fields).toEqual([
      'eBillData.vatNumber',
      'eBillData.taxCode',
      'eBillData.regime',
      'eBillData.postalCode',
      'eBillData.province',
      'eBillData.pec',
      'eBillData.rea.number',
      'eBillData.rea.liquidation',
      'eBillData.iban',
      'pdfHeader',
      'pdfFooter',
      'pdfLogoId',
      'billNumberFormat',
      'nextBillNumber',
      'prefix',
      'suffix',
      'ddNumberFormat',
      'nextDdNumber',
    ]);
    // a bill number longer than FatturaPA's 20 characters: the affix is named when the format fits alone
    const long = await saveAs(f.jwt.bakery, { billNumberFormat: 'R-%Y-%m-%d/%n', prefix: 'BAECKEREI', suffix: '-BZ' });
    expect(long.errors?.[0]?.extensions?.fields).toEqual(['prefix', 'suffix']);
    expect(codeOf(await saveAs(f.jwt.bakery, { billNumberFormat: 'Rechnung %d.%m.%Y Nr %n' }))).toBe('BAD_INPUT');
    expect(await rowOf(f.bakery.id)).toEqual(before);
  });

  it('never moves a counter back, naming the counters and the lowest allowed number', async () => {
    const f = await freshTenant(server, { base: 'bs' });
    expect((await saveAs(f.jwt.bakery, NUMBERING)).data.updateDocumentSettings).toMatchObject({
      nextBillNumber: 120,
      nextDdNumber: 30,
    });
    const before = await rowOf(f.bakery.id);
    const back = await saveAs(f.jwt.bakery, { nextBillNumber: 119, nextDdNumber: 29, pdfHeader: 'changed?' });
    expect(codeOf(back)).toBe('DOCUMENT_NUMBER_BACKWARDS');
    expect(back.errors?.[0]?.extensions).toMatchObject({
      fields: ['nextBillNumber', 'nextDdNumber'],
      next: 120,
      lowest: { nextBillNumber: 120, nextDdNumber: 30 },
    });
    expect(await rowOf(f.bakery.id)).toEqual(before);
    expect((await saveAs(f.jwt.bakery, { nextBillNumber: 120 })).data.updateDocumentSettings.nextBillNumber).toBe(120); // the same number is no move
  });

  it('shows a year format starting again at 1 in a new year, and counts a counter set by hand in this year', async () => {
    const c = await createTenant(server.platform.db, 'bc');
    await server.platform.db
      .insert(billSettings)
      .values({ bakeryId: c.bakery.id, currentBillNumber: 50, billNumberYear: Number(year) - 1 });
    const token = (await signIn(server, { users: ['bc-bakery'] }))['bc-bakery'];
    expect((await server.gql(GET, {}, token)).data.documentSettings).toMatchObject({
      nextBillNumber: 1,
      nextBillPreview: `1/${year}`,
    });
    expect(
      (
        await server.gql(
          UPDATE,
          { input: { nextBillNumber: 7, numberChangeReason: 'Fortsetzung der alten Software' } },
          token,
        )
      ).data.updateDocumentSettings.nextBillNumber,
    ).toBe(7);
    expect(await rowOf(c.bakery.id)).toMatchObject({ currentBillNumber: 6, billNumberYear: Number(year) });
    expect(codeOf(await server.gql(UPDATE, { input: { nextBillNumber: 6 } }, token))).toBe('DOCUMENT_NUMBER_BACKWARDS');
  });

  it("sets and removes the logo from the bakery's own uploads only; a logo in use cannot be deleted", async () => {
    const f = await freshTenant(server, { base: 'bs' });
    const other = await freshTenant(server, { base: 'bs' });
    const logo = await uploadLogo(f.jwt.bakery);
    const set = (await saveAs(f.jwt.bakery, { pdfLogoId: logo })).data.updateDocumentSettings;
    expect(set.pdfLogo).toEqual({ id: logo, url: expect.stringMatching(/^\/media\/.+\.webp$/) });
    expect(codeOf(await server.gql(DELETE_MEDIA, { id: logo }, f.jwt.bakery))).toBe('MEDIA_IN_USE');

    const foreign = await uploadLogo(other.jwt.bakery);
    for (const id of [foreign, '999999']) {
      const res = await saveAs(f.jwt.bakery, { pdfLogoId: id, pdfHeader: 'not saved' });
      expect(codeOf(res)).toBe('BAD_INPUT');
      expect(res.errors?.[0]?.extensions?.fields).toEqual(['pdfLogoId']);
    }
    expect((await rowOf(f.bakery.id))?.pdfLogoId).toBe(Number(logo));
    expect((await rowOf(other.bakery.id))?.pdfLogoId ?? null).toBeNull();

    expect((await saveAs(f.jwt.bakery, { pdfLogoId: null })).data.updateDocumentSettings.pdfLogo).toBeNull();
    expect(await server.gql(DELETE_MEDIA, { id: logo }, f.jwt.bakery)).toMatchObject({
      data: { deleteMedia: true },
    });
  });

  it('clears the seller data with null', async () => {
    const f = await freshTenant(server, { base: 'bs' });
    expect((await saveAs(f.jwt.bakery, { eBillData: TYPED })).data.updateDocumentSettings.eBillData).toEqual(STORED);
    const res = (await saveAs(f.jwt.bakery, { eBillData: null })).data.updateDocumentSettings;
    expect(res.eBillData).toBeNull();
    expect(res.eBillDataProblems).toContain('vatNumber');
    expect((await rowOf(f.bakery.id))?.eBillData).toEqual({});
  });

  it("is the bakery's own: another bakery keeps its settings; hosts, private customers, guests and signed out are refused", async () => {
    const other = (await server.gql(GET, {}, jwt['bb-bakery'])).data.documentSettings;
    expect(other).toMatchObject({ eBillData: null, nextBillNumber: 1, prefix: null, pdfHeader: null, nextDdNumber: 1 });
    const before = await rowOf(a.bakery.id);
    for (const who of ['ba-host', 'ba-private', 'guest']) {
      expect(codeOf(await server.gql(GET, {}, jwt[who]))).toBe('FORBIDDEN');
      expect(codeOf(await save({ nextBillNumber: 5000, prefix: 'X' }, who))).toBe('FORBIDDEN');
    }
    expect(codeOf(await server.gql(UPDATE, { input: { nextBillNumber: 5000 } }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await server.gql(GET, {}))).toBe('UNAUTHENTICATED');
    expect(await rowOf(a.bakery.id)).toEqual(before);
  });
});
