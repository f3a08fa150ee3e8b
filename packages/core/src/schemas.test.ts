import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  DiscountInputSchema,
  discountFormSchema,
  EmailSchema,
  HolidayInputSchema,
  holidayFormSchema,
  ZoneNameSchema,
  IsoDateSchema,
  LanguageSchema,
  PriceListInputSchema,
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

describe('ZoneNameSchema and DiscountInputSchema (the rules the server checks with)', () => {
  it('trims names and refuses blank or overlong ones', () => {
    expect(ZoneNameSchema.parse('  Nord ')).toBe('Nord');
    expect(codes(ZoneNameSchema, '   ')).toEqual(['BAD_INPUT']);
    expect(codes(ZoneNameSchema, 'x'.repeat(81))).toEqual(['BAD_INPUT']);
    expect(codes(ZoneNameSchema, 'x'.repeat(80))).toEqual([]);
    expect(PriceListInputSchema.parse({ name: ' Gastro ' })).toEqual({ name: 'Gastro' });
    expect(codes(PriceListInputSchema, { name: '' })).toEqual(['BAD_INPUT']);
  });

  it('names the steps problem in the issue params', () => {
    const problem = (steps: unknown) => {
      const result = DiscountInputSchema.safeParse({ name: 'X', steps });
      return result.success
        ? null
        : result.error.issues.map((i) => [i.path, i.message, 'params' in i ? i.params : null]);
    };
    expect(problem([{ fromCents: 0, percent: '5' }])).toBeNull();
    expect(problem([])).toEqual([[['steps'], 'BAD_INPUT', { problem: 'COUNT' }]]);
    expect(problem([{ fromCents: 0, percent: '100.01' }])).toEqual([[['steps'], 'BAD_INPUT', { problem: 'PERCENT' }]]);
    expect(
      problem([
        { fromCents: 100, percent: '1' },
        { fromCents: 100, percent: '2' },
      ]),
    ).toEqual([[['steps'], 'BAD_INPUT', { problem: 'ORDER' }]]);
  });
});

describe('discountFormSchema', () => {
  it("reads the form in the user's language into what the server takes", () => {
    const steps = (from: string, percent: string) => [
      { from: '0', percent: '5' },
      { from, percent },
    ];
    expect(discountFormSchema('de').parse({ name: ' Stamm ', steps: steps('100,50', '12,5') })).toEqual({
      name: 'Stamm',
      steps: [
        { fromCents: 0, percent: '5' },
        { fromCents: 10_050, percent: '12.5' },
      ],
    });
    expect(discountFormSchema('en').parse({ name: 'Regular', steps: steps('100.50', '12.5') }).steps[1]).toEqual({
      fromCents: 10_050,
      percent: '12.5',
    });
  });

  it('reports unreadable fields on their path, and the list rules only once every field reads', () => {
    const paths = (language: 'de' | 'en', value: unknown) => {
      const result = discountFormSchema(language).safeParse(value);
      return result.success ? [] : result.error.issues.map((i) => i.path.join('.'));
    };
    expect(
      paths('en', {
        name: '',
        steps: [
          { from: '0', percent: '12,5' },
          { from: '0', percent: '1' },
        ],
      }),
    ).toEqual(['name', 'steps.0.percent']);
    expect(paths('de', { name: 'X', steps: [{ from: '100.50', percent: '101' }] })).toEqual([
      'steps.0.from',
      'steps.0.percent',
    ]);
    expect(
      paths('de', {
        name: 'X',
        steps: [
          { from: '5', percent: '1' },
          { from: '5', percent: '2' },
        ],
      }),
    ).toEqual(['steps']);
  });
});

describe('HolidayInputSchema and holidayFormSchema', () => {
  it('trims the name and takes a range of whole days', () => {
    expect(HolidayInputSchema.parse({ name: ' Ferragosto ', from: '2026-08-15', to: '2026-08-16' })).toEqual({
      name: 'Ferragosto',
      from: '2026-08-15',
      to: '2026-08-16',
    });
  });

  it('reports a bad name and a bad range together, the range as INVALID_DATE on to', () => {
    const result = HolidayInputSchema.safeParse({ name: ' ', from: '2026-08-16', to: '2026-08-15' });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['name', 'BAD_INPUT'],
      ['to', 'INVALID_DATE'],
    ]);
    expect(codes(HolidayInputSchema, { name: 'X', from: '2026-01-01', to: '2027-01-02' })).toEqual(['INVALID_DATE']);
  });

  it('reads one picked day as a one-day range and refuses an empty pick', () => {
    expect(holidayFormSchema.parse({ name: 'Allerheiligen', range: ['2026-11-01', null] })).toEqual({
      name: 'Allerheiligen',
      from: '2026-11-01',
      to: '2026-11-01',
    });
    expect(codes(holidayFormSchema, { name: 'X', range: [null, null] })).toEqual(['INVALID_DATE']);
  });
});
