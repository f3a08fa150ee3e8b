/**
 * The delivery cost of an order (requirements/ordering.md#delivery-cost), apart from ordering.ts so that apps can import it
 * without Luxon (the guest app imports core module by module; ordering.ts re-exports it).
 */
export interface DeliveryCostRule {
  /** EUR cents charged per delivery. */
  deliveryCostCents: number;
  /** Order value in cents from which the cost is waived; 0 = always charged (requirements/ordering.md#delivery-cost). */
  deliveryCostMinCents: number;
  /** The client never pays delivery (no_delivery_cost). */
  noDeliveryCost: boolean;
}

/**
 * Delivery cost of one order in cents (requirements/ordering.md#delivery-cost): nothing for takeaway or no_delivery_cost clients;
 * otherwise the cost, waived when delivery_cost_min > 0 and the order value reaches it
 * ("above which costs are waived" read as "from", as German "ab 20 €").
 */
export function deliveryCostCents(orderCents: number, rule: DeliveryCostRule, takeaway = false): number {
  if (!Number.isSafeInteger(orderCents) || orderCents < 0)
    throw new RangeError(`Order value must be non-negative cents: ${orderCents}`);
  if (takeaway || rule.noDeliveryCost || rule.deliveryCostCents <= 0) return 0;
  if (rule.deliveryCostMinCents > 0 && orderCents >= rule.deliveryCostMinCents) return 0;
  return rule.deliveryCostCents;
}

/** A delivery cost rule as stored on an account, in cents (users.delivery_cost, delivery_cost_min). */
export interface StoredDeliveryCost {
  costCents: number;
  minCents: number;
}

/**
 * The delivery cost rule a client orders under (requirements/ordering.md#delivery-cost): a client
 * with a cost of its own (> 0) orders under its own pair, where a threshold of 0 means always
 * charged, as its form says; a client without one pays the bakery's cost, waived from its own
 * threshold if it has one, else from the bakery's. (Taking the bakery's threshold for a client's
 * 0 left a client at 15.00 per delivery uncharged on every order above the bakery's 30.00.)
 */
export function clientDeliveryCostRule(
  own: StoredDeliveryCost,
  bakery: StoredDeliveryCost,
  noDeliveryCost: boolean,
): DeliveryCostRule {
  if (own.costCents > 0)
    return { deliveryCostCents: own.costCents, deliveryCostMinCents: own.minCents, noDeliveryCost };
  return {
    deliveryCostCents: bakery.costCents,
    deliveryCostMinCents: own.minCents > 0 ? own.minCents : bakery.minCents,
    noDeliveryCost,
  };
}
