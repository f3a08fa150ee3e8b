import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orderedProducts, products, vats } from '../schema/index';
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
});
