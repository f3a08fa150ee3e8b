import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bills, userDetails } from '../../db/schema/index';
import { CREATE_BILL, PERIOD, setupBills } from './bills.test-setup';

// Issue 14, finding 9: "Denominazione is cut at 80 characters without telling the user". The
// bill tells its bakery which texts its e-invoice writes cut, before it is sent.

const TRUNCATIONS = 'query B($id: ID!) { bill(id: $id) { eInvoiceTruncations { field element length max } } }';
const LONG_NAME = 'Hotel Gasthof Zur Alten Post am Waltherplatz der Landeshauptstadt Bozen Familie Mair und Söhne KG';

let s: Awaited<ReturnType<typeof setupBills>>;
let billId: string;

beforeAll(async () => {
  s = await setupBills('tr');
  await s.db.update(userDetails).set({ companyName: LONG_NAME }).where(eq(userDetails.userId, s.t.host.id));
  const res = await s.server.gql(CREATE_BILL, { input: { clientId: String(s.t.host.id), ...PERIOD } }, s.jwt.bakery);
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  billId = res.data.createBill.id;
});
afterAll(() => s.server.close());

describe('texts the e-invoice cuts', () => {
  it('names the client name written cut to 80 characters, as the XML holds it', async () => {
    const res = await s.server.gql(TRUNCATIONS, { id: billId }, s.jwt.bakery);
    expect(res.data.bill.eInvoiceTruncations).toEqual([
      { field: 'buyer.companyName', element: 'Denominazione', length: LONG_NAME.length, max: 80 },
    ]);
    const [row] = await s.db
      .select()
      .from(bills)
      .where(eq(bills.id, Number(billId)));
    expect(row!.xml).toContain(`<Denominazione>${LONG_NAME.slice(0, 80).trim()}</Denominazione>`); // the cut's trailing space dropped
  });

  it('tells only the bakery that issued the bill', async () => {
    await s.db
      .update(bills)
      .set({ sent: true })
      .where(eq(bills.id, Number(billId)));
    expect((await s.server.gql(TRUNCATIONS, { id: billId }, s.jwt.host)).data.bill.eInvoiceTruncations).toEqual([]);
  });
});
