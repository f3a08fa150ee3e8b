import type { Language } from '@bakery/core';

/** Texts of the labels (item, bag and test labels; PDF and ZPL) in de, it and en. */
export interface LabelTexts {
  fileName: string;
  test: string;
  testLine: (width: number, height: number | null) => string;
  delivery: (date: string) => string;
  perKg: string;
  items: (n: number) => string;
  missing: (n: number) => string;
  notWeighed: string;
}

export const LABEL_TEXTS: Record<Language, LabelTexts> = {
  de: {
    fileName: 'Etiketten',
    test: 'Testdruck',
    testLine: (w, h) => `${w} mm × ${h === null ? 'Endlosrolle' : `${h} mm`}`,
    delivery: (d) => `Lieferung ${d}`,
    perKg: '/kg',
    items: (n) => `${n} Artikel`,
    missing: (n) => `${n} fehlt`,
    notWeighed: 'nicht gewogen',
  },
  it: {
    fileName: 'Etichette',
    test: 'Stampa di prova',
    testLine: (w, h) => `${w} mm × ${h === null ? 'rotolo continuo' : `${h} mm`}`,
    delivery: (d) => `Consegna ${d}`,
    perKg: '/kg',
    items: (n) => `${n} ${n === 1 ? 'articolo' : 'articoli'}`,
    missing: (n) => `${n} mancante`,
    notWeighed: 'non pesato',
  },
  en: {
    fileName: 'Labels',
    test: 'Test print',
    testLine: (w, h) => `${w} mm × ${h === null ? 'continuous roll' : `${h} mm`}`,
    delivery: (d) => `Delivery ${d}`,
    perKg: '/kg',
    items: (n) => `${n} ${n === 1 ? 'item' : 'items'}`,
    missing: (n) => `${n} missing`,
    notWeighed: 'not weighed',
  },
};
