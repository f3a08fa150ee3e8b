import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { billLinePrice, formatEuros } from './bill-line-price';
import { computeBill, type BillLineInput } from './billing';
import { divideRoundHalfUp, parseDecimal } from './decimal';

const bill = (lines: Partial<BillLineInput>[]) =>
  computeBill({
    orders: [
      {
        orderId: 1,
        chargeDelivery: true,
        takeaway: false,
        lines: lines.map((l, i) => ({
          id: i + 1,
          vat: '10',
          gramPrice: '0.009',
          approxWeight: 50,
          haveToWeight: false,
          measuredWeight: -1,
          amount: 1,
          missing: 0,
          ...l,
        })),
      },
    ],
    discountSteps: [],
    deliveryRule: { deliveryCostCents: 250, deliveryCostMinCents: 0, noDeliveryCost: false },
  }).lines;

/** What a reader computes from the printed line: quantity × price (× grams of a piece), to cents half-up. */
function readerCents(line: { quantity: string }, shown: NonNullable<ReturnType<typeof billLinePrice>>): number {
  const price = parseDecimal(shown.price, 8);
  if (shown.gramsPerPiece)
    return Number(divideRoundHalfUp(price * BigInt(line.quantity) * BigInt(shown.gramsPerPiece), 10n ** 9n));
  if (shown.per === 'KG') return Number(divideRoundHalfUp(price * parseDecimal(line.quantity, 3), 10n ** 9n));
  return Number(divideRoundHalfUp(price * BigInt(line.quantity), 10n ** 6n));
}

describe('the unit price a bill line shows', () => {
  it('shows a piece price with 2 decimals where it adds up ("0,55002" → "0,55")', () => {
    const [line] = bill([{ gramPrice: '0.009167', approxWeight: 60, amount: 3 }]);
    expect(line).toMatchObject({ unitPrice: '0.55002', grossCents: 165, gramsPerPiece: 60 });
    expect(billLinePrice(line!)).toEqual({ price: '0.55', per: 'PZ' });
  });

  it('shows the weight basis where 2-decimal piece price × pieces misses the amount', () => {
    const [krapfen, brot] = bill([
      { gramPrice: '0.012345', approxWeight: 55, amount: 7 }, // 7 × 0,68 = 4,76 ≠ 4,75; 385 g × 12,35 €/kg = 4,75
      { gramPrice: '0.009167', approxWeight: 60, amount: 999 }, // 999 × 0,55 = 549,45 ≠ 549,47; 9,17 €/kg: 549,65 ≠; 9,167 €/kg: 549,47
    ]);
    expect(billLinePrice(krapfen!)).toEqual({ price: '12.35', per: 'KG', gramsPerPiece: 55 });
    expect(brot!.grossCents).toBe(54947);
    expect(billLinePrice(brot!)).toEqual({ price: '9.167', per: 'KG', gramsPerPiece: 60 });
  });

  it('shows the price per kg of a weighed product with 2 decimals, 3 only where 2 would miss', () => {
    const [rye, odd] = bill([
      { gramPrice: '0.0045', approxWeight: 1000, haveToWeight: true, measuredWeight: 1234 },
      { gramPrice: '0.009167', approxWeight: 1000, haveToWeight: true, measuredWeight: 1234 }, // 9,17 × 1,234 = 11,32; exact 11,31
    ]);
    expect(billLinePrice(rye!)).toEqual({ price: '4.50', per: 'KG' });
    expect(billLinePrice(odd!)).toEqual({ price: '9.167', per: 'KG' });
  });

  it('shows no unit price for delivery; the exact piece price on bills made before the grams were kept', () => {
    const lines = bill([{ gramPrice: '0.012345', approxWeight: 55, amount: 7 }]);
    expect(billLinePrice(lines.find((l) => l.kind === 'DELIVERY')!)).toBeNull();
    const { gramsPerPiece: _kept, ...old } = lines[0]!;
    expect(billLinePrice(old)).toEqual({ price: '0.678975', per: 'PZ' });
  });

  it('always adds up as shown, with at most 3 decimals on bills of orders', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 99_999 }),
        fc.integer({ min: 1, max: 3_000 }),
        fc.integer({ min: 1, max: 999 }),
        fc.option(fc.integer({ min: 0, max: 500_000 }), { nil: undefined }),
        (micros, grams, amount, measured) => {
          const gramPrice = `0.${String(micros).padStart(6, '0')}`;
          const [line] = bill([
            {
              gramPrice,
              approxWeight: grams,
              amount,
              haveToWeight: measured !== undefined,
              measuredWeight: measured ?? -1,
            },
          ]);
          const shown = billLinePrice(line!)!;
          expect(readerCents(line!, shown)).toBe(line!.grossCents);
          expect(shown.price.split('.')[1]!.length).toBeLessThanOrEqual(3);
        },
      ),
    );
  });
});

describe('euro prices as shown', () => {
  it('keep their decimals, at least 2, in each language', () => {
    expect(formatEuros('0.55', 'de')).toBe('0,55\u00a0€');
    expect(formatEuros('9.167', 'it')).toBe('9,167\u00a0€');
    expect(formatEuros('1234.5', 'en')).toBe('€1,234.50');
  });
});
