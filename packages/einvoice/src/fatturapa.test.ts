import { beforeAll, describe, expect, it } from 'vitest';
import { EInvoiceInputError, buildFatturaPA, eInvoiceFileName, fileProgressive } from './fatturapa';
import { bakery, hotel, invoice, privateCustomer } from './fatturapa.test-data';
import type { EInvoiceDocument } from './fatturapa.types';
import { sdiProblems } from './sdi-checks';
import { validateFatturaPA, type XsdResult } from './xsd';

/** The invoices the bakery sends; each must pass the XSD and SdI's further checks. */
const scenarios: Record<string, EInvoiceDocument> = {
  'B2B with CodiceDestinatario': invoice(),
  'B2B by PEC (0000000 + PECDestinatario)': invoice({
    recipientCode: '0000000',
    recipientPec: 'hotel.rosengarten@pec.it',
  }),
  'B2C to a private person (CodiceFiscale, Nome, Cognome)': invoice({
    recipientCode: '0000000',
    buyer: privateCustomer(),
    payment: { terms: 'TP02', method: 'MP08', amount: '41.84' },
  }),
  '0% line with Natura N4 and its summary': invoice({
    totalAmount: '48.84',
    lines: [
      ...invoice().lines,
      {
        number: 3,
        description: 'Torta (esente)',
        quantity: '1.00',
        unitPrice: '7.00',
        total: '7.00',
        vatRate: '0.00',
        natura: 'N4',
      },
    ],
    summaries: [
      ...invoice().summaries,
      { vatRate: '0.00', natura: 'N4', taxable: '7.00', tax: '0.00', legalReference: 'Esente art. 10 DPR 633/72' },
    ],
    payment: undefined,
  }),
  'DatiDDT references of 2 dockets': invoice({
    dockets: [
      { number: 'DDT-117', date: '2025-03-03', lineNumbers: [1] },
      { number: 'DDT-142', date: '2025-03-17', lineNumbers: [2] },
    ],
    causale: ['Forniture di marzo 2025 secondo i documenti di trasporto'],
  }),
  'a discounted line and a weighed line': invoice({
    totalAmount: '38.05',
    lines: [
      // 12 × 2.00 − 5 % = 22.80
      {
        number: 1,
        description: 'Krapfen',
        quantity: '12.00',
        unit: 'PZ',
        unitPrice: '2.00',
        discountPercent: '5.00',
        total: '22.80',
        vatRate: '10.00',
      },
      // 1.234 kg × 4.50 = 5.553 → 5.55
      {
        number: 2,
        description: 'Pane di segale a peso',
        quantity: '1.234',
        unit: 'KG',
        unitPrice: '4.50000000',
        total: '5.55',
        vatRate: '4.00',
      },
      {
        number: 3,
        description: 'Focaccia',
        quantity: '3',
        unit: 'PZ',
        unitPrice: '2.50',
        total: '7.50',
        vatRate: '10.00',
      },
    ],
    summaries: [
      { vatRate: '10.00', taxable: '30.30', tax: '3.03' },
      { vatRate: '4.00', taxable: '5.55', tax: '0.22' },
    ],
    payment: undefined,
  }),
  'text with emoji, “quotes”, € and line breaks': invoice({
    buyer: { ...hotel(), companyName: '“Hotel Rosengarten” – Ristorante 🍝 & Bar' },
    causale: ['Consegna “speciale” 🥐🎉 – prezzo in € … grazie!\nSecond line\twith tab'],
    lines: [
      { ...invoice().lines[0]!, description: 'Roggenbrot „Südtirol“ 🍞 – 500 g à 2,50 € (面包)' },
      invoice().lines[1]!,
    ],
  }),
  'names in other scripts and Latin-1 letters': invoice({
    buyer: { ...hotel(), companyName: 'Пекарня Zoë Ørsted & 面包 🍞' },
    lines: [
      { ...invoice().lines[0]!, description: 'Brötchen ä ö ü ß à é ø – Хлеб' },
      { ...invoice().lines[1]!, description: 'Łódź パン 🥐' },
    ],
  }),
  'a foreign address and a sole-trader seller': invoice({
    seller: { ...bakery(), companyName: undefined, firstName: 'Lukas', lastName: 'Gruber', rea: undefined },
    buyer: {
      ...hotel(),
      address: { street: 'Maximilianstraße', houseNumber: '1', postalCode: 'A-6020', city: 'Innsbruck', country: 'AT' },
      vatCountry: 'AT',
      vatNumber: 'U12345678',
    },
    recipientCode: 'XXXXXXX',
  }),
};

describe('buildFatturaPA', () => {
  const built = Object.fromEntries(Object.entries(scenarios).map(([name, doc]) => [name, buildFatturaPA(doc)]));
  let verdicts: Record<string, XsdResult> = {};

  beforeAll(async () => {
    // One xmllint run for all: validateFatturaPA batches calls that arrive together.
    const results = await Promise.all(Object.values(built).map((xml) => validateFatturaPA(xml)));
    verdicts = Object.fromEntries(Object.keys(built).map((name, i) => [name, results[i]!]));
  });

  it.each(Object.keys(scenarios))('%s: passes the XSD and the SdI checks', (name) => {
    expect(verdicts[name]).toEqual({ valid: true, errors: [] });
    expect(sdiProblems(built[name]!)).toEqual([]);
  });

  it('writes the prefixed root with unqualified children and no default namespace', () => {
    const xml = built['B2B with CodiceDestinatario']!;
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<p:FatturaElettronica /);
    expect(xml).toContain('xmlns:p="http://ivaservizi.agenziaentrate.gov.it/docs/xsd/fatture/v1.2"');
    expect(xml).toContain('versione="FPR12"');
    expect(xml).not.toMatch(/xmlns="/);
    expect(xml).toContain('<FatturaElettronicaHeader>');
    expect(xml).toContain('<CodiceDestinatario>ABC1234</CodiceDestinatario>');
  });

  it('routes by PEC and writes a private buyer without IdFiscaleIVA', () => {
    expect(built['B2B by PEC (0000000 + PECDestinatario)']).toContain(
      '<PECDestinatario>hotel.rosengarten@pec.it</PECDestinatario>',
    );
    const b2c = built['B2C to a private person (CodiceFiscale, Nome, Cognome)']!;
    const buyer = b2c.slice(b2c.indexOf('<CessionarioCommittente>'), b2c.indexOf('</CessionarioCommittente>'));
    expect(buyer).not.toContain('IdFiscaleIVA');
    expect(buyer).toContain('<CodiceFiscale>BNCMRA80A41A952X</CodiceFiscale>');
    expect(buyer).toMatch(/<Nome>Maria<\/Nome>\s*<Cognome>Bianchi<\/Cognome>/);
    expect(b2c).toContain('<CodiceDestinatario>0000000</CodiceDestinatario>');
  });

  it('writes DatiDDT, the discount, the weighed quantity and cleaned text', () => {
    expect(built['DatiDDT references of 2 dockets']).toMatch(
      /<DatiDDT>\s*<NumeroDDT>DDT-117<\/NumeroDDT>\s*<DataDDT>2025-03-03<\/DataDDT>\s*<RiferimentoNumeroLinea>1<\/RiferimentoNumeroLinea>\s*<\/DatiDDT>\s*<DatiDDT>\s*<NumeroDDT>DDT-142/,
    );
    const weighed = built['a discounted line and a weighed line']!;
    expect(weighed).toMatch(/<ScontoMaggiorazione>\s*<Tipo>SC<\/Tipo>\s*<Percentuale>5.00<\/Percentuale>/);
    expect(weighed).toContain('<Quantita>1.234</Quantita>');
    expect(weighed).toContain('<PrezzoUnitario>4.50</PrezzoUnitario>');
    expect(weighed).toContain('<Quantita>3.00</Quantita>');
    const text = built['text with emoji, “quotes”, € and line breaks']!;
    expect(text).toContain('<Descrizione>Roggenbrot "Südtirol" - 500 g à 2,50 EUR (MianBao)</Descrizione>');
    expect(text).toContain('<Denominazione>"Hotel Rosengarten" - Ristorante &amp; Bar</Denominazione>');
    expect(text).toContain('<Causale>Consegna "speciale" - prezzo in EUR ... grazie! Second line with tab</Causale>');
  });

  it('transliterates other scripts, keeps Latin-1 letters and never writes ?', () => {
    const xml = built['names in other scripts and Latin-1 letters']!;
    expect(xml).toContain('<Denominazione>Pekarnya Zoë Ørsted &amp; MianBao</Denominazione>');
    expect(xml).toContain('<Descrizione>Brötchen ä ö ü ß à é ø - Khleb</Descrizione>');
    expect(xml).toContain('<Descrizione>Lódz pan</Descrizione>');
    expect(xml).not.toContain('?<');
    expect(xml.slice(xml.indexOf('<FatturaElettronicaHeader>'))).not.toContain('?');
  });

  it('writes a foreign address with CAP 00000 and no Provincia', () => {
    const xml = built['a foreign address and a sole-trader seller']!;
    expect(xml).toMatch(/<CAP>00000<\/CAP>\s*<Comune>Innsbruck<\/Comune>\s*<Nazione>AT<\/Nazione>/);
  });

  it('splits a Causale longer than 200 characters', () => {
    const xml = buildFatturaPA(invoice({ causale: ['Lieferung laut Lieferscheinen '.repeat(10)] }));
    expect(xml.match(/<Causale>/g)).toHaveLength(2);
  });

  it('rejects input that cannot be written validly, naming the field', () => {
    const cases: [Partial<EInvoiceDocument>, string][] = [
      [{ seller: { ...bakery(), vatNumber: undefined } }, 'seller.vatNumber'],
      [{ totalAmount: '41.845' }, 'totalAmount'],
      [{ date: '2025-02-30' }, 'date'],
      [{ number: 'FT-2025/000000000000001' }, 'number'],
      [{ recipientCode: 'abc12' }, 'recipientCode'],
      [{ lines: [{ ...invoice().lines[0]!, description: '🥐🥐' }] }, 'lines[0].description'],
      [{ lines: [{ ...invoice().lines[0]!, quantity: '-1.00' }] }, 'lines[0].quantity'],
      [{ dockets: [{ number: '1', date: '2025-03-01', lineNumbers: [7] }] }, 'dockets[0].lineNumbers'],
      [{ buyer: { ...privateCustomer(), lastName: '' } }, 'buyer.lastName'],
      [{ buyer: { ...hotel(), address: { ...hotel().address, postalCode: '3904' } } }, 'buyer.address.postalCode'],
    ];
    for (const [override, field] of cases) {
      expect(() => buildFatturaPA(invoice(override)), field).toThrow(EInvoiceInputError);
      try {
        buildFatturaPA(invoice(override));
      } catch (error) {
        expect((error as EInvoiceInputError).field).toBe(field);
      }
    }
  });
});

describe('file names', () => {
  it('fileProgressive writes base 36 in 5 characters', () => {
    expect(fileProgressive(1)).toBe('00001');
    expect(fileProgressive(35)).toBe('0000Z');
    expect(fileProgressive(36)).toBe('00010');
    expect(fileProgressive(36 ** 5 - 1)).toBe('ZZZZZ');
    expect(() => fileProgressive(36 ** 5)).toThrow(RangeError);
    expect(() => fileProgressive(-1)).toThrow(RangeError);
    expect(() => fileProgressive(1.5)).toThrow(RangeError);
  });

  it('eInvoiceFileName joins transmitter and progressive', () => {
    expect(eInvoiceFileName({ country: 'IT', code: '01234567890' }, '00001')).toBe('IT01234567890_00001.xml');
    expect(eInvoiceFileName({ country: 'IT', code: '01234567890' }, 46655)).toBe('IT01234567890_00ZZZ.xml');
    expect(eInvoiceFileName({ country: 'IT', code: 'RSSMRA80A01A952X' }, 'A1')).toBe('ITRSSMRA80A01A952X_A1.xml');
    expect(() => eInvoiceFileName({ country: 'IT', code: '0123' }, '00001')).toThrow(EInvoiceInputError);
    expect(() => eInvoiceFileName({ country: 'IT', code: '01234567890' }, '000001')).toThrow(EInvoiceInputError);
  });
});
