import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { addDays } from '@bakery/core';
import { authTokens, users } from '../../db/schema/index';
import { dateInZone } from '../../platform/time';
import { codeOf, createTestServer, type TestServer } from '../../../test/test-server';
import { createTenant, signIn } from '../../../test/fixtures';
import { pdfInfo, pdfPagePng, pdfText } from '../../../test/pdf';

const CREATE = 'mutation G($input: GuestInput!) { createGuest(input: $input) { password signInUrl user { id } } }';
const TOKEN_LOGIN = 'mutation TL($token: String!) { guestTokenLogin(token: $token) { user { id } } }';
const REVOKE = 'mutation R($id: ID!) { revokeGuestSignInTokens(guestId: $id) }';

let server: TestServer;
const jwt: Record<string, string> = {};
const today = dateInZone(new Date(), 'Europe/Rome');
let guestId = '';
let password = '';

beforeAll(async () => {
  server = await createTestServer();
  await createTenant(server.platform.db, 'ia');
  await createTenant(server.platform.db, 'ib');
  Object.assign(
    jwt,
    await signIn(server, { users: ['ia-bakery', 'ia-host', 'ib-host', 'ia-private'], guests: { guest: 'iaroom1' } }),
  );
  const created = (
    await server.gql(
      CREATE,
      { input: { label: 'Zimmer 12', activeFrom: today, activeTo: addDays(today, 3), language: 'it' } },
      jwt['ia-host'],
    )
  ).data.createGuest;
  guestId = created.user.id;
  password = created.password;
});
afterAll(() => server.close());

function sheet(id: string, token: string | undefined, body: unknown = {}) {
  return fetch(`${server.url}/api/guests/${id}/instruction-sheet.pdf`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
}
const codeOfResponse = async (res: Response) =>
  ((await res.json()) as { errors: { extensions: { code: string } }[] }).errors[0]!.extensions.code;
const liveTokens = async () =>
  (
    await server.platform.db
      .select()
      .from(authTokens)
      .where(eq(authTokens.userId, Number(guestId)))
  ).filter((t) => t.usedAt === null).length;

describe('instruction sheet PDF (POST /api/guests/:id/instruction-sheet.pdf)', () => {
  it('is one A4 page in the guest language with label, password, host, bakery, stay and deadline, and renders', async () => {
    const res = await sheet(guestId, jwt['ia-host'], { password });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toContain("filename*=UTF-8''Istruzioni-Zimmer-12.pdf");
    const pdf = Buffer.from(await res.arrayBuffer());
    const info = await pdfInfo(pdf);
    expect(info).toMatchObject({ pages: 1, title: 'Ordinare il pane durante il soggiorno – Zimmer 12' });
    expect(Math.round(info.width)).toBe(595);
    expect(Math.round(info.height)).toBe(842);
    const text = await pdfText(pdf);
    expect(text).toContain('Ordinare il pane durante il soggiorno');
    expect(text).toContain('Zimmer 12');
    expect(text).toContain(password);
    expect(text).toMatch(/benvenuto da ia Hotel! .*ia Bakery/s);
    expect(text).toContain('http://bakery.test/guest');
    expect(text).toMatch(/Ordini entro le \d\d:\d\d/);
    const png = await sharp(await pdfPagePng(pdf)).metadata();
    expect(png.format).toBe('png');
    expect(png.width).toBeGreaterThan(400);
  });

  it('carries a fresh QR sign-in token of its own (revocable like the others)', async () => {
    const before = await liveTokens();
    expect((await sheet(guestId, jwt['ia-host'])).status).toBe(200);
    expect(await liveTokens()).toBe(before + 1);
    expect((await server.gql(REVOKE, { id: guestId }, jwt['ia-host'])).data.revokeGuestSignInTokens).toBe(before + 1);
  });

  it('without a password tells the guest to ask at the reception', async () => {
    const text = await pdfText(Buffer.from(await (await sheet(guestId, jwt['ia-host'])).arrayBuffer()));
    expect(text).toContain('la riceve alla reception');
    expect(text).not.toContain(password);
  });

  it('follows the guest language: German and English sheets', async () => {
    await server.platform.db
      .update(users)
      .set({ language: 'de' })
      .where(eq(users.id, Number(guestId)));
    const de = await sheet(guestId, jwt['ia-host'], { password });
    expect(de.headers.get('content-disposition')).toContain('Anleitung-Zimmer-12.pdf');
    expect(await pdfText(Buffer.from(await de.arrayBuffer()))).toContain('Brot bestellen während Ihres Aufenthalts');
    await server.platform.db
      .update(users)
      .set({ language: 'en' })
      .where(eq(users.id, Number(guestId)));
    expect(
      await pdfText(Buffer.from(await (await sheet(guestId, jwt['ia-host'], { password })).arrayBuffer())),
    ).toContain('Ordering bread during your stay');
  });

  it('refuses another host, the bakery, a private customer, a guest, signed out, and bad input — issuing no token', async () => {
    const before = await liveTokens();
    expect(await codeOfResponse(await sheet(guestId, jwt['ib-host']))).toBe('NOT_FOUND');
    expect(await codeOfResponse(await sheet(guestId, jwt['ia-bakery']))).toBe('FORBIDDEN');
    expect(await codeOfResponse(await sheet(guestId, jwt['ia-private']))).toBe('FORBIDDEN');
    expect(await codeOfResponse(await sheet(guestId, jwt.guest))).toBe('FORBIDDEN');
    const anonymous = await sheet(guestId, undefined);
    expect(anonymous.status).toBe(401);
    expect(await codeOfResponse(anonymous)).toBe('UNAUTHENTICATED');
    expect(await codeOfResponse(await sheet(guestId, jwt['ia-host'], { password: 42 }))).toBe('BAD_INPUT');
    expect(await codeOfResponse(await sheet(guestId, jwt['ia-host'], { password: 'a\nb' }))).toBe('BAD_INPUT');
    expect(await codeOfResponse(await sheet('abc', jwt['ia-host']))).toBe('BAD_INPUT');
    expect(await codeOfResponse(await sheet('999999', jwt['ia-host']))).toBe('NOT_FOUND');
    expect(await liveTokens()).toBe(before);
  });

  it('the printed QR token signs the guest in', async () => {
    // the same token the PDF encodes is the newest live one: sign in with a freshly issued sheet's URL
    const created = (
      await server.gql(
        CREATE,
        { input: { label: 'Suite', activeFrom: today, activeTo: addDays(today, 1), language: 'en' } },
        jwt['ia-host'],
      )
    ).data.createGuest;
    const token = new URL(created.signInUrl).searchParams.get('token')!;
    expect((await server.gql(TOKEN_LOGIN, { token })).data.guestTokenLogin.user.id).toBe(created.user.id);
  });
});

const LINK =
  'mutation L($label: String!, $password: String!) { guestInstructionLink(label: $label, password: $password) { guestId signInUrl } }';

describe('the sheet opened by its address (guestInstructionLink)', () => {
  it('finds the host its guest by the label and password of the address, with a fresh QR link and the id for the PDF', async () => {
    const created = (
      await server.gql(
        CREATE,
        { input: { label: 'Zimmer 7', activeFrom: today, activeTo: addDays(today, 2), language: 'de' } },
        jwt['ia-host'],
      )
    ).data.createGuest;
    // a second guest with the same label: the password tells them apart, as at the guest sign-in
    await server.gql(
      CREATE,
      { input: { label: 'Zimmer 7', activeFrom: today, activeTo: addDays(today, 2), language: 'de' } },
      jwt['ia-host'],
    );
    const res = await server.gql(LINK, { label: 'Zimmer 7', password: created.password }, jwt['ia-host']);
    expect(res.errors).toBeUndefined();
    expect(res.data.guestInstructionLink.guestId).toBe(created.user.id);
    const url = new URL(res.data.guestInstructionLink.signInUrl);
    expect(`${url.origin}${url.pathname}`).toBe('http://bakery.test/guest');
    const token = url.searchParams.get('token')!;
    expect((await server.gql(TOKEN_LOGIN, { token })).data.guestTokenLogin.user.id).toBe(created.user.id);
  });

  it('refuses a wrong password, another host, the bakery, a private customer, a guest and signed out — issuing no token', async () => {
    const before = await liveTokens();
    expect(codeOf(await server.gql(LINK, { label: 'Zimmer 12', password: 'not-the-password' }, jwt['ia-host']))).toBe(
      'NOT_FOUND',
    );
    expect(codeOf(await server.gql(LINK, { label: 'Zimmer 13', password }, jwt['ia-host']))).toBe('NOT_FOUND');
    expect(codeOf(await server.gql(LINK, { label: 'Zimmer 12', password }, jwt['ib-host']))).toBe('NOT_FOUND');
    for (const who of ['ia-bakery', 'ia-private', 'guest'])
      expect(codeOf(await server.gql(LINK, { label: 'Zimmer 12', password }, jwt[who])), who).toBe('FORBIDDEN');
    expect(codeOf(await server.gql(LINK, { label: 'Zimmer 12', password }))).toBe('UNAUTHENTICATED');
    expect(await liveTokens()).toBe(before);
  });
});

describe('the guest app address', () => {
  it('is given in full in the public config, as printed on the sheet', async () => {
    expect((await server.gql('query { publicConfig { guestAppUrl } }')).data.publicConfig.guestAppUrl).toBe(
      'http://bakery.test/guest',
    );
  });
});
