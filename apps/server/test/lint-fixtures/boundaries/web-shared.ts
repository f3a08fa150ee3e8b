// Linted as apps/web/src/ui/boundary-fixture.ts (test/boundaries.test.ts).
import { useErrorText } from '../i18n/error-text';
import { useAuth } from '../features/auth';

export const used = [useErrorText, useAuth];
