import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { GUEST_SUFFIX_LENGTH, generateGuestSuffix, guestLabel, makeGuestUsername } from './guest';

const SUFFIX = 'abcdefghijklmnopqrstuvwxyz012345';

describe('guest usernames', () => {
  it('strips the trailing 32-character suffix', () => {
    expect(GUEST_SUFFIX_LENGTH).toBe(32);
    expect(SUFFIX).toHaveLength(32);
    expect(guestLabel(`Room 12${SUFFIX}`)).toBe('Room 12');
    expect(guestLabel(`x${SUFFIX}`)).toBe('x');
  });

  it('returns strings of at most 32 characters unchanged', () => {
    expect(guestLabel(SUFFIX)).toBe(SUFFIX);
    expect(guestLabel('anna')).toBe('anna');
    expect(guestLabel('')).toBe('');
  });

  it('builds label + suffix and validates both', () => {
    expect(makeGuestUsername('Room 12', SUFFIX)).toBe(`Room 12${SUFFIX}`);
    expect(() => makeGuestUsername('Room 12', SUFFIX.slice(1))).toThrow(RangeError);
    expect(() => makeGuestUsername('Room 12', `${SUFFIX}0`)).toThrow(RangeError);
    expect(() => makeGuestUsername('Room 12', SUFFIX.toUpperCase())).toThrow(RangeError);
    expect(() => makeGuestUsername('Room 12', `${SUFFIX.slice(1)}-`)).toThrow(RangeError);
    expect(() => makeGuestUsername('', SUFFIX)).toThrow(RangeError);
  });

  it('generates valid random suffixes', () => {
    const suffix = generateGuestSuffix();
    expect(suffix).toMatch(/^[a-z0-9]{32}$/);
    expect(generateGuestSuffix()).not.toBe(suffix);
  });

  it('round-trips: guestLabel(makeGuestUsername(l, s)) === l', () => {
    const suffixArb = fc.string({
      unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789'),
      minLength: 32,
      maxLength: 32,
    });
    fc.assert(
      fc.property(fc.string({ minLength: 1, unit: 'grapheme' }), suffixArb, (label, suffix) => {
        expect(guestLabel(makeGuestUsername(label, suffix))).toBe(label);
      }),
    );
  });
});
