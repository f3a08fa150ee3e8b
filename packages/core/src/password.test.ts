import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isErrorCode } from './errors';
import { PASSWORD_MIN_LENGTH, PASSWORD_PROBLEMS, passwordProblemToErrorCode, validatePassword } from './password';

describe('validatePassword', () => {
  it('accepts a password meeting every rule', () => {
    expect(validatePassword('Abcdef1!')).toEqual([]);
    expect(validatePassword('Abcdef1!', 'Abcdef1!')).toEqual([]);
    expect(PASSWORD_MIN_LENGTH).toBe(8);
  });

  it('reports each broken rule on its own', () => {
    expect(validatePassword('Abcde1!')).toEqual(['TOO_SHORT']);
    expect(validatePassword('Abcdefg!')).toEqual(['NO_NUMBER']);
    expect(validatePassword('ABCDEF1!')).toEqual(['NO_LOWERCASE']);
    expect(validatePassword('abcdef1!')).toEqual(['NO_UPPERCASE']);
    expect(validatePassword('Abcdefg1')).toEqual(['NO_SPECIAL']);
  });

  it('reports every problem in the documented order', () => {
    expect(validatePassword('', 'x')).toEqual([
      'TOO_SHORT',
      'NO_NUMBER',
      'NO_LOWERCASE',
      'NO_UPPERCASE',
      'NO_SPECIAL',
      'MISMATCH',
    ]);
    expect(validatePassword('abc', '')).toEqual([
      'TOO_SHORT',
      'NO_NUMBER',
      'NO_UPPERCASE',
      'NO_SPECIAL',
      'REPEAT_EMPTY',
    ]);
  });

  it('checks the repeat only when given; empty is REPEAT_EMPTY and not MISMATCH', () => {
    expect(validatePassword('Abcdef1!', '')).toEqual(['REPEAT_EMPTY']);
    expect(validatePassword('Abcdef1!', 'Abcdef1?')).toEqual(['MISMATCH']);
    expect(validatePassword('Abcdef1!', 'abcdef1!')).toEqual(['MISMATCH']);
    expect(validatePassword('Abcdef1!', undefined)).toEqual([]);
  });

  it('treats Unicode letters as letters and anything else as special', () => {
    expect(validatePassword('äöüßxyz1')).toEqual(['NO_UPPERCASE', 'NO_SPECIAL']);
    expect(validatePassword('ÄÖÜxyzab1')).toEqual(['NO_SPECIAL']);
    expect(validatePassword('Ab1 cdefg')).toEqual([]); // a space is special
    expect(validatePassword('Ab1€cdefg')).toEqual([]);
    expect(validatePassword('Ab1_cdefg')).toEqual([]);
  });

  it('counts code points, not UTF-16 units', () => {
    expect(validatePassword('Ab1😀😀😀')).toEqual(['TOO_SHORT']); // 6 characters, 9 units
    expect(validatePassword('Ab1😀😀😀😀😀')).toEqual([]);
  });

  it('always returns problems as an ordered subsequence of PASSWORD_PROBLEMS', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.option(fc.string(), { nil: undefined }), (password, repeat) => {
        const problems = validatePassword(password, repeat);
        const indexes = problems.map((p) => PASSWORD_PROBLEMS.indexOf(p));
        expect(indexes).toEqual([...indexes].sort((a, b) => a - b));
        expect(new Set(problems).size).toBe(problems.length);
        expect(problems.includes('REPEAT_EMPTY') && problems.includes('MISMATCH')).toBe(false);
        expect(problems.includes('TOO_SHORT')).toBe([...password].length < 8);
      }),
    );
  });
});

describe('passwordProblemToErrorCode', () => {
  it('maps every problem to its PASSWORD_ error code', () => {
    expect(PASSWORD_PROBLEMS.map(passwordProblemToErrorCode)).toEqual([
      'PASSWORD_TOO_SHORT',
      'PASSWORD_NO_NUMBER',
      'PASSWORD_NO_LOWERCASE',
      'PASSWORD_NO_UPPERCASE',
      'PASSWORD_NO_SPECIAL',
      'PASSWORD_REPEAT_EMPTY',
      'PASSWORD_MISMATCH',
    ]);
    for (const problem of PASSWORD_PROBLEMS) expect(isErrorCode(passwordProblemToErrorCode(problem))).toBe(true);
  });
});
