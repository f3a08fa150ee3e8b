import { mkdir, readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { texts, type Language } from './support/texts';

/**
 * Issue 15 item 9: the guest instruction sheet opened by its address (/printInstruction/…, a
 * bookmark, another device) in a fresh page — no navigation state from creating the guest — has
 * its QR code, its PDF button and the guest app's full address, on screen and in print.
 */
const HOTEL = { username: 'hotel-alpenrose', password: 'Alpenrose-2026!' } as const;
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-instruction-sheet';

async function gqlAs<T>(
  request: APIRequestContext,
  jwt: string | null,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const res = await request.post('/graphql', {
    data: { query, variables },
    headers: jwt ? { Authorization: `Bearer ${jwt}` } : {},
  });
  const body = (await res.json()) as { data: T; errors?: unknown[] };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

function today(timeZone = 'Europe/Rome'): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(),
  );
}

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

interface Guest {
  path: string;
  label: string;
  password: string;
}

/** A new guest of the hotel, created over the API, and the sheet's address as the web builds it. */
async function createGuest(request: APIRequestContext, jwt: string, language: Language): Promise<Guest> {
  const label = `Zimmer ${language}-${Date.now().toString(36).slice(-5)}`;
  const from = today();
  const to = addDays(from, 3);
  const { createGuest: created } = await gqlAs<{ createGuest: { password: string; user: { label: string } } }>(
    request,
    jwt,
    'mutation G($input: GuestInput!) { createGuest(input: $input) { password user { label } } }',
    { input: { label, activeFrom: from, activeTo: to, language } },
  );
  const { me } = await gqlAs<{ me: { id: string; displayName: string; bakery: { id: string; name: string } } }>(
    request,
    jwt,
    'query { me { id displayName bakery { id name } } }',
  );
  const parts = [
    language,
    created.user.label,
    created.password,
    me.displayName,
    me.bakery.name,
    '17:00',
    me.bakery.id,
    from,
    to,
  ];
  return {
    path: `/printInstruction/${parts.map(encodeURIComponent).join('/')}`,
    label: created.user.label,
    password: created.password,
  };
}

/** A fresh browser page signed in as the hotel (token in storage, as after a sign-in on another device). */
async function openFresh(page: Page, request: APIRequestContext, path: string): Promise<void> {
  const { login } = await gqlAs<{ login: { jwt: string; user: { id: string } } }>(
    request,
    null,
    'mutation L($i: String!, $p: String!) { login(identifier: $i, password: $p) { jwt user { id } } }',
    {
      i: HOTEL.username,
      p: HOTEL.password,
    },
  );
  await page.addInitScript(
    ([token, userId]) => {
      localStorage.setItem('token', token);
      localStorage.setItem('userID', userId);
    },
    [login.jwt, login.user.id] as const,
  );
  await page.goto(path);
}

test.describe('guest instruction sheet opened by its address', () => {
  test('shows the QR code, downloads the PDF and gives the guest app address in full, on screen and in print', async ({
    page,
    request,
    baseURL,
  }) => {
    const { login } = await gqlAs<{ login: { jwt: string } }>(
      request,
      null,
      'mutation L($i: String!, $p: String!) { login(identifier: $i, password: $p) { jwt } }',
      { i: HOTEL.username, p: HOTEL.password },
    );
    const guest = await createGuest(request, login.jwt, 'en');
    const en = texts.en.printInstruction;
    const de = texts.de.printInstruction;
    const guestApp = `${baseURL}/guest`;

    await openFresh(page, request, guest.path);
    await expect(page.getByRole('heading', { level: 1, name: en.title })).toBeVisible({ timeout: 20_000 });
    const sheet = page.locator('[lang="en"]');
    const qr = sheet.getByRole('img', { name: en.scan });
    await expect(qr).toBeVisible();
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    await expect(sheet.getByText(guestApp, { exact: true })).toBeVisible();
    await expect(page.getByTestId('sheet-password')).toHaveText(guest.password);
    await expect(page.getByRole('status')).toHaveCount(0);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: de.pdf }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^Instructions-.+\.pdf$/);
    const pdf = await readFile((await download.path())!);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.byteLength).toBeGreaterThan(5000);

    // printed: the QR code and the full address stay, the buttons go
    await page.emulateMedia({ media: 'print' });
    await expect(qr).toBeVisible();
    await expect(sheet.getByText(guestApp, { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: de.pdf })).toBeHidden();
    await expect(page.getByRole('button', { name: de.print })).toBeHidden();
  });

  test("says why the QR code is missing when the password in the address is no longer the guest's", async ({
    page,
    request,
    baseURL,
  }) => {
    const { login } = await gqlAs<{ login: { jwt: string } }>(
      request,
      null,
      'mutation L($i: String!, $p: String!) { login(identifier: $i, password: $p) { jwt } }',
      { i: HOTEL.username, p: HOTEL.password },
    );
    const guest = await createGuest(request, login.jwt, 'it');
    await openFresh(page, request, guest.path.replace(encodeURIComponent(guest.password), 'Falsch-12345'));
    await expect(page.getByRole('heading', { level: 1, name: texts.it.printInstruction.title })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByRole('status')).toHaveText(texts.de.printInstruction.notLinked);
    await expect(page.getByRole('img', { name: texts.it.printInstruction.scan })).toHaveCount(0);
    await expect(page.getByRole('button', { name: texts.de.printInstruction.pdf })).toHaveCount(0);
    await expect(page.getByText(`${baseURL}/guest`, { exact: true })).toBeVisible();
  });

  test('screenshots: the sheet in de, it and en on desktop and phone', async ({ page, request }) => {
    await mkdir(SHOTS, { recursive: true });
    const { login } = await gqlAs<{ login: { jwt: string } }>(
      request,
      null,
      'mutation L($i: String!, $p: String!) { login(identifier: $i, password: $p) { jwt } }',
      { i: HOTEL.username, p: HOTEL.password },
    );
    for (const language of ['de', 'it', 'en'] as const) {
      const guest = await createGuest(request, login.jwt, language);
      await openFresh(page, request, guest.path);
      await expect(page.getByRole('img', { name: texts[language].printInstruction.scan })).toBeVisible({
        timeout: 20_000,
      });
      for (const [name, width] of [
        ['desktop', 1280],
        ['phone', 390],
      ] as const) {
        await page.setViewportSize({ width, height: 900 });
        await page.screenshot({ path: `${SHOTS}/sheet-${language}-${name}.png`, fullPage: true });
      }
      await page.setViewportSize({ width: 1280, height: 900 });
    }
  });
});
