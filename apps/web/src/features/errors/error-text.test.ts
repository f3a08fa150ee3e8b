import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client';
import { createI18n } from '../../i18n';
import { translateError } from './error-text';

describe('error texts', () => {
  it.each(['de', 'it', 'en'] as const)(
    'send a bakery with invoicing off to the settings tab and switch by their own names (%s)',
    (language) => {
      const i18n = createI18n(language);
      const text = translateError(i18n.t, new ApiError('BILLING_DISABLED'));
      expect(text).toContain(`${i18n.t('nav.settings')} → ${i18n.t('settings.tabs.other')}`);
      expect(text).toContain(i18n.t('settings.other.flags.createBills'));
      expect(text).not.toMatch(/\$t\(|settings\./);
    },
  );
});
