import { describe, expect, it } from 'vitest';
import { ERROR_CODES, isErrorCode } from './errors';

describe('error codes', () => {
  it('are unique upper-snake-case strings', () => {
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
    for (const code of ERROR_CODES) expect(code).toMatch(/^[A-Z]+(?:_[A-Z]+)*$/);
  });

  it('recognises only listed codes', () => {
    expect(isErrorCode('PASSWORD_MISMATCH')).toBe(true);
    expect(isErrorCode('password_mismatch')).toBe(false);
    expect(isErrorCode(42)).toBe(false);
  });
});
