// Linted as apps/web/src/routes/boundary-fixture.ts (test/boundaries.test.ts).
import { LoginScreen } from '../features/auth';
import { LoginForm } from '../features/auth/LoginForm';
import { lazyWithRetry } from './lazy-with-retry';

export const used = [LoginScreen, LoginForm, lazyWithRetry];
