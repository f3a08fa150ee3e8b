import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { billSettings, bills, discounts, orderedProducts, userDetails, users } from '../../db/schema/index';
import { mkdir, writeFile } from 'node:fs/promises';
import { pdfPagePng, pdfText } from '../../../test/pdf';
import { codeOf } from '../../../test/test-server';
import { sdiProblems, validateFatturaPA } from '@bakery/einvoice';
import { PERIOD, SELLER, setupBills } from './bills.test-setup';

/**
 * Issue 14, finding 6: the bakery's regime, the Natura of 0 % sales, intra-EU sales and stamp
 * duty — each bill's XML checked against the XSD and SdI's rules in the same test.
 */
const FIELDS = `id number taxCents totalCents netCents stampDutyCents stampDutyCharged
  summaries { vatRate natura legalReference taxableCents taxCents } lines { kind name vatRate natura netCents }`;
const CREATE = `mutation C($input: CreateBillInput!) { createBill(input: $input) { ${FIELDS} } }`;
const SAVE_SETTINGS =
  'mutation S($input: DocumentSettingsInput!) { updateDocumentSettings(input: $input) { eBillData { zeroRateNatura zeroRateReference stampDuty } } }';
const FORFETTARIO = "Operazione effettuata ai sensi dell'art. 1, commi 54-89, L. 190/2014 - regime forfettario";

type Setup = Awaited<ReturnType<typeof setupBills>>;
type Bill = {
  id: string;
  taxCents: number;
  totalCents: number;
  netCents: number;
  stampDutyCents: number;
  stampDutyCharged: boolean;
  summaries: {
    vatRate: string;
    natura: string | null;
    legalReference: string | null;
    taxableCents: number;
    taxCents: number;
  }[];
  lines: { kind: string; name: string; vatRate: string; natura: string | null; netCents: number }[];
};

const xmlOf = async (s: Setup, id: string) =>
  (
    await s.db
      .select()
      .from(bills)
      .where(eq(bills.id, Number(id)))
  )[0]!.xml!;
const all = (xml: string, tag: string) =>
  [...xml.matchAll(new RegExp(`<${tag}>([^<]*)</${tag}>`, 'g'))].map((m) => m[1]);
const blocks = (xml: string, tag: string) =>
  [...xml.matchAll(new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`, 'g'))].map((m) => m[1]!);

/** Every generated file must pass the official XSD and SdI's checks. */
async function expectValid(xml: string) {
  expect((await validateFatturaPA(xml)).errors).toEqual([]);
  expect(sdiProblems(xml)).toEqual([]);
}

let pdfCount = 0;
async function pdfOf(s: Setup, billId: string): Promise<string> {
  const res = await fetch(`${s.server.url}/api/bills/pdf`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${s.jwt.bakery}` },
    body: JSON.stringify({ billId }),
  });
  expect(res.status).toBe(200);
  const pdf = Buffer.from(await res.arrayBuffer());
  if (process.env.BILL_PDF_OUT) {
    await mkdir(process.env.BILL_PDF_OUT, { recursive: true });
    await writeFile(`${process.env.BILL_PDF_OUT}/bill-vat-${++pdfCount}.png`, await pdfPagePng(pdf, 1, 80));
  }
  return (await pdfText(pdf)).replace(/\s+/g, ' ');
}

async function bill(s: Setup, clientId: number): Promise<Bill> {
  const res = await s.server.gql(CREATE, { input: { clientId: String(clientId), ...PERIOD } }, s.jwt.bakery);
  expect(res.errors).toBeUndefined();
  return res.data.createBill;
}

const setSeller = (s: Setup, data: Record<string, unknown>) =>
  s.db
    .update(billSettings)
    .set({ eBillData: { ...SELLER, ...data } })
    .where(eq(billSettings.bakeryId, s.t.bakery.id));
const privateDetails = {
  fullName: 'Anna Rossi',
  street: 'Via Verdi',
  houseNumber: '3',
  postalCode: '39100',
  city: 'Bolzano',
  taxNumber: 'RSSNNA80A41A952W',
};

describe('regime forfettario (RF19, art. 1 c. 54-89 L. 190/2014) and stamp duty (D.P.R. 642/72, art. 6 DM 17.6.2014)', () => {
  let s: Setup;
  let host: Bill;
  let small: Bill;
  beforeAll(async () => {
    s = await setupBills('vf');
    await setSeller(s, { regime: 'RF19', stampDuty: 'CLIENT' });
    await s.db.update(userDetails).set(privateDetails).where(eq(userDetails.userId, s.t.privateCustomer.id));
    await s.db
      .update(orderedProducts)
      .set({ measuredWeight: 20_000 })
      .where(eq(orderedProducts.id, Number(s.ryeLineId))); // 90.00 € of rye
    host = await bill(s, s.t.host.id);
    small = await bill(s, s.t.privateCustomer.id);
  });
  afterAll(() => s.server.close());

  it('RF19 charges no VAT: every line 0 % with Natura N2.2, the summary cites L. 190/2014, the screen shows 0 VAT', async () => {
    for (const b of [host, small]) {
      expect(b.taxCents).toBe(0);
      expect(b.totalCents).toBe(b.netCents);
      expect(b.lines.every((l) => l.vatRate === '0.00' && (l.natura === 'N2.2' || l.kind === 'STAMP_DUTY'))).toBe(true);
      expect(b.summaries.find((x) => x.natura === 'N2.2')).toMatchObject({
        vatRate: '0.00',
        taxCents: 0,
        legalReference: FORFETTARIO,
      });
    }
    const xml = await xmlOf(s, small.id);
    await expectValid(xml);
    expect(all(xml, 'RegimeFiscale')).toEqual(['RF19']);
    expect(new Set(all(xml, 'AliquotaIVA'))).toEqual(new Set(['0.00']));
    expect(all(xml, 'Natura').every((n) => n === 'N2.2')).toBe(true);
    expect(all(xml, 'RiferimentoNormativo')).toEqual([FORFETTARIO]);
    expect(all(xml, 'Imposta')).toEqual(['0.00']);
    expect(xml).not.toContain('DatiBollo'); // a few euros: below 77.47 €
    const pdf = await pdfOf(s, small.id);
    expect(pdf).toContain(`N2.2: ${FORFETTARIO}`);
    expect(pdf).not.toContain('Imposta di bollo');
  });

  it('above 77.47 € without VAT the e-invoice carries DatiBollo (virtual, 2.00 €), the PDF says so, and 2.00 € is charged as an N1 line (art. 15 D.P.R. 633/72)', async () => {
    expect([host.stampDutyCents, host.stampDutyCharged]).toEqual([200, true]);
    const stamp = host.lines.find((l) => l.kind === 'STAMP_DUTY')!;
    expect(stamp).toMatchObject({ vatRate: '0.00', natura: 'N1', netCents: 200 });
    expect(host.summaries.find((x) => x.natura === 'N1')).toMatchObject({ taxableCents: 200, taxCents: 0 });
    const goods = host.summaries.find((x) => x.natura === 'N2.2')!.taxableCents;
    expect(goods).toBeGreaterThan(7747);
    expect(host.totalCents).toBe(goods + 200);
    const xml = await xmlOf(s, host.id);
    await expectValid(xml);
    expect(blocks(xml, 'DatiBollo')).toHaveLength(1);
    expect(all(xml, 'BolloVirtuale')).toEqual(['SI']);
    expect(all(xml, 'ImportoBollo')).toEqual(['2.00']);
    expect(all(xml, 'ImportoTotaleDocumento')).toEqual([(host.totalCents / 100).toFixed(2)]);
    expect(all(xml, 'Descrizione')).toContain('Stempelsteuer (an den Kunden weiterbelastet)');
    expect(all(xml, 'RiferimentoNormativo')).toEqual(
      expect.arrayContaining([FORFETTARIO, 'Esclusa ex art. 15 D.P.R. 633/72 - rivalsa imposta di bollo']),
    );
    const pdf = await pdfOf(s, host.id);
    expect(pdf).toContain('Stempelsteuer virtuell entrichtet gemäß Art. 6 DM 17.06.2014');
    expect(pdf).toContain('Stempelsteuer (an den Kunden weiterbelastet)');
  });
  it("a credit note of more than 77.47 € of those sales bears its own stamp duty, borne by the bakery; the bill's stamp duty is not taken back", async () => {
    await s.db
      .update(bills)
      .set({ sent: true, sdiState: 'DELIVERED' })
      .where(eq(bills.id, Number(host.id)));
    const credit = (lines: unknown[]) =>
      s.server.gql(
        'mutation C($b: ID!, $l: [CreditLineInput!]!, $r: String!) { createCreditNote(billId: $b, lines: $l, reason: $r) { id totalCents stampDutyCents stampDutyCharged lines { kind natura } } }',
        { b: host.id, l: lines, r: 'Reso pane non venduto' },
        s.jwt.bakery,
      );
    const stampLine = host.lines.findIndex((l) => l.kind === 'STAMP_DUTY') + 1;
    expect(codeOf(await credit([{ line: stampLine, amountCents: 200 }]))).toBe('CREDIT_NOTE_LINE_INVALID');
    const goods = host.lines.map((l, i) => ({ l, line: i + 1 })).filter(({ l }) => l.kind === 'PRODUCT');
    const res = await credit(goods.map(({ l, line }) => ({ line, amountCents: l.netCents })));
    expect(res.errors).toBeUndefined();
    const note = res.data.createCreditNote;
    expect([note.stampDutyCents, note.stampDutyCharged]).toEqual([200, false]);
    expect(note.lines.some((l: { kind: string }) => l.kind === 'STAMP_DUTY')).toBe(false);
    const xml = await xmlOf(s, note.id);
    await expectValid(xml);
    expect(all(xml, 'TipoDocumento')).toEqual(['TD04']);
    expect(all(xml, 'ImportoBollo')).toEqual(['2.00']);
    expect(all(xml, 'ImportoTotaleDocumento')).toEqual([(note.totalCents / 100).toFixed(2)]);
  });
});

describe('0 % rates need a Natura (art. 21 c. 6 D.P.R. 633/72), intra-EU B2B goods are N3.2 (art. 41 D.L. 331/93)', () => {
  let s: Setup;
  beforeAll(async () => {
    s = await setupBills('vz');
    // the host's rolls catalogued at 0 %, 200 of them: 90.00 € exempt, above the stamp-duty threshold
    const hostOrder = Number(s.orders.host.id);
    await s.db
      .update(orderedProducts)
      .set({ currentVat: '0.00', amount: 200 })
      .where(and(eq(orderedProducts.orderId, hostOrder), eq(orderedProducts.baseProductId, Number(s.p.semmel))));
    await s.db
      .update(userDetails)
      .set({
        companyName: 'Hotel Innsbruck GmbH',
        street: 'Maria-Theresien-Straße',
        houseNumber: '1',
        postalCode: '6020',
        city: 'Innsbruck',
        country: 'AT',
        partitaIva: 'U12345678',
      })
      .where(eq(userDetails.userId, s.t.privateCustomer.id));
    await s.db
      .update(orderedProducts)
      .set({ measuredWeight: 20_000 })
      .where(eq(orderedProducts.orderId, Number(s.orders.private.id)));
  });
  afterAll(() => s.server.close());

  it("a 0 % line without the bakery's Natura is refused with BILL_ZERO_RATE_NATURA_MISSING naming the product, never written N4 silently", async () => {
    const res = await s.server.gql(CREATE, { input: { clientId: String(s.t.host.id), ...PERIOD } }, s.jwt.bakery);
    expect(codeOf(res)).toBe('BILL_ZERO_RATE_NATURA_MISSING');
    expect(res.errors![0]!.extensions!.products).toEqual(['Semmel']);
    expect(await s.db.select().from(bills).where(eq(bills.clientId, s.t.host.id))).toEqual([]);
  });

  it('with the Natura and reference chosen in Settings → Documents the 0 % lines carry them; exempt above 77.47 € bears stamp duty, borne by the bakery', async () => {
    const saved = await s.server.gql(
      SAVE_SETTINGS,
      {
        input: {
          eBillData: { ...SELLER, zeroRateNatura: 'n4', zeroRateReference: 'Esente art. 10 n. 1 D.P.R. 633/72' },
        },
      },
      s.jwt.bakery,
    );
    expect(saved.data.updateDocumentSettings.eBillData).toEqual({
      zeroRateNatura: 'N4',
      zeroRateReference: 'Esente art. 10 n. 1 D.P.R. 633/72',
      stampDuty: null,
    });
    const bad = await s.server.gql(
      SAVE_SETTINGS,
      { input: { eBillData: { ...SELLER, zeroRateNatura: 'N2' } } },
      s.jwt.bakery,
    );
    expect([codeOf(bad), bad.errors![0]!.extensions!.fields]).toEqual(['BAD_INPUT', ['eBillData.zeroRateNatura']]);

    const b = await bill(s, s.t.host.id);
    const zero = b.summaries.find((x) => x.vatRate === '0.00')!;
    expect(zero).toMatchObject({ natura: 'N4', legalReference: 'Esente art. 10 n. 1 D.P.R. 633/72', taxCents: 0 });
    expect(zero.taxableCents).toBeGreaterThan(7747);
    expect(b.summaries.some((x) => x.vatRate !== '0.00' && x.taxCents > 0)).toBe(true); // the rye stays taxed
    expect([b.stampDutyCents, b.stampDutyCharged, b.lines.some((l) => l.kind === 'STAMP_DUTY')]).toEqual([
      200,
      false,
      false,
    ]);
    const xml = await xmlOf(s, b.id);
    await expectValid(xml);
    const zeroLines = blocks(xml, 'DettaglioLinee').filter((l) => l.includes('<AliquotaIVA>0.00</AliquotaIVA>'));
    expect(zeroLines.length).toBeGreaterThan(0);
    expect(zeroLines.every((l) => l.includes('<Natura>N4</Natura>'))).toBe(true);
    expect(all(xml, 'RiferimentoNormativo')).toEqual(['Esente art. 10 n. 1 D.P.R. 633/72']);
    expect(all(xml, 'ImportoBollo')).toEqual(['2.00']);
    const pdf = await pdfOf(s, b.id);
    expect(pdf).toContain('N4: Esente art. 10 n. 1 D.P.R. 633/72');
    expect(pdf).toContain('Stempelsteuer virtuell entrichtet');
  });

  it('an Austrian business with a VAT number is invoiced without Italian VAT: N3.2 and art. 41 D.L. 331/93, no stamp duty', async () => {
    const b = await bill(s, s.t.privateCustomer.id);
    expect(b.taxCents).toBe(0);
    expect(b.netCents).toBeGreaterThan(7747);
    expect(b.summaries).toEqual([
      {
        vatRate: '0.00',
        natura: 'N3.2',
        legalReference: 'Cessione intracomunitaria non imponibile, art. 41 D.L. 331/93',
        taxableCents: b.netCents,
        taxCents: 0,
      },
    ]);
    expect(b.stampDutyCents).toBe(0);
    const xml = await xmlOf(s, b.id);
    await expectValid(xml);
    expect(all(xml, 'Natura').every((n) => n === 'N3.2')).toBe(true);
    expect(all(xml, 'RiferimentoNormativo')).toEqual(['Cessione intracomunitaria non imponibile, art. 41 D.L. 331/93']);
    expect(xml).not.toContain('DatiBollo');
  });
});

describe('excluded amounts (N1, art. 15 D.P.R. 633/72) take no share of the delivery cost and no discount (issue 45, finding 3)', () => {
  let s: Setup;
  type Line = Bill['lines'][number] & { discountPercent: string; discountCents: number };
  let b: Omit<Bill, 'lines'> & { lines: Line[] };
  beforeAll(async () => {
    s = await setupBills('vn');
    // the host's rolls stand for refundable crates: 0 % under the bakery's N1 (a deposit, art. 15 c. 1 n. 3)
    await setSeller(s, {
      zeroRateNatura: 'N1',
      zeroRateReference: 'Esclusa ex art. 15 D.P.R. 633/72 - cauzione cassette',
    });
    await s.db
      .update(orderedProducts)
      .set({ currentVat: '0.00' })
      .where(
        and(
          eq(orderedProducts.orderId, Number(s.orders.host.id)),
          eq(orderedProducts.baseProductId, Number(s.p.semmel)),
        ),
      );
    const [discount] = await s.db
      .insert(discounts)
      .values({ bakeryId: s.t.bakery.id, name: 'Hotels', range: [{ from: '0.00', percent: '5.00' }] })
      .returning();
    await s.db
      .update(users)
      .set({ deliveryCost: '5.00', deliveryCostMin: '0', discountId: discount!.id })
      .where(eq(users.id, s.t.host.id));
    const res = await s.server.gql(
      `mutation C($input: CreateBillInput!) { createBill(input: $input) { ${FIELDS.replace('lines { kind', 'lines { discountPercent discountCents kind')} } }`,
      { input: { clientId: String(s.t.host.id), ...PERIOD } },
      s.jwt.bakery,
    );
    expect(res.errors).toBeUndefined();
    b = res.data.createBill;
  });
  afterAll(() => s.server.close());

  it('the delivery cost follows the goods alone (art. 12), the deposit keeps its whole amount, and the XML says the same', async () => {
    const deposit = b.lines.filter((l) => l.natura === 'N1');
    expect(deposit.map((l) => l.kind)).toEqual(['PRODUCT']);
    expect(deposit[0]).toMatchObject({ discountPercent: '0.00', discountCents: 0 });
    const goods = b.lines.filter((l) => l.kind === 'PRODUCT' && l.natura === null);
    expect(goods.every((l) => l.discountPercent === '5.00' && l.discountCents > 0)).toBe(true);
    const delivery = b.lines.filter((l) => l.kind === 'DELIVERY');
    expect(delivery.map((l) => [l.natura, l.netCents])).toEqual([[null, 500]]);
    expect(delivery[0]!.vatRate).toBe(goods[0]!.vatRate);
    expect(b.summaries.find((x) => x.natura === 'N1')).toMatchObject({
      taxableCents: deposit[0]!.netCents,
      taxCents: 0,
    });
    await expectValid(await xmlOf(s, b.id));
  });
});
