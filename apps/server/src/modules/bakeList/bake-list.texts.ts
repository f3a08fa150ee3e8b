import type { Language } from '@bakery/core';

/** Texts of the bake list's PDF (a deadline's list and a whole delivery day's) in de, it and en. */
export interface BakeListTexts {
  page: (n: number, of: number) => string;
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
}

export const BAKE_LIST_TEXTS: Record<Language, BakeListTexts> = {
  de: {
    page: (n, of) => `Seite ${n} von ${of}`,
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
  it: {
    page: (n, of) => `Pagina ${n} di ${of}`,
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
  en: {
    page: (n, of) => `Page ${n} of ${of}`,
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
};
