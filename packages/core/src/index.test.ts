import { describe, expect, it } from 'vitest';
import * as core from './index';

describe('@bakery/core public API', () => {
  it('exports the agreed names', () => {
    const names = [
      'ERROR_CODES',
      'isErrorCode',
      'validatePassword',
      'PASSWORD_MIN_LENGTH',
      'PASSWORD_PROBLEMS',
      'passwordProblemToErrorCode',
      'generatePassword',
      'PASSWORD_GENERATED_LENGTH',
      'usernameProblem',
      'USERNAME_MIN_LENGTH',
      'isValidEmail',
      'guestLabel',
      'GUEST_SUFFIX_LENGTH',
      'makeGuestUsername',
      'generateGuestSuffix',
      'formatDocumentNumber',
      'canDeliverOn',
      'deliveryRefusal',
      'isoWeekday',
      'isAvailableOn',
      'weekdaysToDayRules',
      'dayRulesToWeekdays',
      'resolveLanguage',
      'LANGUAGES',
      'DEFAULT_LANGUAGE',
      'isLanguage',
      'lineTotalCents',
      'parseDecimal',
      'formatCents',
      'pricePerKgCents',
      'DEFAULT_VAT',
      'PasswordSchema',
      'UsernameSchema',
      'EmailSchema',
      'LanguageSchema',
      'IsoDateSchema',
      'addDays',
      'compareIsoDates',
      'isIsoDate',
      'parseIsoDate',
    ];
    for (const name of names) expect(core, name).toHaveProperty(name);
    expect(core).not.toHaveProperty('default');
    expect(core).not.toHaveProperty('DAY_MS');
  });
});
