import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { unzipSync, strFromU8 } from 'fflate';
import Papa from 'papaparse';
import { billSettings, bills, orderedProducts } from '../../db/schema/index';
import type { BillSnapshot } from '../bills/bill-snapshot';
import { CREATE_BILL, PERIOD, SELLER, setPrivateBillingData, setupBills } from '../bills/bills.test-setup';
import { REGISTER_FIELDS } from './bill-register';

// Issue 14: the accountant's export of a period — every XML and PDF and a CSV register in one ZIP.

let s: Awaited<ReturnType<typeof setupBills>>;
const MONTH = '?from=2026-11-01&to=2026-11-30';

const get = (query: string, token?: string) =>
  fetch(`${s.server.url}/api/bills/export${query}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

async function exportOf(query: string, token = s.jwt.bakery) {
  const res = await get(query, token);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/zip');
  const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
  const csv = strFromU8(files['register.csv']!);
  const parsed = Papa.parse<string[]>(csv.replace(/^\uFEFF/, ''), { delimiter: ';', skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  return { res, files, csv, header: parsed.data[0]!, rows: parsed.data.slice(1) };
}

const myBills = () =>
  s.db.select().from(bills).where(eq(bills.bakeryId, s.t.bakery.id)).orderBy(asc(bills.billDate), asc(bills.sequence));

beforeAll(async () => {
  s = await setupBills('bx');
  await setPrivateBillingData(s.db, s.t.privateCustomer.id);
  for (const clientId of [s.t.host.id, s.t.privateCustomer.id]) {
    const res = await s.server.gql(CREATE_BILL, { input: { clientId: String(clientId), ...PERIOD } }, s.jwt.bakery);
    if (res.errors) throw new Error(JSON.stringify(res.errors));
  }
});
afterAll(() => s.server.close());

describe('the export of a period', () => {
  it('holds every bill: the stored XML byte for byte, a PDF, and the register', async () => {
    const stored = await myBills();
    expect(stored).toHaveLength(2);
    expect(stored.every((b) => b.billDate >= '2026-11-01' && b.billDate <= '2026-11-30')).toBe(true);
    const { res, files } = await exportOf(MONTH);
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename*=UTF-8''Rechnungen_2026-11-01_2026-11-30.zip`,
    );
    expect(Buffer.from(files['register.csv']!.subarray(0, 3)).toString('hex')).toBe('efbbbf'); // UTF-8 BOM for Excel
    for (const bill of stored) {
      expect(bill.xml && bill.eInvoiceFile).toBeTruthy();
      expect(Buffer.from(files[`xml/${bill.eInvoiceFile}`]!).equals(Buffer.from(bill.xml!, 'utf8'))).toBe(true);
      const pdf = files[`pdf/${bill.billNumber.replace(/[^\w.-]+/g, '-')}.pdf`]!;
      expect(strFromU8(pdf.subarray(0, 5))).toBe('%PDF-');
    }
    expect(Object.keys(files).sort()).toHaveLength(2 * stored.length + 1);
  });

  it('lists one row per bill and VAT rate whose amounts add up to the bills’ totals', async () => {
    const stored = await myBills();
    const { header, rows } = await exportOf(MONTH);
    expect(header).toEqual([
      'Nummer',
      'Datum',
      'Dokumentart',
      'Kunde',
      'MwSt-Nummer',
      'Steuernummer',
      'MwSt-Satz',
      'Steuerpflichtig',
      'MwSt',
      'Gesamt',
      'Versendet',
      'SdI-Status',
      'E-Rechnung-Datei',
      'Natura',
      'Gesetzesverweis',
      'Stempelsteuer',
      'Stempelsteuer weiterbelastet',
    ]);
    expect(header).toHaveLength(REGISTER_FIELDS.length);
    const expected = stored.flatMap((bill) => {
      const snap = bill.snapshot as BillSnapshot;
      return snap.summaries.map((v, i) => [
        bill.billNumber,
        bill.billDate,
        bill.documentType,
        snap.buyer.name,
        snap.buyer.vatNumber ?? '',
        snap.buyer.taxCode ?? '',
        v.vatRate,
        (v.taxableCents / 100).toFixed(2),
        (v.taxCents / 100).toFixed(2),
        ((v.taxableCents + v.taxCents) / 100).toFixed(2),
        'nein',
        '',
        bill.eInvoiceFile ?? '',
        v.natura ?? '',
        v.legalReference ?? '',
        i === 0 ? '0.00' : '', // no stamp duty on these bills: 10 % goods only
        '',
      ]);
    });
    expect(rows).toEqual(expected);
    expect(rows.some((r) => r[4] === '00743110157')).toBe(true);
    expect(rows.some((r) => r[5] === 'RSSNNA80A41A952W')).toBe(true);
    const cents = (text: string) => Number(text.replace('.', ''));
    for (const bill of stored) {
      const own = rows.filter((r) => r[0] === bill.billNumber);
      expect(own.reduce((sum, r) => sum + cents(r[9]!), 0)).toBe((bill.snapshot as BillSnapshot).totalCents);
      expect(own.reduce((sum, r) => sum + cents(r[7]!) + cents(r[8]!), 0)).toBe(
        (bill.snapshot as BillSnapshot).totalCents,
      );
    }
  });

  it('works the same over POST with a JSON body (the web app’s download)', async () => {
    const res = await fetch(`${s.server.url}/api/bills/export`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${s.jwt.bakery}` },
      body: JSON.stringify({ from: '2026-11-01', to: '2026-11-30' }),
    });
    expect(res.status).toBe(200);
    expect(Object.keys(unzipSync(new Uint8Array(await res.arrayBuffer())))).toContain('register.csv');
  });

  it('gives a ZIP with only the header row for a period without bills', async () => {
    const { files, rows, csv } = await exportOf('?from=2026-10-01&to=2026-10-31');
    expect(Object.keys(files)).toEqual(['register.csv']);
    expect(rows).toEqual([]);
    expect(csv.split('\r\n').filter(Boolean)).toHaveLength(1);
  });
});

describe('stamp duty in the register (D.P.R. 642/72 Tariffa all. A art. 13; DatiBollo on e-invoices, art. 6 D.M. 17 giugno 2014)', () => {
  let b: Awaited<ReturnType<typeof setupBills>>;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    b = await setupBills('bxb');
    // regime forfettario: no VAT, so 90.00 € of rye passes 77.47 €; the bakery charges the 2.00 € on
    await b.db
      .update(billSettings)
      .set({ eBillData: { ...SELLER, regime: 'RF19', stampDuty: 'CLIENT' } })
      .where(eq(billSettings.bakeryId, b.t.bakery.id));
    await setPrivateBillingData(b.db, b.t.privateCustomer.id);
    await b.db
      .update(orderedProducts)
      .set({ measuredWeight: 20_000 })
      .where(eq(orderedProducts.id, Number(b.ryeLineId)));
    for (const [key, clientId] of [
      ['host', b.t.host.id],
      ['private', b.t.privateCustomer.id],
    ] as const) {
      const res = await b.server.gql(
        'mutation C($input: CreateBillInput!) { createBill(input: $input) { id lines { kind netCents } } }',
        { input: { clientId: String(clientId), ...PERIOD } },
        b.jwt.bakery,
      );
      if (res.errors) throw new Error(JSON.stringify(res.errors));
      ids[key] = res.data.createBill.id;
      if (key === 'host') {
        // its credit note of every product line bears its own stamp duty, borne by the bakery
        await b.db
          .update(bills)
          .set({ sent: true, sdiState: 'DELIVERED' })
          .where(eq(bills.id, Number(ids.host)));
        const lines = (res.data.createBill.lines as { kind: string; netCents: number }[])
          .map((l, i) => ({ l, line: i + 1 }))
          .filter(({ l }) => l.kind === 'PRODUCT')
          .map(({ l, line }) => ({ line, amountCents: l.netCents }));
        const note = await b.server.gql(
          'mutation N($b: ID!, $l: [CreditLineInput!]!, $r: String!) { createCreditNote(billId: $b, lines: $l, reason: $r) { id } }',
          { b: ids.host, l: lines, r: 'Reso' },
          b.jwt.bakery,
        );
        if (note.errors) throw new Error(JSON.stringify(note.errors));
        ids.note = note.data.createCreditNote.id;
      }
    }
  });
  afterAll(() => b.server.close());

  it("gives each bill's stamp duty once, on its first row, says who bore it, and sums to the period's stamp duty", async () => {
    const res = await fetch(`${b.server.url}/api/bills/export${MONTH}`, {
      headers: { authorization: `Bearer ${b.jwt.bakery}` },
    });
    expect(res.status).toBe(200);
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const [header, ...rows] = Papa.parse<string[]>(strFromU8(files['register.csv']!).replace(/^\uFEFF/, ''), {
      delimiter: ';',
      skipEmptyLines: true,
    }).data as string[][];
    expect(header!.slice(15)).toEqual(['Stempelsteuer', 'Stempelsteuer weiterbelastet']);
    const stored = await b.db.select().from(bills).where(eq(bills.bakeryId, b.t.bakery.id));
    const byId = new Map(stored.map((x) => [String(x.id), x]));
    const own = (id: string) => rows.filter((r) => r[0] === byId.get(id)!.billNumber);
    // charged to the client: 2.00 € on the first row, "ja"; the duty is also the N1 "rivalsa" row, inside total
    const host = own(ids.host!);
    expect(host.map((r) => [r[15], r[16]])).toEqual([
      ['2.00', 'ja'],
      ['', ''],
    ]);
    expect(new Set(host.map((r) => r[13]))).toEqual(new Set(['N1', 'N2.2']));
    expect(host.find((r) => r[13] === 'N1')![9]).toBe('2.00');
    // the credit note (TD04): its own stamp duty, borne by the bakery, positive (it is owed, not taken back)
    const note = own(ids.note!);
    expect(note[0]!.slice(2, 3)).toEqual(['TD04']);
    expect([note[0]![15], note[0]![16]]).toEqual(['2.00', 'nein']);
    expect(note.slice(1).every((r) => r[15] === '' && r[16] === '')).toBe(true);
    // a few euros: no stamp duty
    expect(own(ids.private!).map((r) => [r[15], r[16]])).toEqual([['0.00', '']]);
    const cents = (text: string | undefined) => Math.round(Number(text || '0') * 100);
    const duty = stored.reduce((sum, x) => sum + ((x.snapshot as BillSnapshot).stampDuty?.amountCents ?? 0), 0);
    expect(duty).toBe(400);
    expect(rows.reduce((sum, r) => sum + cents(r[15]), 0)).toBe(duty);
    // total still adds up to the bills' totals (credit note negative): the charged duty counted once, in its N1 row
    const totals = stored.reduce(
      (sum, x) => sum + (x.documentType === 'TD04' ? -1 : 1) * (x.snapshot as BillSnapshot).totalCents,
      0,
    );
    expect(rows.reduce((sum, r) => sum + cents(r[9]), 0)).toBe(totals);
  });
});

describe('who may export', () => {
  it('refuses hosts, private customers and guests (403) and the signed-out (401), with nothing', async () => {
    for (const [token, status] of [
      [s.jwt.host, 403],
      [s.jwt.private, 403],
      [s.jwt.guest, 403],
      [undefined, 401],
      ['not-a-token', 401],
    ] as const) {
      const res = await get(MONTH, token);
      expect(res.status, String(token)).toBe(status);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect((await res.json()).errors[0].extensions.code).toBe(status === 401 ? 'UNAUTHENTICATED' : 'FORBIDDEN');
    }
  });

  it('gives another bakery none of these bills', async () => {
    const { files, rows } = await exportOf(MONTH, s.jwt.otherBakery);
    expect(Object.keys(files)).toEqual(['register.csv']);
    expect(rows).toEqual([]);
  });
});

describe('bad periods', () => {
  it.each([
    ['', ['from', 'to']],
    ['?from=2026-11-01', ['to']],
    ['?from=2026-11-31&to=2026-12-01', ['from']],
    ['?from=2026-12-01&to=2026-11-01', ['to']],
    ['?from=2025-01-01&to=2026-01-02', ['to']],
    ['?from=2026-11-01&to=2026-11-30&to=2026-12-31', ['to']],
  ])('%s → 400 BAD_INPUT', async (query, fields) => {
    const res = await get(query, s.jwt.bakery);
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.errors[0].extensions).toEqual({ code: 'BAD_INPUT', fields });
  });
});
