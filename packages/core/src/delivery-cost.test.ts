import { describe, expect, it } from 'vitest';
import { clientDeliveryCostRule, deliveryCostCents } from './delivery-cost';

describe('clientDeliveryCostRule (requirements/ordering.md#delivery-cost)', () => {
  const bakery = { costCents: 250, minCents: 3000 };

  it("a client's own cost with a threshold of 0 is always charged: the bakery's threshold does not waive it (issue 45, finding 2)", () => {
    const rule = clientDeliveryCostRule({ costCents: 1500, minCents: 0 }, bakery, false);
    expect(rule).toEqual({ deliveryCostCents: 1500, deliveryCostMinCents: 0, noDeliveryCost: false });
    expect([500, 3000, 3710, 100_000].map((order) => deliveryCostCents(order, rule))).toEqual([1500, 1500, 1500, 1500]);
  });

  it("a client's own cost waives from its own threshold", () => {
    const rule = clientDeliveryCostRule({ costCents: 1500, minCents: 2000 }, bakery, false);
    expect([deliveryCostCents(1999, rule), deliveryCostCents(2000, rule)]).toEqual([1500, 0]);
  });

  it("without a cost of its own the client pays the bakery's, from its own threshold if set, else the bakery's", () => {
    expect(clientDeliveryCostRule({ costCents: 0, minCents: 0 }, bakery, false)).toEqual({
      deliveryCostCents: 250,
      deliveryCostMinCents: 3000,
      noDeliveryCost: false,
    });
    expect(clientDeliveryCostRule({ costCents: 0, minCents: 1000 }, bakery, true)).toEqual({
      deliveryCostCents: 250,
      deliveryCostMinCents: 1000,
      noDeliveryCost: true,
    });
  });
});
