/**
 * Guest usernames (requirements/host-and-guests.md#guests). A guest's username is the label the host typed plus a random
 * 32-character suffix from [a-z0-9], which keeps usernames unique across hosts.
 *
 * Invariants: `guestLabel(makeGuestUsername(label, suffix)) === label` for every non-empty
 * label; a string of at most 32 characters is not a guest username and is returned unchanged.
 */
import { randomElement, cryptoRandomSource, type RandomSource } from './random';

export const GUEST_SUFFIX_LENGTH = 32;

const SUFFIX_ALPHABET = [...'abcdefghijklmnopqrstuvwxyz0123456789'];
const SUFFIX_PATTERN = new RegExp(`^[a-z0-9]{${GUEST_SUFFIX_LENGTH}}$`);

/** The label shown for a guest: the username minus its trailing 32 characters. */
export function guestLabel(username: string): string {
  return username.length > GUEST_SUFFIX_LENGTH ? username.slice(0, -GUEST_SUFFIX_LENGTH) : username;
}

/**
 * `label + suffix`; throws `RangeError` when the label is empty or the suffix is not exactly
 * 32 characters from [a-z0-9].
 */
export function makeGuestUsername(label: string, suffix: string): string {
  if (label.length === 0) throw new RangeError('Guest label must not be empty');
  if (!SUFFIX_PATTERN.test(suffix)) {
    throw new RangeError(`Guest suffix must be ${GUEST_SUFFIX_LENGTH} characters from [a-z0-9]`);
  }
  return label + suffix;
}

/** A fresh random 32-character suffix from [a-z0-9] (crypto randomness). */
export function generateGuestSuffix(source: RandomSource = cryptoRandomSource): string {
  return Array.from({ length: GUEST_SUFFIX_LENGTH }, () => randomElement(SUFFIX_ALPHABET, source)).join('');
}
