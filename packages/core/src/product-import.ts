/**
 * Rules of the product import from legacy bakery software (/product/import, requirements/catalogue-and-price-lists.md#import-from-legacy-software): which
 * column means what, how a messy cell becomes a number, and how a row compares with the product
 * it would change. Decoding bytes and splitting CSV is the server's job (libraries); this module
 * sees only header names and cell strings, so the web can show the same readings.
 *
 * Invariants: money stays a decimal string (never a float); a row is matched by its article code
 * (easyback_kodex), case-sensitive after trimming; a row that cannot be read names every reason.
 */
import { parseDecimal } from './decimal';
import { gramPriceFromCents } from './price-input';

/** Fields a column can be mapped to. `code` is required: rows are matched by article code. */
export const IMPORT_FIELDS = ['code', 'name', 'nameIt', 'nameEn', 'weight', 'price', 'vat'] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

/** Column index of each mapped field (absent = not in the file). */
export type ImportMapping = Partial<Record<ImportField, number>>;

/** What the price column means: EUR per piece (divided by the weight) or EUR per kilogram. */
export type ImportPriceUnit = 'PIECE' | 'KG';

/** Why a row cannot be imported (the web translates each). */
export const IMPORT_ROW_PROBLEMS = [
  'MISSING_CODE', // no article code in the row
  'DUPLICATE_CODE', // the article code appeared in an earlier row of the file
  'MISSING_NAME', // a new product needs a name
  'NAME_TOO_LONG', // a name over 120 characters
  'BAD_WEIGHT', // weight is not a whole number of grams in 1..100000
  'MISSING_WEIGHT', // a per-piece price needs the weight to compute the gram price
  'BAD_PRICE', // price is not a non-negative amount
  'MISSING_PRICE', // a new product needs a price
  'BAD_VAT', // VAT is not one of the known rates
  'CODE_TOO_LONG', // article code over 40 characters
  'AMBIGUOUS_CODE', // two of the bakery's products carry this article code
  'BROKEN_QUOTES', // a quoted field is not closed
  'COLUMN_COUNT', // more cells than the header has columns (e.g. an unquoted decimal comma)
] as const;
export type ImportRowProblem = (typeof IMPORT_ROW_PROBLEMS)[number];

const HEADER_WORDS: Record<ImportField, readonly string[]> = {
  code: [
    'artikelnummer',
    'artikelnr',
    'artnr',
    'artikel nr',
    'art nr',
    'artikelcode',
    'code',
    'kodex',
    'easyback kodex',
    'codice',
    'codice articolo',
    'cod art',
    'codart',
    'article code',
    'sku',
    'plu',
    'nummer',
    'nr',
  ],
  name: [
    'bezeichnung',
    'artikelbezeichnung',
    'artikelname',
    'name',
    'name de',
    'bezeichnung de',
    'produkt',
    'descrizione',
    'descrizione articolo',
    'nome',
    'articolo',
    'denominazione',
    'description',
    'product',
  ],
  nameIt: [
    'name it',
    'bezeichnung it',
    'bezeichnung italienisch',
    'descrizione it',
    'nome it',
    'nome italiano',
    'italienisch',
    'italiano',
  ],
  nameEn: [
    'name en',
    'bezeichnung en',
    'bezeichnung englisch',
    'descrizione en',
    'nome en',
    'nome inglese',
    'englisch',
    'inglese',
    'english',
  ],
  weight: [
    'gewicht',
    'gewicht g',
    'gewicht gramm',
    'gramm',
    'stueckgewicht',
    'peso',
    'peso g',
    'peso gr',
    'grammi',
    'weight',
    'grams',
  ],
  price: [
    'preis',
    'vk preis',
    'vkpreis',
    'verkaufspreis',
    'vk',
    'einzelpreis',
    'preis eur',
    'preis kg',
    'kilopreis',
    'prezzo',
    'prezzo vendita',
    'prezzo unitario',
    'prezzo kg',
    'price',
    'unit price',
  ],
  vat: [
    'mwst',
    'mwst satz',
    'mwst %',
    'ust',
    'ust satz',
    'steuersatz',
    'iva',
    'aliquota',
    'aliquota iva',
    'iva %',
    'vat',
    'vat rate',
  ],
};

/** "VK-Preis (€/kg)" → "vk preis eur kg"; umlauts folded so "Stückgewicht" meets "stueckgewicht". */
export function normaliseHeader(header: string): string {
  return header
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/€/g, ' eur ')
    .replace(/[^a-z0-9%]+/g, ' ')
    .trim();
}

/**
 * Recognised columns of a header row (German, Italian and English names). An exact word match
 * wins over a prefix match; each column serves at most one field, each field at most one column.
 */
export function guessImportMapping(headers: readonly string[]): ImportMapping {
  const normalised = headers.map(normaliseHeader);
  const mapping: ImportMapping = {};
  const used = new Set<number>();
  const take = (fields: readonly ImportField[], match: (header: string, word: string) => boolean) => {
    for (const field of fields) {
      if (mapping[field] !== undefined) continue;
      const index = normalised.findIndex((h, i) => !used.has(i) && HEADER_WORDS[field].some((w) => match(h, w)));
      if (index < 0) continue;
      mapping[field] = index;
      used.add(index);
    }
  };
  const exact = (h: string, w: string) => h === w;
  // language-specific name columns first, so "Bezeichnung IT" is not taken as the German name
  take(['nameIt', 'nameEn'], exact);
  take(IMPORT_FIELDS, exact);
  take(IMPORT_FIELDS, (h, w) => h.startsWith(`${w} `) || h.endsWith(` ${w}`));
  return mapping;
}

/** The price unit a header suggests: "€/kg", "Kilopreis", "prezzo kg" → KG, else PIECE. */
export function guessPriceUnit(priceHeader: string | undefined): ImportPriceUnit {
  if (!priceHeader) return 'PIECE';
  const h = normaliseHeader(priceHeader);
  return /(^| )kg( |$)|kilo/.test(h) ? 'KG' : 'PIECE';
}

/**
 * A number as legacy exports write it, as a plain decimal string: "2,40", "1.234,56",
 * "1,234.56", "€ 2.40", "10 %", "0,45 EUR". Returns null for anything else (letters, two signs…).
 * A single separator ("1.250") is a decimal mark, unless `integerOnly` is set (weights): then it
 * groups thousands, and "500,00" is 500.
 */
export function parseImportNumber(cell: string, integerOnly = false): string | null {
  let text = cell
    .trim()
    .replace(/^(€|eur)\s*/i, '')
    .replace(/\s*(€|eur|%|g|gr|kg)$/i, '')
    .replace(/[\s\u00a0']/g, '');
  const negative = text.startsWith('-');
  if (negative) text = text.slice(1);
  if (!/^\d[\d.,]*$/.test(text)) return null;
  const marks = [...new Set(text.replace(/\d/g, ''))];
  let whole = text;
  let fraction = '';
  if (marks.length === 2) {
    const decimalMark = text.lastIndexOf('.') > text.lastIndexOf(',') ? '.' : ',';
    const at = text.lastIndexOf(decimalMark);
    [whole, fraction] = [text.slice(0, at), text.slice(at + 1)];
    const group = decimalMark === '.' ? ',' : '.';
    if (!new RegExp(`^\\d{1,3}(\\${group}\\d{3})+$`).test(whole)) return null;
    whole = whole.split(group).join('');
  } else if (marks.length === 1 && marks[0] !== undefined) {
    const [first = '', ...rest] = text.split(marks[0]); // split gives at least one part
    const [second] = rest;
    const isGrouping = /^\d{1,3}$/.test(first) && rest.every((p) => /^\d{3}$/.test(p));
    if (integerOnly && !isGrouping && rest.length === 1 && second !== undefined && /^0+$/.test(second)) {
      whole = first; // "500,00" g
    } else if (rest.length > 1 || integerOnly) {
      if (!isGrouping) return null;
      whole = [first, ...rest].join('');
    } else if (second !== undefined) {
      [whole, fraction] = [first, second];
    }
  }
  if (!/^\d+$/.test(whole) || !/^\d*$/.test(fraction)) return null;
  whole = whole.replace(/^0+(?=\d)/, '');
  fraction = fraction.replace(/0+$/, '');
  const value = fraction ? `${whole}.${fraction}` : whole;
  return negative && value !== '0' ? `-${value}` : value;
}

/** The values a readable row carries; a field is undefined where the file has no such column. */
export interface ImportValues {
  code: string;
  names: { de?: string; it?: string; en?: string };
  weight?: number;
  /** EUR per gram, at most 6 decimals, half-up from the file's price. */
  gramPrice?: string;
  /** VAT percentage as a plain decimal string ("10", "4", "22"). */
  vat?: string;
}

export type ImportRowReading =
  { ok: true; values: ImportValues } | { ok: false; problems: ImportRowProblem[]; code: string };

export const IMPORT_NAME_MAX = 120;
export const IMPORT_CODE_MAX = 40;
export const IMPORT_WEIGHT_MAX = 100_000;

/** EUR per gram (6 decimals, half-up) from a price per piece and its weight, or a price per kg. */
export function gramPriceFrom(price: string, unit: ImportPriceUnit, weight: number | undefined): string | null {
  const cents = Number(parseDecimal(price, 2));
  if (unit === 'KG') return gramPriceFromCents(cents, 1000);
  return weight ? gramPriceFromCents(cents, weight) : null;
}

/**
 * Reads one record (cells of a row) with the mapping. `knownVats` are the allowed percentages as
 * plain decimal strings; `isNew` tells whether the code is unknown to the bakery (then name and
 * price are required). A price with more than 2 decimals is refused, not rounded.
 */
export function readImportRow(
  cells: readonly string[],
  mapping: ImportMapping,
  options: { priceUnit: ImportPriceUnit; knownVats: readonly string[]; isNew: (code: string) => boolean },
): ImportRowReading {
  const cell = (field: ImportField) => {
    const index = mapping[field];
    return index === undefined ? undefined : (cells[index] ?? '').trim();
  };
  const problems: ImportRowProblem[] = [];
  const code = cell('code') ?? '';
  if (!code) problems.push('MISSING_CODE');
  else if (code.length > IMPORT_CODE_MAX) problems.push('CODE_TOO_LONG');
  const isNew = code ? options.isNew(code) : true;

  const names: ImportValues['names'] = {};
  for (const [field, language] of [
    ['name', 'de'],
    ['nameIt', 'it'],
    ['nameEn', 'en'],
  ] as const) {
    const value = cell(field);
    if (value) names[language] = value;
    if (value && value.length > IMPORT_NAME_MAX) problems.push('NAME_TOO_LONG');
  }
  if (isNew && !names.de && !names.it && !names.en) problems.push('MISSING_NAME');

  let weight: number | undefined;
  const weightCell = cell('weight');
  if (weightCell) {
    const parsed = parseImportNumber(weightCell, true);
    const grams = parsed !== null && /^\d+$/.test(parsed) ? Number(parsed) : NaN;
    if (!Number.isInteger(grams) || grams < 1 || grams > IMPORT_WEIGHT_MAX) problems.push('BAD_WEIGHT');
    else weight = grams;
  }

  let gramPrice: string | undefined;
  const priceCell = cell('price');
  if (priceCell) {
    const parsed = parseImportNumber(priceCell);
    let price: string | null = null;
    try {
      if (parsed !== null && parseDecimal(parsed, 2) >= 0n) price = parsed;
    } catch {
      price = null;
    }
    if (price === null) problems.push('BAD_PRICE');
    else if (options.priceUnit === 'PIECE' && weight === undefined) {
      if (!problems.includes('BAD_WEIGHT')) problems.push('MISSING_WEIGHT');
    } else {
      gramPrice = gramPriceFrom(price, options.priceUnit, weight) ?? undefined;
    }
  } else if (isNew) {
    problems.push('MISSING_PRICE');
  }

  let vat: string | undefined;
  const vatCell = cell('vat');
  if (vatCell) {
    const parsed = parseImportNumber(vatCell);
    const known = parsed === null ? undefined : options.knownVats.find((v) => sameDecimal(v, parsed));
    if (known === undefined) problems.push('BAD_VAT');
    else vat = known;
  }

  if (problems.length > 0) return { ok: false, problems, code };
  return { ok: true, values: { code, names, weight, gramPrice, vat } };
}

/** "10" = "10.00" = "10.0"; false for anything that is not a decimal. */
export function sameDecimal(a: string, b: string): boolean {
  try {
    return parseDecimal(a, 20) === parseDecimal(b, 20);
  } catch {
    return false;
  }
}

/** A field of a product as the import compares it. */
export type ImportChangeField = 'nameDe' | 'nameIt' | 'nameEn' | 'weight' | 'gramPrice' | 'vat';

export interface ImportChange {
  field: ImportChangeField;
  from: string;
  to: string;
}

/** The product a row would change, in the import's terms. */
export interface ImportExisting {
  names: { de: string; it: string; en: string };
  weight: number;
  gramPrice: string;
  vat: string | null;
}

/** What an import row would change in an existing product (empty = unchanged). */
export function diffImportRow(existing: ImportExisting, values: ImportValues): ImportChange[] {
  const changes: ImportChange[] = [];
  const text = (field: ImportChangeField, from: string, to: string | undefined) => {
    if (to !== undefined && to !== from) changes.push({ field, from, to });
  };
  text('nameDe', existing.names.de, values.names.de);
  text('nameIt', existing.names.it, values.names.it);
  text('nameEn', existing.names.en, values.names.en);
  if (values.weight !== undefined && values.weight !== existing.weight)
    changes.push({ field: 'weight', from: String(existing.weight), to: String(values.weight) });
  if (values.gramPrice !== undefined && !sameDecimal(values.gramPrice, existing.gramPrice)) {
    changes.push({ field: 'gramPrice', from: existing.gramPrice, to: values.gramPrice });
  }
  if (values.vat !== undefined && (existing.vat === null || !sameDecimal(values.vat, existing.vat))) {
    changes.push({ field: 'vat', from: existing.vat ?? '', to: values.vat });
  }
  return changes;
}
