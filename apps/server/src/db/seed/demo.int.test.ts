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

  it('puts pastry at 10 % (croissants, strudel, Krapfen, sweet breads) and ordinary bread at 4 % (D.P.R. 633/72 Tab. A)', async () => {
    const rows = await server.platform.db
      .select({ kodex: products.easybackKodex, vat: vats.value })
      .from(products)
      .innerJoin(vats, eq(vats.id, products.vatId));
    const vatOf = (kodex: string) => rows.filter((r) => r.kodex === kodex).map((r) => Number(r.vat));
    // 1017–1019 croissants, 1020–1021 strudel, 1022 Krapfen; 1024 pan brioche, 1029 Zopf: sugar, eggs, butter
    for (const pastry of ['1017', '1018', '1019', '1020', '1021', '1022', '1023', '1024', '1028', '1029', '1030'])
      expect([pastry, new Set(vatOf(pastry))]).toEqual([pastry, new Set([10])]);
    for (const bread of ['1001', '1005', '1006', '1009', '1015'])
      expect([bread, new Set(vatOf(bread))]).toEqual([bread, new Set([4])]);
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
