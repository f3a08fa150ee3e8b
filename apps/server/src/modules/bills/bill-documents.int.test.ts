import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeFile, mkdir } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { formatCents } from '@bakery/core';
import { bills, orders, userDetails, users } from '../../db/schema/index';
import { documentShortDate } from '../../platform/documents/format';
import { pdfInfo, pdfPagePng, pdfText } from '../../../test/pdf';
import { CREATE_BILL, PERIOD, setupBills } from './bills.test-setup';

let s: Awaited<ReturnType<typeof setupBills>>;
let hostBill: { id: string; number: string; totalCents: number; taxCents: number; netCents: number };
let privateBill: { id: string; number: string; totalCents: number };

async function post(body: unknown, token: string | null) {
  const res = await fetch(`${s.server.url}/api/bills/pdf`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    disposition: res.headers.get('content-disposition'),
    bytes: Buffer.from(await res.arrayBuffer()),
  };
}
const plain = (text: string) => text.replace(/\s/g, ' ');
const codeIn = (r: { bytes: Buffer }) =>
  (JSON.parse(r.bytes.toString()) as { errors: { extensions: { code: string } }[] }).errors[0]!.extensions.code;

beforeAll(async () => {
  s = await setupBills('bd');
  await s.db
    .update(userDetails)
    .set({
      fullName: 'Anna Rossi',
      street: 'Via Verdi',
      houseNumber: '3',
      postalCode: '39100',
      city: 'Bolzano',
      taxNumber: 'RSSNNA80A41A952W',
    })
    .where(eq(userDetails.userId, s.t.privateCustomer.id));
  await s.db.update(users).set({ language: 'it' }).where(eq(users.id, s.t.privateCustomer.id));
  hostBill = (await s.server.gql(CREATE_BILL, { input: { clientId: String(s.t.host.id), ...PERIOD } }, s.jwt.bakery))
    .data.createBill;
  privateBill = (
    await s.server.gql(CREATE_BILL, { input: { clientId: String(s.t.privateCustomer.id), ...PERIOD } }, s.jwt.bakery)
  ).data.createBill;
});
afterAll(() => s.server.close());

describe('bill PDF', () => {
  it("is an A4 document in the client's language with seller, buyer, orders, lines and the totals the screen shows", async () => {
    const res = await post({ billId: hostBill.id }, s.jwt.bakery);
    expect([res.status, res.type]).toEqual([200, 'application/pdf']);
    expect(res.disposition).toContain('Rechnung-1-2026.pdf');
    const info = await pdfInfo(res.bytes);
    expect([Math.round(info.width), Math.round(info.height)]).toEqual([595, 842]);
    const text = await pdfText(res.bytes);
    for (const expected of [
      'Rechnung',
      '1/2026',
      'Bäckerei Test GmbH',
      'MwSt.-Nr. IT01234567897',
      'bd Hotel',
      'Via Roma 1',
      'MwSt.-Nr. 00743110157',
      'Empfängerkodex ABC1234',
      'Roggenbrot',
      '2,15 kg',
      '4,50 €/kg',
      'Lieferkosten',
      'Gast bdroom1',
      'Fällig am',
      '30. Dezember 2026',
      // docketed deliveries of the month: a deferred invoice, named with its legal basis
      'Aufgeschobene Rechnung, Art. 21 Abs. 4 DPR 633/72',
      formatCents(hostBill.netCents, 'de'),
      formatCents(hostBill.taxCents, 'de'),
      formatCents(hostBill.totalCents, 'de'),
    ])
      expect(text).toContain(plain(expected));
    // the service period is from its first to its last delivery, not the month the bill was made for
    const days = (
      await s.db
        .select({ day: orders.deliveryDate })
        .from(orders)
        .where(eq(orders.billId, Number(hostBill.id)))
    )
      .map((o) => o.day)
      .sort();
    const [first, last] = [days[0]!, days.at(-1)!];
    const shown =
      first === last
        ? documentShortDate(first, 'de')
        : `${documentShortDate(first, 'de')} – ${documentShortDate(last, 'de')}`;
    expect(text).toContain(plain(`Leistungszeitraum: ${shown}`));
    expect([first, last]).not.toEqual([PERIOD.from, PERIOD.to]);
  });

  it('speaks Italian to an Italian client and renders to an image', async () => {
    await s.db
      .update(bills)
      .set({ sent: true })
      .where(eq(bills.id, Number(privateBill.id))); // a client sees its bill once sent
    const res = await post({ billId: privateBill.id }, s.jwt.private);
    expect(res.status).toBe(200);
    const text = await pdfText(res.bytes);
    for (const expected of [
      'Fattura',
      '2/2026',
      'Anna Rossi',
      'Codice fiscale RSSNNA80A41A952W',
      'non pesato, peso stimato',
      'Totale fattura',
      formatCents(privateBill.totalCents, 'it'),
    ])
      expect(text).toContain(plain(expected));
    const png = await pdfPagePng(res.bytes, 1, 80);
    const meta = await sharp(png).metadata();
    expect(meta.width).toBeGreaterThan(600);
    if (process.env.BILL_PDF_OUT) {
      await mkdir(process.env.BILL_PDF_OUT, { recursive: true });
      await writeFile(`${process.env.BILL_PDF_OUT}/bill-it.png`, png);
      await writeFile(
        `${process.env.BILL_PDF_OUT}/bill-de.png`,
        await pdfPagePng((await post({ billId: hostBill.id }, s.jwt.bakery)).bytes, 1, 80),
      );
    }
  });

  it('is refused to other tenants, other clients and when signed out', async () => {
    expect(codeIn(await post({ billId: hostBill.id }, s.jwt.otherBakery))).toBe('NOT_FOUND');
    expect(codeIn(await post({ billId: hostBill.id }, s.jwt.private))).toBe('NOT_FOUND');
    expect(codeIn(await post({ billId: hostBill.id }, s.jwt.guest))).toBe('NOT_FOUND');
    expect(codeIn(await post({ billId: hostBill.id }, null))).toBe('UNAUTHENTICATED');
    expect(codeIn(await post({ billId: 'x' }, s.jwt.bakery))).toBe('BAD_INPUT');
  });
});
