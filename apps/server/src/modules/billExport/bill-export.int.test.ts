import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { unzipSync, strFromU8 } from 'fflate';
import Papa from 'papaparse';
import { bills } from '../../db/schema/index';
import type { BillSnapshot } from '../bills/bill-snapshot';
import { CREATE_BILL, PERIOD, setPrivateBillingData, setupBills } from '../bills/bills.test-setup';
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
    ]);
    expect(header).toHaveLength(REGISTER_FIELDS.length);
    const expected = stored.flatMap((bill) => {
      const snap = bill.snapshot as BillSnapshot;
      return snap.summaries.map((v) => [
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
