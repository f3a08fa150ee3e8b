// Linted as apps/web/src/lib/boundary-fixture.ts (test/boundaries.test.ts).
import { LANGUAGES } from '@bakery/core';
import { useErrorText } from '../../../mobile/src/i18n/error-text';

export const used = [LANGUAGES, useErrorText];
