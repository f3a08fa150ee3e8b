/**
 * Random passwords (requirements/accounts-and-sign-in.md#passwords: "Generator: 12 random characters from letters and digits
 * (optionally special)").
 *
 * Invariants: characters are drawn without bias from crypto randomness (see `random.ts`);
 * the default result is 12 characters from [A-Za-z0-9]; with `special: true` the result always
 * passes `validatePassword` — one lowercase, uppercase, digit and special character are placed
 * first, the rest drawn from the whole pool, then everything is shuffled (Fisher–Yates).
 */
import { PASSWORD_MIN_LENGTH } from './password';
import { randomElement, shuffle, type RandomSource, cryptoRandomSource } from './random';

export const PASSWORD_GENERATED_LENGTH = 12;
/** Upper bound that keeps a typo such as `length: 1e9` from hanging the caller. */
export const PASSWORD_GENERATED_MAX_LENGTH = 1024;

const LOWERCASE = [...'abcdefghijklmnopqrstuvwxyz'];
const UPPERCASE = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'];
const DIGITS = [...'0123456789'];
/** ASCII punctuation that needs no quoting in shells, URLs-in-mails or CSV: no quotes, backslash, space, < > = { }. */
export const PASSWORD_SPECIAL_CHARACTERS = [...'!#$%&*+-.:;?@_~'];

export interface GeneratePasswordOptions {
  /** Number of characters; default 12, at least 8 with `special`, at most 1024. */
  length?: number;
  /** Include special characters and guarantee every character class. */
  special?: boolean;
}

/** A fresh random password; throws `RangeError` for an impossible length. */
export function generatePassword(
  options: GeneratePasswordOptions = {},
  source: RandomSource = cryptoRandomSource,
): string {
  const { length = PASSWORD_GENERATED_LENGTH, special = false } = options;
  const minLength = special ? PASSWORD_MIN_LENGTH : 1;
  if (!Number.isSafeInteger(length) || length < minLength || length > PASSWORD_GENERATED_MAX_LENGTH) {
    throw new RangeError(
      `Password length must be an integer in ${minLength}..${PASSWORD_GENERATED_MAX_LENGTH}: ${length}`,
    );
  }
  const pool = special
    ? [...LOWERCASE, ...UPPERCASE, ...DIGITS, ...PASSWORD_SPECIAL_CHARACTERS]
    : [...LOWERCASE, ...UPPERCASE, ...DIGITS];
  const required = special
    ? [LOWERCASE, UPPERCASE, DIGITS, PASSWORD_SPECIAL_CHARACTERS].map((set) => randomElement(set, source))
    : [];
  const rest = Array.from({ length: length - required.length }, () => randomElement(pool, source));
  return shuffle([...required, ...rest], source).join('');
}
