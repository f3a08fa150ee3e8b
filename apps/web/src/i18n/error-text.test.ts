import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/client';
import { createI18n } from '.';
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

  it.each([
    ['de', 'nur bis 29.11.2027 möglich (Art. 26 Abs. 3 D.P.R. 633/72)'],
    ['it', 'solo fino al 29.11.2027 (art. 26, c. 3, D.P.R. 633/72)'],
    ['en', 'only until 29.11.2027 (art. 26(3) D.P.R. 633/72)'],
  ] as const)('name the last day a credit note was possible (%s)', (language, part) => {
    const i18n = createI18n(language);
    expect(translateError(i18n.t, new ApiError('CREDIT_NOTE_TOO_LATE', { lastDay: '2027-11-29' }))).toContain(part);
  });

  it.each([
    ['de', 'Die Lieferung vom 27.11.2026 ist vorbei: Bitte verrechnen Sie sie mit einer Sofortrechnung.'],
    ['it', 'La consegna del 27.11.2026 è passata: la fatturi con una fattura immediata.'],
    ['en', 'The delivery of 27.11.2026 is over: please bill it with an immediate invoice.'],
  ] as const)('name the past delivery a docket comes too late for (%s)', (language, part) => {
    const i18n = createI18n(language);
    expect(translateError(i18n.t, new ApiError('DOCKET_AFTER_DELIVERY', { deliveryDate: '2026-11-27' }))).toContain(
      part,
    );
  });

  it.each([
    [
      'de',
      'Das Rezept würde sich selbst verwenden: Sauerteig → Roggenbrot → Sauerteig.',
      'hier 99,5 %',
      'verwendet: Roggenbrot, Vinschgerl.',
    ],
    [
      'it',
      'La ricetta userebbe se stessa: Sauerteig → Roggenbrot → Sauerteig.',
      'qui il 99,5 %',
      'usato nelle ricette: Roggenbrot, Vinschgerl.',
    ],
    [
      'en',
      'The recipe would use itself: Sauerteig → Roggenbrot → Sauerteig.',
      'here 99.5 %',
      'used in recipes: Roggenbrot, Vinschgerl.',
    ],
  ] as const)(
    'name a recipe cycle’s path, the flour’s percent and the recipes that use an ingredient (%s)',
    (language, cycle, flour, users) => {
      const i18n = createI18n(language);
      const names = ['Sauerteig', 'Roggenbrot', 'Sauerteig'];
      expect(translateError(i18n.t, new ApiError('RECIPE_CYCLE', { names }))).toBe(cycle);
      expect(translateError(i18n.t, new ApiError('RECIPE_FLOUR_NOT_FULL', { flour: 99.5 }))).toContain(flour);
      expect(
        translateError(i18n.t, new ApiError('INGREDIENT_IN_USE', { recipes: ['Roggenbrot', 'Vinschgerl'] })),
      ).toContain(users);
    },
  );
});
