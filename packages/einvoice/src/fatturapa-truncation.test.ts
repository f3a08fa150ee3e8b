import { describe, expect, it } from 'vitest';
import { buildFatturaPA } from './fatturapa';
import { bakery, hotel, invoice, privateCustomer } from './fatturapa.test-data';
import { truncatedFields } from './fatturapa-truncation';

describe('truncatedFields', () => {
  it('is empty when everything fits', () => {
    expect(truncatedFields(invoice())).toEqual([]);
  });

  it('lists each text the builder cuts, with its length after clean-up and the maximum', () => {
    const longName = 'Hotel Ristorante Rosengarten am Fuße des Schlern mit Wellness und Spa S.r.l. Gesellschaft';
    const doc = invoice({
      buyer: {
        ...hotel(),
        companyName: longName,
        address: { ...hotel().address, city: 'C'.repeat(61), houseNumber: '123/A-bis' },
      },
      lines: [invoice().lines[0]!, { ...invoice().lines[1]!, description: 'x'.repeat(1001) }],
      summaries: [invoice().summaries[0]!, { ...invoice().summaries[1]!, legalReference: 'r'.repeat(100) }],
      payment: { ...invoice().payment!, beneficiary: 'b'.repeat(201) },
    });
    expect(truncatedFields(doc)).toEqual([
      { field: 'buyer.companyName', element: 'Denominazione', length: longName.length, max: 80 },
      { field: 'buyer.address.houseNumber', element: 'NumeroCivico', length: 9, max: 8 },
      { field: 'buyer.address.city', element: 'Comune', length: 61, max: 60 },
      { field: 'lines[1].description', element: 'Descrizione', length: 1001, max: 1000 },
      { field: 'payment.beneficiary', element: 'Beneficiario', length: 201, max: 200 },
    ]);
    // The builder does cut there: the warning describes what is in the file.
    expect(buildFatturaPA(doc)).toContain(`<Denominazione>${longName.slice(0, 80).trimEnd()}</Denominazione>`);
  });

  it('counts the cleaned, transliterated text, not the input', () => {
    // 40 CJK characters become about 140 Latin letters; 90 emoji vanish.
    const cjk = '面包'.repeat(20);
    expect(truncatedFields(invoice({ buyer: { ...hotel(), companyName: cjk } }))).toEqual([
      { field: 'buyer.companyName', element: 'Denominazione', length: 'MianBao'.repeat(20).length, max: 80 },
    ]);
    expect(truncatedFields(invoice({ buyer: { ...hotel(), companyName: `Bar ${'🥐'.repeat(90)}` } }))).toEqual([]);
  });

  it('checks Nome and Cognome of a person and the seller too', () => {
    const doc = invoice({
      seller: { ...bakery(), companyName: undefined, firstName: 'Lukas', lastName: 'G'.repeat(70) },
      buyer: { ...privateCustomer(), firstName: 'M'.repeat(61) },
    });
    expect(truncatedFields(doc).map((t) => [t.field, t.element])).toEqual([
      ['seller.lastName', 'Cognome'],
      ['buyer.firstName', 'Nome'],
    ]);
  });
});
