import {
  isValidEmail,
  passwordProblemToErrorCode,
  usernameProblem,
  usernameProblemToErrorCode,
  validatePassword,
} from '@bakery/core';
import { fail } from '../../platform/errors';

/** Refuses a password that breaks a rule of requirements/accounts-and-sign-in.md#passwords: the first broken rule is the code, all of them in `problems`. */
export function assertPasswordValid(password: string, repeat?: string): void {
  const problems = validatePassword(password, repeat);
  const first = problems[0];
  if (first) fail(passwordProblemToErrorCode(first), { problems: problems.map(passwordProblemToErrorCode) });
}

export function assertUsernameValid(username: string): void {
  const problem = usernameProblem(username);
  if (problem) fail(usernameProblemToErrorCode(problem), { field: 'username' });
}

export function assertEmailValid(email: string): void {
  if (!isValidEmail(email)) fail('EMAIL_INVALID', { field: 'email' });
}

/**
 * The constraint of a PostgreSQL unique_violation (two requests raced for the same username or
 * e-mail), or null for any other error. Looks through the ORM's wrapping `cause`.
 */
export function uniqueViolation(err: unknown): string | null {
  let e: unknown = err;
  for (let i = 0; i < 3 && e && typeof e === 'object'; i++) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
    e = (e as { cause?: unknown }).cause;
  }
  return null;
}
