import { describe, expect, it } from 'vitest';
import { clientOffer, offerLineCents, orderLineCents, orderLinesCents, orderTotal } from './order-price';

const rule = { deliveryCostCents: 250, deliveryCostMinCents: 2000, noDeliveryCost: false };

describe('order prices', () => {
  it('shows a client the gram price only where no display price applies', () => {
    expect(clientOffer({ gramPrice: '0.0045', approxWeight: 80, displayPrice: '-1' })).toEqual({
      priceCents: 36,
      gramPrice: '0.0045',
      approxWeight: 80,
    });
    expect(clientOffer({ gramPrice: '0.0045', approxWeight: 700, displayPrice: ' 3.00' })).toEqual({
      priceCents: 300,
      gramPrice: null,
      approxWeight: 700,
    });
  });

  it('prices a line from the offer to the cent the server freezes', () => {
    const display = { gramPrice: '0.0045', approxWeight: 700, displayPrice: '3.00' };
    expect(offerLineCents(clientOffer(display), 100)).toBe(30000);
    expect(orderLineCents({ ...display, amount: 100 })).toBe(30000);
    const byWeight = { gramPrice: '0.0045', approxWeight: 80, displayPrice: '-1' };
    expect(offerLineCents(clientOffer(byWeight), 3)).toBe(108); // 0.0045 × 80 × 3 rounded once, not 3 × 36
    expect(() => offerLineCents(clientOffer(byWeight), 1.5)).toThrow(RangeError);
  });

  it('totals the lines and adds the delivery cost below the minimum, none for takeaway', () => {
    const lines = [
      { gramPrice: '0.0045', approxWeight: 80, displayPrice: '-1', amount: 3 },
      { gramPrice: '0', approxWeight: 50, displayPrice: '0.60', amount: 2 },
    ];
    expect(orderLinesCents(lines)).toBe(228);
    expect(orderTotal(228, rule, false)).toEqual({ linesCents: 228, deliveryCents: 250, totalCents: 478 });
    expect(orderTotal(228, rule, true)).toEqual({ linesCents: 228, deliveryCents: 0, totalCents: 228 });
    expect(orderTotal(2000, rule, false).totalCents).toBe(2000);
  });
});
