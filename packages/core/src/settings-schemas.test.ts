import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { bakerySettingsFormSchema, BakerySettingsInputSchema, readMoneyAmount } from './settings-schemas';

/** The paths of the issues of a failed parse (each with BAD_INPUT), or [] on success. */
function refused(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  if (result.success) return [];
  expect(result.error.issues.map((issue) => issue.message)).toEqual(result.error.issues.map(() => 'BAD_INPUT'));
  return result.error.issues.map((issue) => issue.path.join('.'));
}

describe('readMoneyAmount', () => {
  it.each([
    ['2,5', '2.50'],
    [' 20 ', '20.00'],
    ['0', '0.00'],
    ['9999999999.99', '9999999999.99'],
  ])('reads %j as %j', (text, amount) => expect(readMoneyAmount(text)).toBe(amount));

  it.each(['-1', '1.234', 'abc', '', '10000000000'])('refuses %j', (text) => expect(readMoneyAmount(text)).toBeNull());
});

describe('BakerySettingsInputSchema', () => {
  it('keeps what is left out, reads amounts, and takes a blank deadline or zone as the default', () => {
    expect(BakerySettingsInputSchema.parse({ deliveryCost: '2,5', deadline: ' ', timeZone: null })).toMatchObject({
      deliveryCost: '2.50',
      deadline: null,
      timeZone: null,
    });
    const untouched = BakerySettingsInputSchema.parse({ takeaway: true });
    expect(untouched.takeaway).toBe(true);
    expect(untouched.deliveryCost).toBeUndefined();
    expect(untouched.deadline).toBeUndefined();
  });

  it('names every refused field in the order the server reports them; a null amount is refused', () => {
    expect(
      refused(BakerySettingsInputSchema, {
        createBills: true,
        deliveryCost: '-1',
        deliveryCostMin: '1.234',
        deadline: '24:00',
        timeZone: 'Mars/Olympus',
      }),
    ).toEqual(['deliveryCost', 'deliveryCostMin', 'timeZone', 'deadline']);
    expect(refused(BakerySettingsInputSchema, { deliveryCost: null })).toEqual(['deliveryCost']);
    expect(refused(BakerySettingsInputSchema, { createBills: 'yes' })).toEqual(['createBills']);
  });
});

describe('bakerySettingsFormSchema', () => {
  const form = {
    createBills: true,
    ignoreDeadline: false,
    deliversSaturday: true,
    deliversSunday: false,
    takeaway: false,
    deliveryCost: '3,5',
    deliveryCostMin: '20,00',
    timeZone: 'Europe/Rome',
    deadline: '',
  };

  it("reads the amounts in the user's language; a blank deadline is the default", () => {
    expect(bakerySettingsFormSchema('de').parse(form)).toEqual({
      ...form,
      deliveryCost: '3.50',
      deliveryCostMin: '20.00',
      deadline: null,
    });
    expect(
      bakerySettingsFormSchema('en').parse({ ...form, deliveryCost: '3.5', deliveryCostMin: '0', deadline: '17:30' }),
    ).toMatchObject({ deliveryCost: '3.50', deliveryCostMin: '0.00', deadline: '17:30' });
  });

  it("refuses the other language's decimal mark, signs and a bad deadline, all at once", () => {
    expect(
      refused(bakerySettingsFormSchema('de'), {
        ...form,
        deliveryCost: '2.50',
        deliveryCostMin: '-1',
        deadline: '25:00',
      }),
    ).toEqual(['deliveryCost', 'deliveryCostMin', 'deadline']);
    expect(
      refused(bakerySettingsFormSchema('en'), { ...form, deliveryCost: '2,50', timeZone: 'Mars/Olympus' }),
    ).toEqual(['deliveryCost', 'deliveryCostMin', 'timeZone']);
  });
});
