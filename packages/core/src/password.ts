/**
 * Password rules (requirements/accounts-and-sign-in.md#passwords): at least 8 characters, one number, one lowercase letter, one
 * uppercase letter and one special character; a given repeat must not be empty and must match.
 *
 * Invariants: length counts Unicode code points (an emoji is one character); letters and digits
 * are Unicode-aware (`ä` is a lowercase letter, `Ä` uppercase, `\p{N}` counts as a number);
 * "special" is any code point that is neither a letter nor a number, spaces included.
 * Problems come back in the order of `PASSWORD_PROBLEMS`; an empty list means valid.
 */
import type { ErrorCode } from './errors';

export const PASSWORD_MIN_LENGTH = 8;

export const PASSWORD_PROBLEMS = [
  'TOO_SHORT',
  'NO_NUMBER',
  'NO_LOWERCASE',
  'NO_UPPERCASE',
  'NO_SPECIAL',
  'REPEAT_EMPTY',
  'MISMATCH',
] as const;

export type PasswordProblem = (typeof PASSWORD_PROBLEMS)[number];

const NUMBER = /\p{N}/u;
const LOWERCASE = /\p{Ll}/u;
const UPPERCASE = /\p{Lu}/u;
const SPECIAL = /[^\p{L}\p{N}]/u;

/**
 * Every rule the password breaks, in a fixed order. The repeat is checked only when given:
 * an empty repeat yields `REPEAT_EMPTY` (not also `MISMATCH`), a different one `MISMATCH`.
 */
export function validatePassword(password: string, repeat?: string): PasswordProblem[] {
  const problems: PasswordProblem[] = [];
  if ([...password].length < PASSWORD_MIN_LENGTH) problems.push('TOO_SHORT');
  if (!NUMBER.test(password)) problems.push('NO_NUMBER');
  if (!LOWERCASE.test(password)) problems.push('NO_LOWERCASE');
  if (!UPPERCASE.test(password)) problems.push('NO_UPPERCASE');
  if (!SPECIAL.test(password)) problems.push('NO_SPECIAL');
  if (repeat !== undefined) {
    if (repeat === '') problems.push('REPEAT_EMPTY');
    else if (repeat !== password) problems.push('MISMATCH');
  }
  return problems;
}

const PASSWORD_ERROR_CODES: Record<PasswordProblem, ErrorCode> = {
  TOO_SHORT: 'PASSWORD_TOO_SHORT',
  NO_NUMBER: 'PASSWORD_NO_NUMBER',
  NO_LOWERCASE: 'PASSWORD_NO_LOWERCASE',
  NO_UPPERCASE: 'PASSWORD_NO_UPPERCASE',
  NO_SPECIAL: 'PASSWORD_NO_SPECIAL',
  REPEAT_EMPTY: 'PASSWORD_REPEAT_EMPTY',
  MISMATCH: 'PASSWORD_MISMATCH',
};

/** The error code the server sends (and the client translates) for a password problem. */
export function passwordProblemToErrorCode(problem: PasswordProblem): ErrorCode {
  return PASSWORD_ERROR_CODES[problem];
}
