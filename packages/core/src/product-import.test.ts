import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { lineTotalCents } from './money';
import {
  diffImportRow,
  gramPriceFrom,
  guessImportMapping,
  guessPriceUnit,
  normaliseHeader,
  parseImportNumber,
  readImportRow,
  type ImportMapping,
} from './product-import';

describe('guessImportMapping', () => {
  it('recognises a German EasyBack-style header', () => {
    expect(guessImportMapping(['Artikelnummer', 'Bezeichnung', 'Gewicht (g)', 'VK-Preis €', 'MwSt %'])).toEqual({
      code: 0,
      name: 1,
      weight: 2,
      price: 3,
      vat: 4,
    });
  });

  it('recognises an Italian header, in another order', () => {
    expect(guessImportMapping(['Descrizione', 'Codice articolo', 'Prezzo/kg', 'Aliquota IVA', 'Peso g'])).toEqual({
      name: 0,
      code: 1,
      price: 2,
      vat: 3,
      weight: 4,
    });
  });

  it('keeps language columns apart from the German name', () => {
    expect(guessImportMapping(['Art.-Nr.', 'Bezeichnung IT', 'Bezeichnung', 'Bezeichnung EN'])).toEqual({
      code: 0,
      name: 2,
      nameIt: 1,
      nameEn: 3,
    });
  });

  it('leaves unknown columns unmapped and maps each column once', () => {
    const mapping = guessImportMapping(['Lieferant', 'Warengruppe', 'Code', 'Code']);
    expect(mapping).toEqual({ code: 2 });
  });

  it('folds umlauts and accents', () => {
    expect(normaliseHeader('Stückgewicht')).toBe('stueckgewicht');
    expect(normaliseHeader('Prezzo (€)')).toBe('prezzo eur');
  });
});

describe('guessPriceUnit', () => {
  it.each([
    ['Preis €/kg', 'KG'],
    ['Kilopreis', 'KG'],
    ['Prezzo al kg', 'KG'],
    ['VK-Preis', 'PIECE'],
    [undefined, 'PIECE'],
  ] as const)('%s → %s', (header, unit) => expect(guessPriceUnit(header)).toBe(unit));
});

describe('parseImportNumber', () => {
  it.each([
    ['2,40', '2.4'],
    ['2.40', '2.4'],
    ['1.234,56', '1234.56'],
    ['1,234.56', '1234.56'],
    ['€ 0,45', '0.45'],
    ['0,45 EUR', '0.45'],
    ['10 %', '10'],
    ['10%', '10'],
    ['  7 ', '7'],
    ['007,50', '7.5'],
    ['-1,5', '-1.5'],
  ])('%s → %s', (cell, value) => expect(parseImportNumber(cell)).toBe(value));

  it.each(['', 'abc', '1,2,3', '1.2.3', '2,4x', '1.23,4,5', ',5', '--1', '12.34.567,8'])(
    '%s is not a number',
    (cell) => {
      expect(parseImportNumber(cell)).toBeNull();
    },
  );

  it('reads thousands in whole numbers (weights)', () => {
    expect(parseImportNumber('1.000', true)).toBe('1000');
    expect(parseImportNumber('1.250 g', true)).toBe('1250');
    expect(parseImportNumber('500,00', true)).toBe('500');
    expect(parseImportNumber('2,5', true)).toBeNull();
    expect(parseImportNumber('1.000')).toBe('1');
  });

  it('reads any German-formatted amount back exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999 }), (cents) => {
        const euros = Math.floor(cents / 100);
        const grouped = euros.toString().replace(/\B(?=(\d{3})+(?!\d))/g, '.');
        const text = `${grouped},${String(cents % 100).padStart(2, '0')}`;
        const parsed = parseImportNumber(text);
        expect(parsed).not.toBeNull();
        expect(Math.round(Number(parsed) * 100)).toBe(cents);
      }),
    );
  });
});

describe('gramPriceFrom', () => {
  it('divides a per-kg price by 1000 exactly', () => expect(gramPriceFrom('4.50', 'KG', undefined)).toBe('0.004500'));
  it('divides a piece price by the weight, 6 decimals half-up', () =>
    expect(gramPriceFrom('0.45', 'PIECE', 70)).toBe('0.006429'));
  it('needs a weight for a piece price', () => expect(gramPriceFrom('0.45', 'PIECE', undefined)).toBeNull());

  it('gives back the piece price in cents for any weight a bakery uses', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 1, max: 9_999 }), (cents, grams) => {
        const price = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
        const gramPrice = gramPriceFrom(price, 'PIECE', grams)!;
        expect(lineTotalCents({ gramPrice, grams, amount: 1 })).toBe(cents);
      }),
    );
  });
});

describe('readImportRow', () => {
  const mapping: ImportMapping = { code: 0, name: 1, weight: 2, price: 3, vat: 4 };
  const options = { priceUnit: 'PIECE' as const, knownVats: ['4', '10', '22'], isNew: () => true };

  it('reads a clean row', () => {
    expect(readImportRow(['1001', 'Vinschgerle', '90', '0,60', '10'], mapping, options)).toEqual({
      ok: true,
      values: { code: '1001', names: { de: 'Vinschgerle' }, weight: 90, gramPrice: '0.006667', vat: '10' },
    });
  });

  it('names every problem of a broken row', () => {
    const reading = readImportRow(['', '', 'schwer', 'gratis', '7'], mapping, options);
    expect(reading).toEqual({
      ok: false,
      code: '',
      problems: ['MISSING_CODE', 'MISSING_NAME', 'BAD_WEIGHT', 'BAD_PRICE', 'BAD_VAT'],
    });
  });

  it('needs a weight for a piece price, and a price for a new product', () => {
    expect(readImportRow(['1', 'Brot', '', '2,00', ''], mapping, options)).toMatchObject({
      ok: false,
      problems: ['MISSING_WEIGHT'],
    });
    expect(readImportRow(['1', 'Brot', '500', '', ''], mapping, options)).toMatchObject({
      ok: false,
      problems: ['MISSING_PRICE'],
    });
  });

  it('lets a known product change only what the row carries', () => {
    const reading = readImportRow(['1', '', '', '', ''], mapping, { ...options, isNew: () => false });
    expect(reading).toEqual({
      ok: true,
      values: { code: '1', names: {}, weight: undefined, gramPrice: undefined, vat: undefined },
    });
  });

  it('refuses a negative price and over-long texts', () => {
    expect(readImportRow(['1', 'x'.repeat(121), '100', '-1,00', ''], mapping, options)).toMatchObject({
      ok: false,
      problems: ['NAME_TOO_LONG', 'BAD_PRICE'],
    });
    expect(readImportRow(['9'.repeat(41), 'Brot', '100', '1,00', ''], mapping, options)).toMatchObject({
      ok: false,
      problems: ['CODE_TOO_LONG'],
    });
  });

  it('takes a per-kg price without a weight', () => {
    const reading = readImportRow(['7', 'Bauernbrot lose', '', '6,80', '4'], mapping, { ...options, priceUnit: 'KG' });
    expect(reading).toMatchObject({ ok: true, values: { gramPrice: '0.006800', vat: '4' } });
  });
});

describe('diffImportRow', () => {
  const existing = {
    names: { de: 'Vinschgerle', it: 'Vinschgerle', en: 'Vinschgerle' },
    weight: 90,
    gramPrice: '0.006667',
    vat: '10.00',
  };

  it('is empty when nothing differs (decimals compared by value)', () => {
    expect(
      diffImportRow(existing, {
        code: '1',
        names: { de: 'Vinschgerle' },
        weight: 90,
        gramPrice: '0.0066670',
        vat: '10',
      }),
    ).toEqual([]);
  });

  it('lists old → new per field', () => {
    expect(
      diffImportRow(existing, {
        code: '1',
        names: { de: 'Vinschger Paarl', it: 'Vinschgerle' },
        weight: 100,
        gramPrice: '0.007',
        vat: '4',
      }),
    ).toEqual([
      { field: 'nameDe', from: 'Vinschgerle', to: 'Vinschger Paarl' },
      { field: 'weight', from: '90', to: '100' },
      { field: 'gramPrice', from: '0.006667', to: '0.007' },
      { field: 'vat', from: '10.00', to: '4' },
    ]);
  });
});
