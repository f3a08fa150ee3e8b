import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { labelSettingsFormSchema, LabelSettingsInputSchema } from './label-schemas';

/** The paths of the issues of a failed parse (each BAD_INPUT), or [] on success. */
function refused(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  if (result.success) return [];
  expect(result.error.issues.map((issue) => issue.message)).toEqual(result.error.issues.map(() => 'BAD_INPUT'));
  return result.error.issues.map((issue) => issue.path.join('.'));
}

describe('LabelSettingsInputSchema', () => {
  it('takes whole millimetres within the bounds, no height for a roll', () => {
    expect(LabelSettingsInputSchema.parse({ widthMm: 62, heightMm: null, priceOnLabel: true })).toEqual({
      widthMm: 62,
      heightMm: null,
      priceOnLabel: true,
    });
    expect(refused(LabelSettingsInputSchema, { widthMm: 20, heightMm: 500, priceOnLabel: false })).toEqual([]);
  });

  it('names every size out of range at once', () => {
    expect(refused(LabelSettingsInputSchema, { widthMm: 19, heightMm: 501, priceOnLabel: true })).toEqual([
      'widthMm',
      'heightMm',
    ]);
    expect(refused(LabelSettingsInputSchema, { widthMm: 62.5, heightMm: null, priceOnLabel: true })).toEqual([
      'widthMm',
    ]);
  });
});

describe('labelSettingsFormSchema', () => {
  it('sends no height for a continuous roll, whatever the height field holds', () => {
    expect(labelSettingsFormSchema.parse({ widthMm: 62, heightMm: '', continuous: true, priceOnLabel: false })).toEqual(
      { widthMm: 62, heightMm: null, priceOnLabel: false },
    );
    expect(labelSettingsFormSchema.parse({ widthMm: 62, heightMm: 29, continuous: false, priceOnLabel: true })).toEqual(
      { widthMm: 62, heightMm: 29, priceOnLabel: true },
    );
  });

  it('refuses empty and out-of-range sizes on their fields', () => {
    expect(
      refused(labelSettingsFormSchema, { widthMm: '', heightMm: 5, continuous: false, priceOnLabel: true }),
    ).toEqual(['widthMm', 'heightMm']);
    expect(
      refused(labelSettingsFormSchema, { widthMm: 300, heightMm: '', continuous: true, priceOnLabel: true }),
    ).toEqual(['widthMm']);
  });
});
