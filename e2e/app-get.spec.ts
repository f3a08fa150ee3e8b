import { expect, test } from './support/test';
import { texts } from './support/texts';

// The store addresses start-server.sh gives the server.
const APP_STORE_URL = 'https://apps.apple.com/app/brotzeit/id0000000000';
const PLAY_STORE_URL = 'https://play.google.com/store/apps/details?id=app.brotzeit.guest';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';

test.describe('/app/get', () => {
  for (const [device, userAgent, store] of [
    ['an iPhone', IPHONE, APP_STORE_URL],
    ['an Android phone', ANDROID, PLAY_STORE_URL],
  ] as const) {
    test(`sends ${device} to its store`, async ({ request }) => {
      const res = await request.get('/app/get', { headers: { 'user-agent': userAgent }, maxRedirects: 0 });
      expect(res.status()).toBe(302);
      expect(res.headers()['location']).toBe(store);
    });
  }

  test('shows both store links in a desktop browser', async ({ page }) => {
    const t = texts.de;
    await page.goto('/app/get');
    await expect(page).toHaveURL(/\/app\/get$/);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: t.appGet.title })).toBeVisible();
    await expect(main.getByRole('link', { name: t.appGet.appStore })).toHaveAttribute('href', APP_STORE_URL);
    await expect(main.getByRole('link', { name: t.appGet.playStore })).toHaveAttribute('href', PLAY_STORE_URL);
  });
});
