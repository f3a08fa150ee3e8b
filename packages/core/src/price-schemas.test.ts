import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { GramPriceSchema, priceEntryFormSchema, ProductPriceInputSchema, readGramPrice } from './price-schemas';

/** The issues of a failed parse as "path: code", or [] on success. */
function issues(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('GramPriceSchema', () => {
  it.each([
    ['0.0048', '0.0048'],
    [' 0,0048 ', '0.0048'],
    ['12', '12'],
    ['0', '0'],
    ['99999999.999999', '99999999.999999'],
    ['00000001.5', '00000001.5'],
  ])('reads %j as %j', (text, price) => {
    expect(readGramPrice(text)).toBe(price);
    expect(GramPriceSchema.parse(text)).toBe(price);
  });

  it.each(['', '-1', '-0', '+1', 'abc', '1e3', '.5', '5.', '1.0000001', '123456789', '1 000', '1,0,0', '1.000,5'])(
    'refuses %j with BAD_INPUT',
    (text) => {
      expect(readGramPrice(text)).toBeNull();
      expect(issues(GramPriceSchema, text)).toEqual([': BAD_INPUT']);
    },
  );

  it('refuses a missing or non-text gram price on its field', () => {
    expect(issues(ProductPriceInputSchema, {})).toEqual(['gramPrice: BAD_INPUT']);
    expect(issues(ProductPriceInputSchema, { gramPrice: 0.005 })).toEqual(['gramPrice: BAD_INPUT']);
  });
});

describe('priceEntryFormSchema', () => {
  it("reads a kg or piece price in the user's language as the gram price the server stores", () => {
    expect(priceEntryFormSchema('de', 1000).parse({ price: '5,5' })).toEqual({ gramPrice: '0.005500' });
    expect(priceEntryFormSchema('it', 50).parse({ price: '0,50' })).toEqual({ gramPrice: '0.010000' });
    expect(priceEntryFormSchema('en', 1000).parse({ price: ' 4.80 ' })).toEqual({ gramPrice: '0.004800' });
    expect(priceEntryFormSchema('en', 3).parse({ price: '0.01' })).toEqual({ gramPrice: '0.003333' });
  });

  it("refuses the other language's mark, signs, letters and a third decimal on price", () => {
    for (const [language, price] of [
      ['de', '4.50'],
      ['it', '1.250'],
      ['en', '4,50'],
      ['de', '-1'],
      ['de', 'abc'],
      ['de', ''],
      ['en', '4.505'],
    ] as const) {
      expect(issues(priceEntryFormSchema(language, 1000), { price })).toEqual(['price: BAD_INPUT']);
    }
  });

  it('refuses on price a piece price whose gram price the column cannot hold', () => {
    expect(issues(priceEntryFormSchema('de', 1), { price: '999999999,99' })).toEqual(['price: BAD_INPUT']);
    expect(priceEntryFormSchema('de', 1000).parse({ price: '999999999,99' })).toEqual({ gramPrice: '999999.999990' });
  });
});
