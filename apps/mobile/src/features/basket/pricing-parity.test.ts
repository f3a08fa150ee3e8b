/**
 * One price, three clients: for random orders of every line kind — per piece or weighed, at the
 * client's gram price (a host's or private customer's list price, a host's own product) or at a
 * host's display price (a guest's take-over) — the web's order form, this app's basket and the
 * server's rule give the same cents for every line and for the total with delivery cost.
 *
 * The server's rule is core's: a line's prices are frozen as {gramPrice, approxWeight,
 * displayPrice} (orderLineCents, orderLinesCents, orderTotal = final_price) and a client is shown
 * clientOffer of them (orderOptions.products). Discounts are not part of an order's price (they
 * apply to bills, on the server only), so no client computes them.
 */
import fc from 'fast-check';
import { clientOffer, orderLineCents, orderLinesCents, orderTotal } from '@bakery/core/order-price';
import {
  orderableProduct,
  orderTotals,
  lineCents as webLineCents,
  type OrderRules as WebRules,
} from '@bakery/core/order-form';
import { orderOptions } from '../../test/ordering';
import { product } from '../../test/fake-server';
import { priceBasket } from './pricing';

/** A decimal string of `units` / 10^scale: 4500, 6 → "0.0045". */
function decimal(units: number, scale: number): string {
  const text = String(units).padStart(scale + 1, '0');
  return `${text.slice(0, -scale)}.${text.slice(-scale)}`;
}

const priceOnLine = fc.record({
  /** micro-euros per gram: up to 0.05 €/g (50 €/kg) */
  gramPrice: fc.integer({ min: 0, max: 50_000 }).map((micros) => decimal(micros, 6)),
  approxWeight: fc.integer({ min: 1, max: 3000 }),
  /** a host's display price per piece, or none ("-1") */
  displayPrice: fc.option(
    fc.integer({ min: 0, max: 5000 }).map((cents) => decimal(cents, 2)),
    { nil: '-1' },
  ),
  haveToWeight: fc.boolean(),
  amount: fc.integer({ min: 1, max: 999 }),
});

const order = fc.record({
  lines: fc.array(priceOnLine, { minLength: 1, maxLength: 8 }),
  deliveryCostCents: fc.integer({ min: 0, max: 1000 }),
  deliveryCostMinCents: fc.integer({ min: 0, max: 20_000 }),
  noDeliveryCost: fc.boolean(),
  takeawayOnly: fc.boolean(),
  takeaway: fc.boolean(),
});

type Order = typeof order extends fc.Arbitrary<infer T> ? T : never;

/** What orderOptions answers for the order's products (the server's clientOffer of each). */
function offered(o: Order) {
  return o.lines.map((line, i) => {
    const { priceCents, gramPrice } = clientOffer(line);
    const base = product(`p${i}`, `Produkt ${i}`, priceCents, {
      approxWeight: line.approxWeight,
      haveToWeight: line.haveToWeight,
    });
    return { ...base, gramPrice };
  });
}

function server(o: Order) {
  return {
    lines: o.lines.map((line) => orderLineCents(line)),
    total: orderTotal(orderLinesCents(o.lines), o, o.takeaway || o.takeawayOnly),
  };
}

function web(o: Order) {
  const products = offered(o).map(orderableProduct);
  const rules: WebRules = {
    timeZone: 'Europe/Rome',
    deadlineTime: '18:00',
    ignoreDeadline: false,
    deliversSaturday: true,
    deliversSunday: true,
    holidays: [],
    deliveryCost: o,
    takeawayOnly: o.takeawayOnly,
  };
  const lines = products.map((p, i) => ({ product: p, amount: o.lines[i]!.amount }));
  return {
    lines: lines.map((line) => webLineCents(line.product, line.amount)),
    total: orderTotals(lines, rules, o.takeaway),
  };
}

function app(o: Order) {
  const products = offered(o);
  // a guest's basket is always delivered or always collected as its host's rule says (takeawayOnly)
  const rules = { options: orderOptions({ ...o, takeawayOnly: o.takeawayOnly || o.takeaway, products }), holidays: [] };
  const basket = priceBasket(
    o.lines.map((line, i) => ({ productId: `p${i}`, amount: line.amount })),
    products,
    rules,
  );
  return {
    lines: basket.lines.map((line) => line.totalCents),
    total: { linesCents: basket.linesCents, deliveryCents: basket.deliveryCents, totalCents: basket.totalCents },
  };
}

describe('order prices on the web, in the app and on the server', () => {
  it('are the same cents for every line kind, every line and the total', () => {
    fc.assert(
      fc.property(order, (o) => {
        const expected = server(o);
        expect(web(o)).toEqual(expected);
        expect(app(o)).toEqual(expected);
      }),
      { numRuns: 500 },
    );
  });

  it('price a host’s display price per piece, not through a gram price derived from it', () => {
    // 3,00 € a piece of 700 g: a gram price of 0.004286 (3.00 / 700 to 6 decimals) would give 300,02 € for 100
    const line = { gramPrice: '0.0040', approxWeight: 700, displayPrice: '3.00', haveToWeight: true, amount: 100 };
    const o: Order = {
      lines: [line],
      deliveryCostCents: 0,
      deliveryCostMinCents: 0,
      noDeliveryCost: true,
      takeawayOnly: false,
      takeaway: true,
    };
    expect(server(o).lines).toEqual([30000]);
    expect(web(o).lines).toEqual([30000]);
    expect(app(o).lines).toEqual([30000]);
  });
});
