import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { computeBill } from './billing';
import { creditNoteFormSchema, CreditReasonSchema, creditRequestsOf } from './credit-note-schemas';

// 10 rolls (0.51 €/piece, 4 %), a loaf weighed 1.234 kg (4.20 €/kg, 10 %), delivery 3.00 €
const { lines } = computeBill({
  orders: [
    {
      orderId: 1,
      chargeDelivery: true,
      takeaway: false,
      lines: [
        {
          id: 11,
          vat: '4',
          gramPrice: '0.0085',
          approxWeight: 60,
          haveToWeight: false,
          measuredWeight: -1,
          amount: 10,
          missing: 0,
        },
        {
          id: 12,
          vat: '10',
          gramPrice: '0.0042',
          approxWeight: 1000,
          haveToWeight: true,
          measuredWeight: 1234,
          amount: 1,
          missing: 0,
        },
      ],
    },
  ],
  discountSteps: [],
  deliveryRule: { deliveryCostCents: 300, deliveryCostMinCents: 0, noDeliveryCost: false },
});
const none = new Map<number, { cents: number; milli: number }>();
const row = (chosen: boolean, by: 'QUANTITY' | 'AMOUNT', value: string) => ({ chosen, by, value });

/** The issues of a failed parse as "path: code params", or [] on success. */
function issues(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  if (result.success) return [];
  return result.error.issues.map(
    (issue) =>
      `${issue.path.join('.')}: ${issue.message}${'params' in issue && issue.params ? ` ${JSON.stringify(issue.params)}` : ''}`,
  );
}

describe('CreditReasonSchema', () => {
  it('takes 3 … 200 characters, trimmed', () => {
    expect(CreditReasonSchema.parse('  Reso ')).toBe('Reso');
    for (const bad of ['', ' ab ', 'x'.repeat(201)]) expect(issues(CreditReasonSchema, bad)).toEqual([': BAD_INPUT']);
  });
});

describe('creditRequestsOf', () => {
  it("reads quantities and amounts in the user's language; what it cannot read is asked for as the server refuses it", () => {
    const rows = [row(false, 'QUANTITY', '3'), row(true, 'QUANTITY', '0,5'), row(true, 'AMOUNT', '1,50')];
    expect(creditRequestsOf(rows, 'de')).toEqual([
      { line: 2, quantity: '0.5' },
      { line: 3, amountCents: 150 },
    ]);
    expect(creditRequestsOf(rows, 'en')).toEqual([
      { line: 2, quantity: '-' },
      { line: 3, amountCents: 0 },
    ]);
  });
});

describe('creditNoteFormSchema', () => {
  const form = (rows: ReturnType<typeof row>[], reason = 'Retoure') => ({ rows, reason });

  it('reads the form into what createCreditNote takes, with the credit lines the server will make', () => {
    const result = creditNoteFormSchema('it', lines, none).parse(
      form([row(true, 'QUANTITY', '3'), row(true, 'QUANTITY', '0,5'), row(true, 'AMOUNT', '1,00')], ' Reso '),
    );
    expect(result.reason).toBe('Reso');
    expect(result.lines).toEqual([
      { line: 1, quantity: '3' },
      { line: 2, quantity: '0.5' },
      { line: 3, amountCents: 100 },
    ]);
    expect(result.credit.map((l) => [l.creditOf, l.quantity, l.netCents])).toEqual([
      [0, '3', 153],
      [1, '0.500', 210],
      [2, '1', 100],
    ]);
  });

  it('names the lines the server would refuse, by its codes, also while the reason is missing', () => {
    const schema = creditNoteFormSchema('en', lines, none);
    expect(issues(schema, form([row(false, 'QUANTITY', '')]))).toEqual(['rows: CREDIT_NOTE_EMPTY {}']);
    expect(issues(schema, form([row(true, 'QUANTITY', '11'), row(true, 'QUANTITY', '0,5')], ''))).toEqual([
      'rows: CREDIT_NOTE_LINE_INVALID {"lines":[1,2]}', // 11 of 10 rolls; a comma in English
      'reason: BAD_INPUT',
    ]);
    const fiveTaken = new Map([[0, { cents: 255, milli: 5000 }]]);
    expect(issues(creditNoteFormSchema('de', lines, fiveTaken), form([row(true, 'QUANTITY', '6')]))).toEqual([
      'rows: CREDIT_NOTE_TOO_MUCH {"lines":[1]}',
    ]);
    const partly = new Map([[2, { cents: 250, milli: 0 }]]);
    expect(
      issues(
        creditNoteFormSchema('de', lines, partly),
        form([row(false, 'AMOUNT', ''), row(false, 'AMOUNT', ''), row(true, 'AMOUNT', '0,51')]),
      ),
    ).toEqual(['rows: CREDIT_NOTE_TOO_MUCH {"lines":[3]}']);
  });
});
