import type { Language } from '@bakery/core';

/** Texts of the delivery dockets' PDF in de, it and en. */
export interface DocketTexts {
  title: string;
  fileName: string;
  number: string;
  date: string;
  deliveryDate: string;
  recipient: string;
  sender: string;
  vatNo: string;
  product: string;
  ordered: string;
  delivered: string;
  weight: string;
  unitPrice: string;
  /** After a piece price, as the bill writes it ("0,55 €/Stk."). */
  perPiece: string;
  /** A piece's price as its weight at the price per kg, where the piece price would not add up (ADR 013). */
  weightBasis: (weight: string, perKg: string) => string;
  amount: string;
  total: string;
  orders: (numbers: string) => string;
  guest: (name: string) => string;
  missing: (n: number) => string;
  approx: string;
  signature: string;
  none: string;
}

export const DOCKET_TEXTS: Record<Language, DocketTexts> = {
  de: {
    title: 'Lieferschein',
    fileName: 'Lieferscheine',
    number: 'Nummer',
    date: 'Datum',
    deliveryDate: 'Lieferdatum',
    recipient: 'Empfänger',
    sender: 'Absender',
    vatNo: 'MwSt.-Nr.',
    product: 'Produkt',
    ordered: 'Bestellt',
    delivered: 'Geliefert',
    weight: 'Gewicht',
    unitPrice: 'Preis',
    perPiece: '/Stk.',
    weightBasis: (weight, perKg) => `${weight} à ${perKg}/kg`,
    amount: 'Betrag',
    total: 'Gesamt',
    orders: (n) => `Bestellungen: ${n}`,
    guest: (n) => `für ${n}`,
    missing: (n) => `${n} fehlt`,
    approx: 'ca.',
    signature: 'Ware erhalten (Unterschrift)',
    none: 'Keine Lieferscheine für diese Auswahl.',
  },
  it: {
    title: 'Documento di trasporto',
    fileName: 'DDT',
    number: 'Numero',
    date: 'Data',
    deliveryDate: 'Data di consegna',
    recipient: 'Destinatario',
    sender: 'Mittente',
    vatNo: 'P. IVA',
    product: 'Prodotto',
    ordered: 'Ordinati',
    delivered: 'Consegnati',
    weight: 'Peso',
    unitPrice: 'Prezzo',
    perPiece: '/pz.',
    weightBasis: (weight, perKg) => `${weight} a ${perKg}/kg`,
    amount: 'Importo',
    total: 'Totale',
    orders: (n) => `Ordini: ${n}`,
    guest: (n) => `per ${n}`,
    missing: (n) => `${n} mancante`,
    approx: 'ca.',
    signature: 'Merce ricevuta (firma)',
    none: 'Nessun documento di trasporto per questa selezione.',
  },
  en: {
    title: 'Delivery docket',
    fileName: 'Delivery-dockets',
    number: 'Number',
    date: 'Date',
    deliveryDate: 'Delivery date',
    recipient: 'Recipient',
    sender: 'Sender',
    vatNo: 'VAT no.',
    product: 'Product',
    ordered: 'Ordered',
    delivered: 'Delivered',
    weight: 'Weight',
    unitPrice: 'Price',
    perPiece: '/pc',
    weightBasis: (weight, perKg) => `${weight} at ${perKg}/kg`,
    amount: 'Amount',
    total: 'Total',
    orders: (n) => `Orders: ${n}`,
    guest: (n) => `for ${n}`,
    missing: (n) => `${n} missing`,
    approx: 'approx.',
    signature: 'Goods received (signature)',
    none: 'No delivery dockets for this selection.',
  },
};
