import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { USERNAME_MIN_LENGTH, usernameProblem, usernameProblemToErrorCode } from './username';

describe('usernameProblem', () => {
  it('accepts names of three or more characters', () => {
    expect(USERNAME_MIN_LENGTH).toBe(3);
    expect(usernameProblem('abc')).toBeNull();
    expect(usernameProblem('Hotel Sonne')).toBeNull();
    expect(usernameProblem('Müller')).toBeNull();
  });

  it('measures the length after trimming', () => {
    expect(usernameProblem('ab')).toBe('TOO_SHORT');
    expect(usernameProblem('')).toBe('TOO_SHORT');
    expect(usernameProblem('  ab  ')).toBe('TOO_SHORT');
    expect(usernameProblem(' abc ')).toBeNull();
  });

  it('refuses each forbidden character', () => {
    for (const c of ['<', '>', '=', '{', '}']) expect(usernameProblem(`ab${c}cd`), c).toBe('FORBIDDEN_CHARACTER');
    expect(usernameProblem('ab(c)[d]')).toBeNull();
  });

  it('reports TOO_SHORT before a forbidden character', () => {
    expect(usernameProblem('a<')).toBe('TOO_SHORT');
  });

  it('agrees with the rule for arbitrary strings', () => {
    fc.assert(
      fc.property(fc.string(), (name) => {
        const expected =
          [...name.trim()].length < 3 ? 'TOO_SHORT' : /[<>={}]/.test(name) ? 'FORBIDDEN_CHARACTER' : null;
        expect(usernameProblem(name)).toBe(expected);
      }),
    );
  });

  it('maps problems to error codes', () => {
    expect(usernameProblemToErrorCode('TOO_SHORT')).toBe('USERNAME_TOO_SHORT');
    expect(usernameProblemToErrorCode('FORBIDDEN_CHARACTER')).toBe('USERNAME_FORBIDDEN_CHARACTER');
  });
});
