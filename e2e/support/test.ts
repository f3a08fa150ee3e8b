import { test as base } from '@playwright/test';
import { serverPort } from './servers';

export { expect } from '@playwright/test';

/** The port of the server the running test's worker uses (support/servers.ts). */
export const currentServerPort = () => serverPort(base.info().parallelIndex);

/** The cookie the consent banner sets once accepted. */
export const CONSENT_COOKIE = 'sw_consent';

/**
 * `test` against the worker's own server (support/servers.ts), with the cookie banner already
 * accepted (its overlay would cover every page), unless a spec opts out with
 * `test.use({ consentGiven: false })`.
 */
export const test = base.extend<{ consentGiven: boolean }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: none
  baseURL: async ({}, use, testInfo) => {
    await use(`http://127.0.0.1:${serverPort(testInfo.parallelIndex)}`);
  },
  consentGiven: [true, { option: true }],
  context: async ({ context, consentGiven, baseURL }, use) => {
    if (consentGiven) {
      if (!baseURL) throw new Error('baseURL is not configured');
      await context.addCookies([{ name: CONSENT_COOKIE, value: 'accepted', url: baseURL }]);
    }
    await use(context);
  },
});
