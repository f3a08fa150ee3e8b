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
const snapshot = (name: string, summaries: BillSnapshot['summaries'], stampDuty?: BillSnapshot['stampDuty']) =>
  ({ buyer: { name, vatNumber: '00743110157', taxCode: null }, summaries, stampDuty }) as unknown as BillSnapshot;

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
        '0.00',
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
    expect(rows[0]!.slice(13, 15)).toEqual(['Natura', 'Legal reference']);
    expect(rows.slice(1).map((r) => r.slice(13, 15))).toEqual([
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

  describe('stamp duty (imposta di bollo: D.P.R. 642/72 Tariffa all. A art. 13; on e-invoices DatiBollo, paid virtually, art. 6 D.M. 17 giugno 2014)', () => {
    const FORFETTARIO = 'regime forfettario';
    const RIVALSA = 'Esclusa ex art. 15 D.P.R. 633/72 - rivalsa imposta di bollo';
    // charged to the client: its 2.00 € is a line of the bill, an N1 block of the summary and part of the total
    const charged = snapshot(
      'Hotel Post',
      [
        { vatRate: '0.00', natura: 'N2.2', legalReference: FORFETTARIO, taxableCents: 9000, taxCents: 0 },
        { vatRate: '0.00', natura: 'N1', legalReference: RIVALSA, taxableCents: 200, taxCents: 0 },
      ],
      { amountCents: 200, chargedToClient: true },
    );
    // borne by the bakery: due on the bill, in no line and not in the total
    const borne = snapshot(
      'Hotel Sonne',
      [
        { vatRate: '10.00', taxableCents: 1000, taxCents: 100 },
        { vatRate: '0.00', natura: 'N4', legalReference: 'Esente', taxableCents: 8000, taxCents: 0 },
      ],
      { amountCents: 200, chargedToClient: false },
    );
    // a credit note of more than 77.47 € exempt bears its own stamp duty, borne by the bakery (not taken back: positive)
    const credit = snapshot(
      'Hotel Sonne',
      [{ vatRate: '0.00', natura: 'N4', legalReference: 'Esente', taxableCents: 8000, taxCents: 0 }],
      { amountCents: 200, chargedToClient: false },
    );
    const none = snapshot('Bar Centrale', [{ vatRate: '10.00', taxableCents: 500, taxCents: 50 }]);
    const items = [
      { bill: bill({ billNumber: '1/2026' }), snapshot: charged },
      { bill: bill({ billNumber: '2/2026' }), snapshot: borne },
      { bill: bill({ billNumber: 'NC 1/2026', documentType: 'TD04' }), snapshot: credit },
      { bill: bill({ billNumber: '3/2026' }), snapshot: none },
    ];
    const cents = (text: string | undefined) => Math.round(Number(text || '0') * 100);

    it('names the columns in de, it and en', () => {
      const header = (language: 'de' | 'it' | 'en') => parse(registerCsv([], language))[0]!.slice(15);
      expect(header('de')).toEqual(['Stempelsteuer', 'Stempelsteuer weiterbelastet']);
      expect(header('it')).toEqual(['Imposta di bollo', 'Bollo addebitato al cliente']);
      expect(header('en')).toEqual(['Stamp duty', 'Stamp duty charged to client']);
    });

    it("holds each bill's 2.00 € once, on its first row, and whether it was charged to the client", () => {
      const rows = parse(registerCsv(items, 'de')).slice(1);
      expect(rows.map((r) => [r[0], r[6], r[13], r[15], r[16]])).toEqual([
        ['1/2026', '0.00', 'N2.2', '2.00', 'ja'],
        ['1/2026', '0.00', 'N1', '', ''],
        ['2/2026', '10.00', '', '2.00', 'nein'],
        ['2/2026', '0.00', 'N4', '', ''],
        ['NC 1/2026', '0.00', 'N4', '2.00', 'nein'],
        ['3/2026', '10.00', '', '0.00', ''],
      ]);
    });

    it("adds up to the period's stamp duty, while total still adds up to the bills' totals (a charged duty is in its N1 row)", () => {
      const rows = parse(registerCsv(items, 'en')).slice(1);
      expect(rows.reduce((sum, r) => sum + cents(r[15]), 0)).toBe(3 * 200);
      // total = Σ bill totals (the credit note negative): the charged 2.00 € counted once, in its N1 row
      expect(rows.reduce((sum, r) => sum + cents(r[9]), 0)).toBe(9200 + 9100 - 8000 + 550);
      // the stamp duty charged to the client is the N1 "rivalsa" row's total: not to be added to total again
      const chargedRows = rows.filter((r) => r[0] === '1/2026');
      expect(chargedRows.find((r) => r[14] === RIVALSA)![9]).toBe(chargedRows[0]![15]);
    });
  });
});
