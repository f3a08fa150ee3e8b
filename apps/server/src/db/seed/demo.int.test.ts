import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orderedProducts, orders, products, vats } from '../schema/index';
import { createTestServer, type TestServer } from '../../../test/test-server';
import { seedDemo } from './demo';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
  await seedDemo(server.platform.db, '2026-11-25');
});
afterAll(() => server.close());

describe('demo data (issue 14, finding 10)', () => {
  it("every ordered line carries its product's VAT rate: bread at 4 %, not a blanket 10 %", async () => {
    const lines = await server.platform.db
      .select({ lineVat: orderedProducts.currentVat, productVat: vats.value })
      .from(orderedProducts)
      .innerJoin(products, eq(products.id, orderedProducts.baseProductId))
      .innerJoin(vats, eq(vats.id, products.vatId));
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.filter((l) => Number(l.lineVat) !== Number(l.productVat))).toEqual([]);
    expect(lines.some((l) => Number(l.lineVat) === 4)).toBe(true);
  });

  it('has some weeks of past orders (accepted, paid before this month) and the coming ones numbered after them', async () => {
    const rows = await server.platform.db
      .select({
        number: orders.number,
        deliveryDate: orders.deliveryDate,
        accepted: orders.accepted,
        paid: orders.paid,
      })
      .from(orders);
    const past = rows.filter((o) => o.deliveryDate < '2026-11-25');
    const coming = rows.filter((o) => o.deliveryDate > '2026-11-25');
    expect(past.length).toBeGreaterThan(80);
    expect(past.every((o) => o.accepted)).toBe(true);
    expect(past.some((o) => o.deliveryDate <= '2026-10-05')).toBe(true);
    expect(past.filter((o) => o.deliveryDate < '2026-11-01').every((o) => o.paid)).toBe(true);
    expect(past.filter((o) => o.deliveryDate >= '2026-11-01').some((o) => o.paid)).toBe(false);
    expect(Math.min(...coming.map((o) => o.number))).toBe(Math.max(...past.map((o) => o.number)) + 1);
    expect(new Set(rows.map((o) => o.number)).size).toBe(rows.length);
  });
});
