import { describe, expect, it } from 'vitest';
import { holidayOn, lineCents, orderableProduct, orderTotals, type OrderRules } from './order-form';

const RULES: OrderRules = {
  timeZone: 'Europe/Rome',
  deadlineTime: '18:00',
  ignoreDeadline: false,
  deliversSaturday: true,
  deliversSunday: false,
  holidays: [{ name: 'Ostern', from: '2026-04-03', to: '2026-04-06' }],
  deliveryCost: { deliveryCostCents: 300, deliveryCostMinCents: 2000, noDeliveryCost: false },
  takeawayOnly: false,
};

// The web's order form beside the guest app's basket: the date refusals, amounts and delivery cost
// are tested with the form (apps/web NewOrderScreen.test.tsx), the same cents as the app and the
// server by the app's pricing-parity test; these are the rest.
describe('order form rules', () => {
  it('names the holiday that closes a day, both ends included', () => {
    expect(holidayOn('2026-04-03', RULES)?.name).toBe('Ostern');
    expect(holidayOn('2026-04-06', RULES)?.name).toBe('Ostern');
    expect(holidayOn('2026-04-07', RULES)).toBeUndefined();
  });

  it('prices a line at the gram price, or at the piece price where no gram price is shown', () => {
    expect(lineCents({ priceCents: 45, gramPrice: '0.009', approxWeight: 50 }, 3)).toBe(135);
    expect(lineCents({ priceCents: 300, gramPrice: null, approxWeight: 700 }, 100)).toBe(30000);
  });

  it('takes an offer of orderOptions unchanged and leaves an unknown delivery rule to the server', () => {
    const product = orderableProduct({
      priceCents: 45,
      gramPrice: '0.009',
      product: { id: '12', name: 'Semmel', approxWeight: 50, haveToWeight: false, availableDays: 0 },
    });
    expect(product).toEqual({
      id: '12',
      name: 'Semmel',
      priceCents: 45,
      gramPrice: '0.009',
      approxWeight: 50,
      haveToWeight: false,
      availableDays: 0,
    });
    expect(orderTotals([{ product, amount: 10 }], { ...RULES, deliveryCost: null }, false)).toEqual({
      linesCents: 450,
      deliveryCents: null,
      totalCents: 450,
    });
    expect(orderTotals([{ product, amount: 10 }], { ...RULES, takeawayOnly: true }, false).deliveryCents).toBe(0);
  });
});
