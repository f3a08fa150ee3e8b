import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { validatePassword } from './password';
import { PASSWORD_GENERATED_LENGTH, PASSWORD_SPECIAL_CHARACTERS, generatePassword } from './password-generator';

describe('generatePassword', () => {
  it('defaults to 12 letters and digits', () => {
    expect(PASSWORD_GENERATED_LENGTH).toBe(12);
    for (let i = 0; i < 1000; i += 1) expect(generatePassword()).toMatch(/^[A-Za-z0-9]{12}$/);
  });

  it('with special always passes validatePassword (1000 runs)', () => {
    for (let i = 0; i < 1000; i += 1) {
      const password = generatePassword({ special: true });
      expect(password).toHaveLength(12);
      expect(validatePassword(password)).toEqual([]);
    }
  });

  it('with special passes validatePassword at every allowed length, even the minimum', () => {
    fc.assert(
      fc.property(fc.integer({ min: 8, max: 64 }), (length) => {
        const password = generatePassword({ length, special: true });
        expect(password).toHaveLength(length);
        expect(validatePassword(password)).toEqual([]);
      }),
      { numRuns: 1000 },
    );
  });

  it('draws only from letters, digits and the listed special characters', () => {
    const allowed = new Set([
      ...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789',
      ...PASSWORD_SPECIAL_CHARACTERS,
    ]);
    const characters = [...generatePassword({ length: 1024, special: true })];
    expect(characters.every((c) => allowed.has(c))).toBe(true);
    for (const forbidden of ['<', '>', '=', '{', '}', ' ', '"', "'", '\\'])
      expect(PASSWORD_SPECIAL_CHARACTERS).not.toContain(forbidden);
  });

  it('honours a custom length without special characters', () => {
    expect(generatePassword({ length: 5 })).toMatch(/^[A-Za-z0-9]{5}$/);
    expect(generatePassword({ length: 30, special: false })).toMatch(/^[A-Za-z0-9]{30}$/);
  });

  it('refuses impossible lengths', () => {
    expect(() => generatePassword({ length: 7, special: true })).toThrow(RangeError);
    expect(() => generatePassword({ length: 0 })).toThrow(RangeError);
    expect(() => generatePassword({ length: 12.5 })).toThrow(RangeError);
    expect(() => generatePassword({ length: 1025 })).toThrow(RangeError);
  });

  it('does not repeat itself', () => {
    const passwords = new Set(Array.from({ length: 500 }, () => generatePassword()));
    expect(passwords.size).toBe(500);
  });

  it('places the guaranteed characters anywhere, not always first', () => {
    const firstIsSpecial = Array.from({ length: 400 }, () => generatePassword({ length: 8, special: true })).map((p) =>
      PASSWORD_SPECIAL_CHARACTERS.includes(p[0] ?? ''),
    );
    expect(firstIsSpecial.some(Boolean)).toBe(true);
    expect(firstIsSpecial.every(Boolean)).toBe(false);
  });
});
