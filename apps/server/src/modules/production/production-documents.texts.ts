import type { Language } from '@bakery/core';

/** Texts of the production documents (bake list, labels, delivery dockets) in de, it and en. */
export interface ProductionTexts {
  page: (n: number, of: number) => string;
  bakeList: {
    title: string;
    fileName: string;
    delivery: (date: string) => string;
    deadline: (when: string) => string;
    generated: (when: string) => string;
    notGenerated: (when: string) => string;
    product: string;
    ordered: string;
    additional: string;
    total: string;
    weight: string;
    weighed: string;
    changed: (before: number, now: number) => string;
    sum: string;
    empty: string;
    truncated: string;
    /** The day's list: all deadlines of a delivery day summed. */
    wholeDay: string;
    /** The deadlines it is made of, e.g. "17:00 (3 orders)". */
    dayDeadlines: (list: string) => string;
    dayDeadline: (time: string, orders: number) => string;
    dayEmpty: string;
  };
  label: {
    fileName: string;
    test: string;
    testLine: (width: number, height: number | null) => string;
    delivery: (date: string) => string;
    perKg: string;
    items: (n: number) => string;
    missing: (n: number) => string;
    notWeighed: string;
  };
  docket: {
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
  };
}

export const PRODUCTION_TEXTS: Record<Language, ProductionTexts> = {
  de: {
    page: (n, of) => `Seite ${n} von ${of}`,
    bakeList: {
      title: 'Backliste',
      fileName: 'Backliste',
      delivery: (d) => `Lieferung am ${d}`,
      deadline: (w) => `Bestellschluss ${w}`,
      generated: (w) => `Generiert am ${w}`,
      notGenerated: (w) => `Nicht generiert – Stand ${w}`,
      product: 'Produkt',
      ordered: 'Bestellt',
      additional: 'Zusätzlich',
      total: 'Gesamt',
      weight: 'ca. Gewicht',
      weighed: 'wiegen',
      changed: (b, n) => `geändert seit Generierung: vorher ${b}, jetzt ${n}`,
      sum: 'Summe',
      empty: 'Für diesen Bestellschluss gibt es keine angenommenen Bestellungen.',
      truncated: 'Die Liste ist auf 10.000 Zeilen begrenzt und unvollständig.',
      wholeDay: 'Ganzer Liefertag – alle Bestellschlüsse',
      dayDeadlines: (l) => `Summe der Bestellschlüsse ${l}`,
      dayDeadline: (t, n) => `${t} (${n} ${n === 1 ? 'Bestellung' : 'Bestellungen'})`,
      dayEmpty: 'Für diesen Liefertag gibt es keine angenommenen Bestellungen.',
    },
    label: {
      fileName: 'Etiketten',
      test: 'Testdruck',
      testLine: (w, h) => `${w} mm × ${h === null ? 'Endlosrolle' : `${h} mm`}`,
      delivery: (d) => `Lieferung ${d}`,
      perKg: '/kg',
      items: (n) => `${n} Artikel`,
      missing: (n) => `${n} fehlt`,
      notWeighed: 'nicht gewogen',
    },
    docket: {
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
  },
  it: {
    page: (n, of) => `Pagina ${n} di ${of}`,
    bakeList: {
      title: 'Lista di produzione',
      fileName: 'Lista-produzione',
      delivery: (d) => `Consegna il ${d}`,
      deadline: (w) => `Termine ordini ${w}`,
      generated: (w) => `Generata il ${w}`,
      notGenerated: (w) => `Non generata – stato ${w}`,
      product: 'Prodotto',
      ordered: 'Ordinati',
      additional: 'Aggiuntivi',
      total: 'Totale',
      weight: 'Peso ca.',
      weighed: 'da pesare',
      changed: (b, n) => `modificato dopo la generazione: prima ${b}, ora ${n}`,
      sum: 'Somma',
      empty: 'Per questo termine non ci sono ordini accettati.',
      truncated: 'La lista è limitata a 10.000 righe e incompleta.',
      wholeDay: 'Intera giornata di consegna – tutti i termini',
      dayDeadlines: (l) => `Somma dei termini ordini ${l}`,
      dayDeadline: (t, n) => `${t} (${n} ${n === 1 ? 'ordine' : 'ordini'})`,
      dayEmpty: 'Per questo giorno di consegna non ci sono ordini accettati.',
    },
    label: {
      fileName: 'Etichette',
      test: 'Stampa di prova',
      testLine: (w, h) => `${w} mm × ${h === null ? 'rotolo continuo' : `${h} mm`}`,
      delivery: (d) => `Consegna ${d}`,
      perKg: '/kg',
      items: (n) => `${n} ${n === 1 ? 'articolo' : 'articoli'}`,
      missing: (n) => `${n} mancante`,
      notWeighed: 'non pesato',
    },
    docket: {
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
  },
  en: {
    page: (n, of) => `Page ${n} of ${of}`,
    bakeList: {
      title: 'Bake list',
      fileName: 'Bake-list',
      delivery: (d) => `Delivery on ${d}`,
      deadline: (w) => `Order deadline ${w}`,
      generated: (w) => `Generated on ${w}`,
      notGenerated: (w) => `Not generated – as of ${w}`,
      product: 'Product',
      ordered: 'Ordered',
      additional: 'Additional',
      total: 'Total',
      weight: 'Approx. weight',
      weighed: 'weigh',
      changed: (b, n) => `changed since generation: was ${b}, now ${n}`,
      sum: 'Total',
      empty: 'There are no accepted orders for this deadline.',
      truncated: 'The list is limited to 10,000 rows and incomplete.',
      wholeDay: 'Whole delivery day – all order deadlines',
      dayDeadlines: (l) => `Sum of the order deadlines ${l}`,
      dayDeadline: (t, n) => `${t} (${n} ${n === 1 ? 'order' : 'orders'})`,
      dayEmpty: 'There are no accepted orders for this delivery day.',
    },
    label: {
      fileName: 'Labels',
      test: 'Test print',
      testLine: (w, h) => `${w} mm × ${h === null ? 'continuous roll' : `${h} mm`}`,
      delivery: (d) => `Delivery ${d}`,
      perKg: '/kg',
      items: (n) => `${n} ${n === 1 ? 'item' : 'items'}`,
      missing: (n) => `${n} missing`,
      notWeighed: 'not weighed',
    },
    docket: {
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
  },
};
