import type { APIRequestContext } from '@playwright/test';
import { LoginPage } from './support/login-page';
import { scrollUntilDrawn } from './support/scroll';
import { expect, test } from './support/test';
import { fill, texts } from './support/texts';

/** The demo host and one of its guests (README); guests use the app, so they are checked over the API. */
const HOTEL = { username: 'hotel-alpenrose', password: 'Alpenrose-2026!' } as const;
const GUEST = { label: 'zimmer101', password: 'Gast-2026!' } as const;

interface GuestProduct {
  priceCents: number;
  product: { name: string };
}

async function guestProducts(request: APIRequestContext): Promise<GuestProduct[]> {
  const login = await request.post('/graphql', {
    data: {
      query: 'mutation G($i: String!, $p: String!) { guestLogin(identifier: $i, password: $p) { jwt } }',
      variables: { i: GUEST.label, p: GUEST.password },
    },
  });
  const jwt = ((await login.json()) as { data: { guestLogin: { jwt: string } } }).data.guestLogin.jwt;
  const res = await request.post('/graphql', {
    data: { query: 'query GuestProducts { guestProducts { priceCents product { name } } }' },
    headers: { Authorization: `Bearer ${jwt}` },
  });
  const body = (await res.json()) as { data: { guestProducts: GuestProduct[] }; errors?: unknown[] };
  expect(body.errors).toBeUndefined();
  return body.data.guestProducts;
}

test('the demo host takes a product over with a display price; its guest sees it at that price', async ({
  page,
  request,
}) => {
  const t = texts.de.hostProducts;
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(HOTEL.username, HOTEL.password);
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/products');
  const offers = page.getByRole('list', { name: t.offersTitle });
  const offer = offers
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: new RegExp(`^${t.takeOver}`) }) })
    .first();
  await expect(offers.getByRole('listitem').first()).toBeVisible();
  await scrollUntilDrawn(page, offer);
  await expect(offer).toBeVisible();
  const name = (await offer.getAttribute('aria-label')) ?? '';
  expect(name).not.toBe('');

  await offer.getByRole('textbox', { name: fill(t.displayPriceFor, { name }) }).fill('3,17');
  await offer.getByRole('button', { name: fill(t.takeOverNamed, { name }) }).click();
  await expect(page.getByText(fill(t.adoptedMessage, { name }))).toBeVisible();
  const taken = page.getByRole('list', { name: t.takeOversTitle }).getByRole('listitem', { name });
  await scrollUntilDrawn(page, taken);
  await expect(taken.getByText('3,17\u00a0€', { exact: true })).toBeVisible();

  expect(await guestProducts(request)).toContainEqual({ priceCents: 317, product: { name } });

  // On a phone the screen keeps to the width of the display.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(taken).toBeVisible();
  // once the shell has settled into the phone layout (its menu slides away)
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
