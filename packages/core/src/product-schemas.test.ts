import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { productFormSchema, ProductInputSchema } from './product-schemas';

/** The issues of a failed parse as "path: code[ problem]", or [] on success. */
function issues(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  if (result.success) return [];
  return result.error.issues.map((issue) => {
    const problem = 'params' in issue && issue.params ? ` ${String(issue.params.problem)}` : '';
    return `${issue.path.join('.')}: ${issue.message}${problem}`;
  });
}

const input = {
  names: { de: ' Brot ', it: 'Pane', en: 'Bread' },
  descriptions: { de: 'Roggen', it: 'Segale', en: 'Rye' },
  gramPrice: '0,0052',
  approxWeight: 500,
  haveToWeight: false,
};

describe('ProductInputSchema', () => {
  it('trims the texts and the article code, reads the gram price and defaults what may be omitted', () => {
    expect(ProductInputSchema.parse({ ...input, easybackKodex: '  ', vatId: 7 })).toEqual({
      names: { de: 'Brot', it: 'Pane', en: 'Bread' },
      descriptions: { de: 'Roggen', it: 'Segale', en: 'Rye' },
      gramPrice: '0.0052',
      approxWeight: 500,
      haveToWeight: false,
      easybackKodex: null,
      availableWeekdays: [],
      availableMonthDays: [],
      active: true,
    });
    expect(
      ProductInputSchema.parse({ ...input, easybackKodex: ' B-1 ', availableMonthDays: [1, 15], active: false }),
    ).toMatchObject({ easybackKodex: 'B-1', availableMonthDays: [1, 15], active: false });
  });

  it('names every bad field once, as the server reports them', () => {
    expect(
      issues(ProductInputSchema, {
        ...input,
        names: { de: 'Brot', it: ' ', en: 'x'.repeat(121) },
        gramPrice: '-0.01',
        approxWeight: 12.5,
        easybackKodex: 'x'.repeat(41),
        availableWeekdays: [0, 8],
      }),
    ).toEqual([
      'names.it: BAD_INPUT REQUIRED',
      'names.en: BAD_INPUT TOO_LONG',
      'gramPrice: BAD_INPUT',
      'approxWeight: BAD_INPUT',
      'easybackKodex: BAD_INPUT',
      'availableWeekdays: BAD_INPUT',
    ]);
    expect(issues(ProductInputSchema, { ...input, approxWeight: 100_001 })).toEqual(['approxWeight: BAD_INPUT']);
    expect(issues(ProductInputSchema, { ...input, availableMonthDays: [32] })).toEqual([
      'availableMonthDays: BAD_INPUT',
    ]);
  });

  it('refuses weekdays together with days of the month on both', () => {
    expect(issues(ProductInputSchema, { ...input, availableWeekdays: [1], availableMonthDays: [1] })).toEqual([
      'availableWeekdays: BAD_INPUT',
      'availableMonthDays: BAD_INPUT',
    ]);
  });
});

const form = {
  names: { de: 'Brot', it: 'Pane', en: 'Bread' },
  descriptions: { de: 'Roggen', it: 'Segale', en: 'Rye' },
  gramPrice: '0,0052',
  approxWeight: ' 500 ',
  haveToWeight: true,
  vatId: 'v10',
  easybackKodex: ' 1005 ',
  dayKind: 'weekdays' as const,
  availableWeekdays: ['5', '1'],
  availableMonthDays: ['15'],
  active: true,
};

describe('productFormSchema', () => {
  it("reads the form in the user's language into what the server takes, with the chosen kind of days only", () => {
    expect(productFormSchema('de').parse(form)).toEqual({
      names: form.names,
      descriptions: form.descriptions,
      gramPrice: '0.0052',
      approxWeight: 500,
      haveToWeight: true,
      vatId: 'v10',
      easybackKodex: '1005',
      availableWeekdays: [1, 5],
      availableMonthDays: [],
      active: true,
    });
    expect(productFormSchema('en').parse({ ...form, gramPrice: '.0045', dayKind: 'monthDays' })).toMatchObject({
      gramPrice: '0.0045',
      availableWeekdays: [],
      availableMonthDays: [15],
    });
  });

  it("refuses the other language's decimal mark and unreadable grams, together with the other fields", () => {
    expect(issues(productFormSchema('de'), { ...form, gramPrice: '0.0052' })).toEqual(['gramPrice: BAD_INPUT']);
    expect(issues(productFormSchema('en'), { ...form, gramPrice: '0,0052' })).toEqual(['gramPrice: BAD_INPUT']);
    expect(
      issues(productFormSchema('it'), {
        ...form,
        names: { ...form.names, it: '' },
        gramPrice: '0,0000001',
        approxWeight: '12,5',
      }),
    ).toEqual(['names.it: BAD_INPUT REQUIRED', 'gramPrice: BAD_INPUT', 'approxWeight: BAD_INPUT']);
    expect(issues(productFormSchema('de'), { ...form, approxWeight: '100001' })).toEqual(['approxWeight: BAD_INPUT']);
  });
});
