import { beforeAll, describe, expect, it } from 'vitest';
import { buildFatturaPA } from './fatturapa';
import { bakery, hotel, invoice, privateCustomer } from './fatturapa.test-data';
import type { EInvoiceDocument, EInvoiceLine } from './fatturapa.types';
import { fileNameProblem, sdiProblems } from './sdi-checks';
import { validateFatturaPA, type XsdResult } from './xsd';

const base = invoice();
const line = (i: number): EInvoiceLine => base.lines[i]!;
const zeroLine: EInvoiceLine = {
  number: 3,
  description: 'Torta',
  quantity: '1.00',
  unitPrice: '7.00',
  total: '7.00',
  vatRate: '0.00',
  natura: 'N4',
};
const zeroSummary = { vatRate: '0.00', natura: 'N4', taxable: '7.00', tax: '0.00' };

/** Invoices the XSD accepts but SdI rejects, with the codes sdiProblems must report. */
const rejected: Record<string, [EInvoiceDocument, string[]]> = {
  'wrong Imposta': [invoice({ summaries: [{ ...base.summaries[0]!, tax: '1.05' }, base.summaries[1]!] }), ['00421']],
  'PrezzoTotale off by 0.02': [
    invoice({
      lines: [{ ...line(0), total: '25.02' }, line(1)],
      summaries: [{ ...base.summaries[0]!, taxable: '25.02' }, base.summaries[1]!],
    }),
    ['00423'],
  ],
  'ImponibileImporto off by more than 1.00': [
    invoice({ summaries: [{ ...base.summaries[0]!, taxable: '26.10', tax: '1.04' }, base.summaries[1]!] }),
    ['00422'],
  ],
  '0% line without Natura': [
    invoice({
      lines: [...base.lines, { ...zeroLine, natura: undefined }],
      summaries: [...base.summaries, zeroSummary],
    }),
    ['00400'],
  ],
  'Natura on a 10% line': [invoice({ lines: [line(0), { ...line(1), natura: 'N4' }] }), ['00401', '00444']],
  'generic N2': [
    invoice({
      lines: [...base.lines, { ...zeroLine, natura: 'N2' }],
      summaries: [...base.summaries, { ...zeroSummary, natura: 'N2' }],
    }),
    ['00445', '00445'],
  ],
  '0% summary without Natura': [
    invoice({
      lines: [...base.lines, zeroLine],
      summaries: [...base.summaries, { ...zeroSummary, natura: undefined }],
    }),
    ['00444', '00429'],
  ],
  'Natura in a 10% summary': [
    invoice({ summaries: [base.summaries[0]!, { ...base.summaries[1]!, natura: 'N4' }] }),
    ['00430'],
  ],
  'Natura of a line missing from the summaries': [
    invoice({ lines: [...base.lines, zeroLine], summaries: [...base.summaries, { ...zeroSummary, natura: 'N2.2' }] }),
    ['00444'],
  ],
  'missing summary for a rate': [invoice({ summaries: [base.summaries[0]!] }), ['00419']],
  'summary for a rate no line uses': [
    invoice({ summaries: [...base.summaries, { vatRate: '22.00', taxable: '0.00', tax: '0.00' }] }),
    ['00443'],
  ],
  'rate written as a fraction': [
    invoice({
      lines: [line(0), { ...line(1), vatRate: '0.10' }],
      summaries: [base.summaries[0]!, { ...base.summaries[1]!, vatRate: '0.10', tax: '0.01' }],
    }),
    ['00424', '00424'],
  ],
  '6-char CodiceDestinatario': [invoice({ recipientCode: 'ABC123' }), ['00427']],
  'buyer without IdFiscaleIVA and CodiceFiscale': [
    invoice({ buyer: { ...privateCustomer(), taxCode: undefined } }),
    ['00417'],
  ],
  'Numero without a digit': [invoice({ number: 'FT-ABC' }), ['00425']],
  'invoice to oneself': [invoice({ buyer: { ...hotel(), vatNumber: bakery().vatNumber } }), ['00471']],
  // the law's, not SdI's (D.P.R. 633/72 art. 21 c. 4 lett. a): a deferred invoice names its deliveries' dockets
  'TD24 without DatiDDT': [invoice({ documentType: 'TD24', dockets: [] }), ['TD24']],
  'TD24 naming a docket dated after it': [
    invoice({
      documentType: 'TD24',
      dockets: [
        { number: 'DDT-1', date: '2025-03-28', lineNumbers: [1] },
        { number: 'DDT-2', date: '2025-04-01', lineNumbers: [2] },
      ],
    }),
    ['TD24'],
  ],
  // the law's (art. 26 D.P.R. 633/72): a credit note names the invoice it corrects and is not dated before it
  'TD04 without DatiFattureCollegate': [invoice({ documentType: 'TD04', linkedInvoices: [] }), ['TD04']],
  'TD04 dated before the invoice it corrects': [
    invoice({ documentType: 'TD04', linkedInvoices: [{ number: 'FT-2025/0002', date: '2025-04-02' }] }),
    ['TD04'],
  ],
};

describe('sdiProblems', () => {
  let verdicts: XsdResult[] = [];
  const built = Object.values(rejected).map(([doc]) => buildFatturaPA(doc));

  beforeAll(async () => {
    verdicts = await Promise.all(built.map((xml) => validateFatturaPA(xml)));
  });

  it.each(Object.keys(rejected).map((name, i) => [name, i] as const))('%s: XSD-valid, SdI rejects', (name, i) => {
    expect(verdicts[i]).toEqual({ valid: true, errors: [] });
    expect(sdiProblems(built[i]!).map((p) => p.code)).toEqual(rejected[name]![1]);
  });

  it('accepts a deferred invoice naming its dockets and a credit note naming the invoice it corrects', async () => {
    const deferred = buildFatturaPA(
      invoice({ documentType: 'TD24', dockets: [{ number: 'DDT-1', date: '2025-03-28', lineNumbers: [] }] }),
    );
    const credit = buildFatturaPA(
      invoice({ documentType: 'TD04', linkedInvoices: [{ number: 'FT-2025/0002', date: '2025-03-31' }] }),
    );
    for (const xml of [deferred, credit]) {
      expect(sdiProblems(xml)).toEqual([]);
      expect((await validateFatturaPA(xml)).errors).toEqual([]);
    }
  });

  it('explains where and what', () => {
    const [problem] = sdiProblems(built[0]!);
    expect(problem).toEqual({
      code: '00421',
      message: 'body 1: DatiRiepilogo 1: Imposta 1.05 should be 1.00 (4.00% of 25.00)',
    });
  });

  it('tolerates the official rounding margins', () => {
    // Imposta ±0.01, ImponibileImporto ±1.00, PrezzoTotale ±0.01
    const lenient = invoice({
      lines: [{ ...line(0), total: '25.01' }, line(1)],
      summaries: [
        { ...base.summaries[0]!, taxable: '26.00', tax: '1.05' },
        { ...base.summaries[1]!, tax: '1.43' },
      ],
    });
    expect(sdiProblems(buildFatturaPA(lenient))).toEqual([]);
  });

  it('rounds Imposta half up (22 % of 0.25 = 0.055 → 0.06) and tolerates ±0.01', () => {
    const at22 = (taxable: string, tax: string) =>
      sdiProblems(
        buildFatturaPA(
          invoice({
            lines: [{ number: 1, description: 'Torta', unitPrice: taxable, total: taxable, vatRate: '22.00' }],
            summaries: [{ vatRate: '22.00', taxable, tax }],
          }),
        ),
      ).map((p) => p.code);
    expect(at22('0.25', '0.06')).toEqual([]); // 0.055 → 0.06
    expect(at22('0.25', '0.05')).toEqual([]); // within 0.01
    expect(at22('0.25', '0.04')).toEqual(['00421']);
  });

  it('applies discounts in turn, percentages and amounts', () => {
    const xml = buildFatturaPA(
      invoice({
        lines: [{ ...line(0), discountPercent: '10.00', total: '22.50' }, line(1)],
        summaries: [{ ...base.summaries[0]!, taxable: '22.50', tax: '0.90' }, base.summaries[1]!],
      }),
    );
    expect(sdiProblems(xml)).toEqual([]);
    const twoDiscounts = xml.replace(
      '</ScontoMaggiorazione>',
      '</ScontoMaggiorazione><ScontoMaggiorazione><Tipo>SC</Tipo><Importo>0.25</Importo></ScontoMaggiorazione>',
    );
    expect(twoDiscounts).toContain('<Importo>0.25</Importo>');
    // (2.50 − 10 % − 0.25) × 10 = 20.00, not 22.50
    expect(sdiProblems(twoDiscounts)).toEqual([
      { code: '00423', message: 'body 1: line 1: PrezzoTotale 22.50 should be 20.00' },
    ]);
  });

  it('checks versione against FormatoTrasmissione', () => {
    const xml = buildFatturaPA(invoice()).replace('versione="FPR12"', 'versione="FPA12"');
    expect(sdiProblems(xml).map((p) => p.code)).toEqual(['00428']);
  });

  it('reports a document that is not a FatturaPA', () => {
    expect(sdiProblems('<x/>').map((p) => p.code)).toEqual(['00200']);
  });
});

describe('fileNameProblem', () => {
  it('accepts SdI file names', () => {
    for (const name of [
      'IT01234567890_00001.xml',
      'ITRSSMRA80A01A952X_ZZZZZ.xml',
      'IT01234567890_1.xml.p7m',
      'ATU12345678_0000A.xml',
    ]) {
      expect(fileNameProblem(name), name).toBeNull();
    }
  });

  it('rejects others with 00001', () => {
    for (const name of [
      'IT0123_00001.xml',
      'IT01234567890_000001.xml',
      'IT01234567890-00001.xml',
      'IT01234567890_00001.XML',
      'it01234567890_00001.xml',
      'IT01234567890_00 01.xml',
      'IT01234567890_00001.p7m',
    ]) {
      expect(fileNameProblem(name)?.code, name).toBe('00001');
    }
  });
});
