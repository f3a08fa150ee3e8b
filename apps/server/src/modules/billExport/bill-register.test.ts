import { describe, expect, it } from 'vitest';
import Papa from 'papaparse';
import type { BillSnapshot } from '../bills/bill-snapshot';
import type { BillRow } from '../bills/bills.queries';
import { registerCsv } from './bill-register';

const bill = (over: Partial<BillRow> = {}) =>
  ({
    billNumber: '7/2026',
    billDate: '2026-11-30',
    documentType: 'TD24',
    sent: true,
    sdiState: 'DELIVERED',
    eInvoiceFile: 'IT01234567897_00007.xml',
    ...over,
  }) as BillRow;
const snapshot = (name: string, summaries: BillSnapshot['summaries']) =>
  ({ buyer: { name, vatNumber: '00743110157', taxCode: null }, summaries }) as unknown as BillSnapshot;

const parse = (csv: string) =>
  Papa.parse<string[]>(csv.replace(/^\uFEFF/, ''), { delimiter: ';', skipEmptyLines: true }).data;

describe('register.csv', () => {
  it('has a BOM, semicolons and one row per VAT rate with dot decimals from cents', () => {
    const csv = registerCsv(
      [
        {
          bill: bill(),
          snapshot: snapshot('Hotel Post; Meran', [
            { vatRate: '10.00', taxableCents: 123456, taxCents: 12346 },
            { vatRate: '4.00', taxableCents: 5, taxCents: 0 },
          ]),
        },
      ],
      'it',
    );
    expect(csv.startsWith('\uFEFFNumero;Data;Tipo documento;')).toBe(true);
    expect(parse(csv).slice(1)).toEqual([
      [
        '7/2026',
        '2026-11-30',
        'TD24',
        'Hotel Post; Meran',
        '00743110157',
        '',
        '10.00',
        '1234.56',
        '123.46',
        '1358.02',
        'sì',
        'DELIVERED',
        'IT01234567897_00007.xml',
        '',
        '',
      ],
      [
        '7/2026',
        '2026-11-30',
        'TD24',
        'Hotel Post; Meran',
        '00743110157',
        '',
        '4.00',
        '0.05',
        '0.00',
        '0.05',
        'sì',
        'DELIVERED',
        'IT01234567897_00007.xml',
        '',
        '',
      ],
    ]);
  });

  it('names the Natura and legal reference of each 0 % block (issue 14), N4 for bills made before Natura was stored', () => {
    const rf19 = {
      vatRate: '0.00',
      natura: 'N2.2',
      legalReference: 'regime forfettario',
      taxableCents: 9000,
      taxCents: 0,
    };
    const rows = parse(
      registerCsv(
        [{ bill: bill(), snapshot: snapshot('Hotel', [rf19, { vatRate: '0.00', taxableCents: 100, taxCents: 0 }]) }],
        'en',
      ),
    );
    expect(rows[0]!.slice(-2)).toEqual(['Natura', 'Legal reference']);
    expect(rows.slice(1).map((r) => r.slice(-2))).toEqual([
      ['N2.2', 'regime forfettario'],
      ['N4', ''],
    ]);
  });

  it('writes a credit note (TD04) with negative amounts, so the register sums to the net (art. 26 D.P.R. 633/72)', () => {
    const rows = parse(
      registerCsv(
        [
          { bill: bill(), snapshot: snapshot('Hotel', [{ vatRate: '10.00', taxableCents: 10000, taxCents: 1000 }]) },
          {
            bill: bill({ billNumber: 'NC 1/2026', documentType: 'TD04' }),
            snapshot: snapshot('Hotel', [{ vatRate: '10.00', taxableCents: 250, taxCents: 25 }]),
          },
        ],
        'de',
      ),
    );
    expect(rows[2]!.slice(0, 3)).toEqual(['NC 1/2026', '2026-11-30', 'TD04']);
    expect(rows[2]!.slice(7, 10)).toEqual(['-2.50', '-0.25', '-2.75']);
    // a negative number stays a number (no formula guard)
    expect(rows.slice(1).reduce((sum, r) => sum + Math.round(Number(r[9]) * 100), 0)).toBe(11000 - 275);
  });

  it('keeps a client name from running as a spreadsheet formula', () => {
    const rows = parse(
      registerCsv(
        [
          {
            bill: bill({ sent: false, sdiState: null }),
            snapshot: snapshot('=HYPERLINK("http://x")', [{ vatRate: '10.00', taxableCents: 100, taxCents: 10 }]),
          },
        ],
        'de',
      ),
    );
    expect(rows[1]![3]).toBe(`'=HYPERLINK("http://x")`);
    expect(rows[1]!.slice(7, 12)).toEqual(['1.00', '0.10', '1.10', 'nein', '']);
  });
});
