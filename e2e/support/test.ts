import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';

/** The cookie the consent banner sets once accepted. */
export const CONSENT_COOKIE = 'sw_consent';

/**
 * `test` with the cookie banner already accepted (its overlay would cover every page), unless a
 * spec opts out with `test.use({ consentGiven: false })`.
 */
export const test = base.extend<{ consentGiven: boolean }>({
  consentGiven: [true, { option: true }],
  context: async ({ context, consentGiven, baseURL }, use) => {
    if (consentGiven) {
      if (!baseURL) throw new Error('baseURL is not configured');
      await context.addCookies([{ name: CONSENT_COOKIE, value: 'accepted', url: baseURL }]);
    }
    await use(context);
  },
});
