/**
 * Username rule (requirements/accounts-and-sign-in.md#usernames-and-e-mail-addresses): at least 3 characters and none of `< > = { }`; the server then
 * checks availability.
 *
 * Invariants: the length is measured after trimming surrounding whitespace and counts Unicode
 * code points; a too-short name reports `TOO_SHORT` even if it also holds a forbidden character.
 */
import type { ErrorCode } from './errors';

export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_FORBIDDEN_CHARACTERS = ['<', '>', '=', '{', '}'] as const;

export type UsernameProblem = 'TOO_SHORT' | 'FORBIDDEN_CHARACTER';

/** The first rule the username breaks, or `null` when it is acceptable. */
export function usernameProblem(username: string): UsernameProblem | null {
  if ([...username.trim()].length < USERNAME_MIN_LENGTH) return 'TOO_SHORT';
  if (USERNAME_FORBIDDEN_CHARACTERS.some((c) => username.includes(c))) return 'FORBIDDEN_CHARACTER';
  return null;
}

/** The error code the server sends for a username problem. */
export function usernameProblemToErrorCode(problem: UsernameProblem): ErrorCode {
  return problem === 'TOO_SHORT' ? 'USERNAME_TOO_SHORT' : 'USERNAME_FORBIDDEN_CHARACTER';
}
