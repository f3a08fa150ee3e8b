import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  EmailSchema,
  IsoDateSchema,
  LanguageSchema,
  PasswordSchema,
  PasswordWithRepeatSchema,
  UsernameSchema,
} from './schemas';

/** The issue messages (error codes) of a failed parse, or [] on success. */
function codes(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('PasswordSchema', () => {
  it('reports every broken rule as an error code', () => {
    expect(codes(PasswordSchema, 'Abcdef1!')).toEqual([]);
    expect(codes(PasswordSchema, 'abc')).toEqual([
      'PASSWORD_TOO_SHORT',
      'PASSWORD_NO_NUMBER',
      'PASSWORD_NO_UPPERCASE',
      'PASSWORD_NO_SPECIAL',
    ]);
    expect(PasswordSchema.parse(' Abcdef1! ')).toBe(' Abcdef1! '); // never trimmed
    expect(codes(PasswordSchema, 12345678)).toHaveLength(1);
  });
});

describe('PasswordWithRepeatSchema', () => {
  it('puts repeat problems on the repeat field', () => {
    expect(PasswordWithRepeatSchema.parse({ password: 'Abcdef1!', repeat: 'Abcdef1!' })).toEqual({
      password: 'Abcdef1!',
      repeat: 'Abcdef1!',
    });
    const mismatch = PasswordWithRepeatSchema.safeParse({ password: 'Abcdef1!', repeat: 'Abcdef1?' });
    expect(mismatch.error?.issues.map((i) => [i.path, i.message])).toEqual([[['repeat'], 'PASSWORD_MISMATCH']]);
    const empty = PasswordWithRepeatSchema.safeParse({ password: 'abcdefg1!', repeat: '' });
    expect(empty.error?.issues.map((i) => [i.path, i.message])).toEqual([
      [['password'], 'PASSWORD_NO_UPPERCASE'],
      [['repeat'], 'PASSWORD_REPEAT_EMPTY'],
    ]);
  });
});

describe('UsernameSchema', () => {
  it('trims and applies the username rule', () => {
    expect(UsernameSchema.parse('  anna ')).toBe('anna');
    expect(codes(UsernameSchema, ' ab ')).toEqual(['USERNAME_TOO_SHORT']);
    expect(codes(UsernameSchema, 'an{na}')).toEqual(['USERNAME_FORBIDDEN_CHARACTER']);
  });
});

describe('EmailSchema', () => {
  it('trims and applies the e-mail pattern', () => {
    expect(EmailSchema.parse(' anna@example.com ')).toBe('anna@example.com');
    expect(codes(EmailSchema, 'anna@example')).toEqual(['EMAIL_INVALID']);
  });
});

describe('LanguageSchema', () => {
  it('accepts exactly de, it, en', () => {
    expect(LanguageSchema.parse('it')).toBe('it');
    expect(codes(LanguageSchema, 'fr')).toEqual(['BAD_INPUT']);
    expect(codes(LanguageSchema, 'DE')).toEqual(['BAD_INPUT']);
  });
});

describe('IsoDateSchema', () => {
  it('accepts only real YYYY-MM-DD days', () => {
    expect(IsoDateSchema.parse('2024-02-29')).toBe('2024-02-29');
    expect(codes(IsoDateSchema, '2026-02-30')).toEqual(['BAD_INPUT']);
    expect(codes(IsoDateSchema, '2026-2-3')).toEqual(['BAD_INPUT']);
    expect(codes(IsoDateSchema, '2026-02-03T00:00:00Z')).toEqual(['BAD_INPUT']);
  });
});
