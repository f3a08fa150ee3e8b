import {
  DEFAULT_VAT,
  diffImportRow,
  guessImportMapping,
  guessPriceUnit,
  IMPORT_FIELDS,
  readImportRow,
  sameDecimal,
  type ImportChange,
  type ImportMapping,
  type ImportPriceUnit,
  type ImportRowProblem,
  type Language,
} from '@bakery/core';
import { fail } from '../../platform/errors';
import { requireBakery } from '../../platform/auth/require';
import type { RequestContext } from '../../platform/graphql/context';
import type { Db, Tx } from '../../platform/db/database';
import { maxDisplayOrder } from '../products/products.queries';
import { readImportFile, type ImportTable } from './import-file';
import {
  findActiveVats,
  findLanguages,
  findProductsByCodes,
  insertProducts,
  isOwnPriceList,
  updateProduct,
  type ExistingProduct,
  type NewProductRow,
} from './product-import.queries';
import { lockBakery } from '../../platform/db/locks';
import { present } from '../../platform/db/rows';

export type ImportRowStatus = 'NEW' | 'CHANGED' | 'UNCHANGED' | 'INVALID';

export interface ImportRowResult {
  row: number;
  status: ImportRowStatus;
  code: string;
  name: string;
  changes: ImportChange[];
  problems: ImportRowProblem[];
}

export interface ImportCounts {
  new: number;
  changed: number;
  unchanged: number;
  invalid: number;
}

export interface ImportPreview {
  table: Omit<ImportTable, 'records'>;
  mapping: ImportMapping;
  priceUnit: ImportPriceUnit;
  rows: ImportRowResult[];
  counts: ImportCounts;
  /**
   * New products of the file without a VAT value take the default rate (requirements/catalogue-and-price-lists.md#prices-and-vat): the rate
   * and how many, so the preview says it instead of applying it silently; null when none does.
   */
  defaultVat: { rate: string; count: number } | null;
}

export interface ImportRequest {
  fileName: string;
  contentBase64: string;
  mapping?: ImportMapping | null;
  priceUnit?: ImportPriceUnit | null;
}

interface Plan extends ImportPreview {
  creates: NewProductRow[];
  updates: {
    existing: ExistingProduct;
    names: Partial<Record<Language, string>>;
    weight?: number;
    gramPrice?: string;
    vatId?: number;
  }[];
}

function decodeBase64(content: string): Uint8Array {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(content)) fail('BAD_INPUT', { fields: ['contentBase64'] });
  return Buffer.from(content, 'base64');
}

/** The user's mapping, checked against the file's columns; else the one the headers suggest. */
function chooseMapping(table: ImportTable, wanted: ImportMapping | null | undefined): ImportMapping {
  if (!wanted) return guessImportMapping(table.headers);
  const bad = IMPORT_FIELDS.filter((f) => {
    const index = wanted[f];
    return index !== undefined && (!Number.isInteger(index) || index < 0 || index >= table.headers.length);
  });
  const indexes = IMPORT_FIELDS.map((f) => wanted[f]).filter((i) => i !== undefined);
  if (new Set(indexes).size !== indexes.length)
    bad.push(
      ...IMPORT_FIELDS.filter(
        (f) => wanted[f] !== undefined && indexes.indexOf(wanted[f]) !== indexes.lastIndexOf(wanted[f]),
      ),
    );
  if (bad.length > 0) fail('BAD_INPUT', { fields: [...new Set(bad)].map((f) => `mapping.${f}`) });
  return Object.fromEntries(IMPORT_FIELDS.filter((f) => wanted[f] !== undefined).map((f) => [f, wanted[f]]));
}

/**
 * Classifies every record against the bakery's products (matched by article code): new, changed
 * (with old → new), unchanged or invalid (with the reasons), and plans the writes.
 */
async function plan(db: Db | Tx, bakeryId: number, request: ImportRequest): Promise<Plan> {
  const readable = readImportFile(request.fileName, decodeBase64(request.contentBase64));
  const { records, ...table } = readable;
  const mapping = chooseMapping(readable, request.mapping);
  const priceUnit =
    request.priceUnit ?? guessPriceUnit(mapping.price === undefined ? undefined : table.headers[mapping.price]);
  const codeIndex = mapping.code;
  const codes =
    codeIndex === undefined ? [] : [...new Set(records.map((r) => (r.cells[codeIndex] ?? '').trim()).filter(Boolean))];
  const [existing, vatRows] = await Promise.all([findProductsByCodes(db, bakeryId, codes), findActiveVats(db)]);
  const byCode = new Map<string, ExistingProduct[]>();
  for (const p of existing) byCode.set(p.code, [...(byCode.get(p.code) ?? []), p]);
  const defaultVat = vatRows.find((v) => sameDecimal(v.value, String(DEFAULT_VAT)));
  const vatIdOf = (value: string) => vatRows.find((v) => sameDecimal(v.value, value))?.id;

  const seen = new Set<string>();
  const result: Plan = {
    table,
    mapping,
    priceUnit,
    rows: [],
    counts: { new: 0, changed: 0, unchanged: 0, invalid: 0 },
    defaultVat: null,
    creates: [],
    updates: [],
  };
  for (const record of records) {
    const reading = readImportRow(record.cells, mapping, {
      priceUnit,
      knownVats: vatRows.map((v) => v.value),
      isNew: (code) => !byCode.has(code),
    });
    const code = reading.ok ? reading.values.code : reading.code;
    const problems: ImportRowProblem[] = reading.ok ? [] : [...reading.problems];
    if (record.broken) problems.unshift(record.broken);
    if (code && seen.has(code)) problems.push('DUPLICATE_CODE');
    if ((byCode.get(code)?.length ?? 0) > 1) problems.push('AMBIGUOUS_CODE');
    if (code) seen.add(code);
    const nameOf = (names: Partial<Record<Language, string>>) => names.de ?? names.it ?? names.en ?? '';
    if (!reading.ok || problems.length > 0) {
      const name = mapping.name === undefined ? '' : (record.cells[mapping.name] ?? '').trim();
      result.rows.push({ row: record.row, status: 'INVALID', code, name, changes: [], problems });
      result.counts.invalid += 1;
      continue;
    }
    const { values } = reading;
    const match = byCode.get(code)?.[0];
    if (!match) {
      const fallback = nameOf(values.names);
      const names = {
        de: values.names.de ?? fallback,
        it: values.names.it ?? fallback,
        en: values.names.en ?? fallback,
      };
      result.creates.push({
        code,
        names,
        weight: values.weight ?? 0,
        gramPrice: present(values.gramPrice, 'gram price of a new product (readImportRow requires one)'),
        vatId: (values.vat ? vatIdOf(values.vat) : defaultVat?.id) ?? null,
        haveToWeight: priceUnit === 'KG',
      });
      if (!values.vat && defaultVat)
        result.defaultVat = { rate: defaultVat.value, count: (result.defaultVat?.count ?? 0) + 1 };
      result.rows.push({ row: record.row, status: 'NEW', code, name: names.de, changes: [], problems: [] });
      result.counts.new += 1;
      continue;
    }
    const changes = diffImportRow(match, values);
    const status = changes.length > 0 ? 'CHANGED' : 'UNCHANGED';
    result.rows.push({ row: record.row, status, code, name: values.names.de ?? match.names.de, changes, problems: [] });
    result.counts[status === 'CHANGED' ? 'changed' : 'unchanged'] += 1;
    if (changes.length > 0) {
      const changed = (field: ImportChange['field']) => changes.some((c) => c.field === field);
      result.updates.push({
        existing: match,
        names: {
          ...(changed('nameDe') && { de: values.names.de }),
          ...(changed('nameIt') && { it: values.names.it }),
          ...(changed('nameEn') && { en: values.names.en }),
        },
        ...(changed('weight') && { weight: values.weight }),
        ...(changed('gramPrice') && { gramPrice: values.gramPrice }),
        ...(changed('vat') && values.vat !== undefined && { vatId: vatIdOf(values.vat) }),
      });
    }
  }
  return result;
}

/** The verify step: reads and classifies the upload; writes nothing. */
export async function previewProductImport(ctx: RequestContext, request: ImportRequest): Promise<ImportPreview> {
  const bakeryId = requireBakery(ctx);
  const { creates: _c, updates: _u, ...preview } = await plan(ctx.platform.db, bakeryId, request);
  return preview;
}

/**
 * The confirm step: classifies again inside one transaction (the bakery's row locked, so two
 * imports queue) and writes every new and changed product, or nothing. Refuses with IMPORT_STALE
 * when the counts differ from what the user confirmed (products changed in between); invalid rows
 * are skipped, as the verify step showed. New products may go into one of the bakery's price lists.
 */
export async function runProductImport(
  ctx: RequestContext,
  request: ImportRequest & { expected: { new: number; changed: number }; priceListId?: number | null },
): Promise<ImportCounts> {
  const bakeryId = requireBakery(ctx);
  return ctx.platform.db.transaction(async (tx) => {
    await lockBakery(tx, bakeryId);
    if (request.priceListId != null) {
      if (!(await isOwnPriceList(tx, bakeryId, request.priceListId))) fail('NOT_FOUND', { field: 'priceListId' });
    }
    const planned = await plan(tx, bakeryId, request);
    if (planned.mapping.code === undefined) fail('IMPORT_NO_CODE_COLUMN');
    if (planned.counts.new !== request.expected.new || planned.counts.changed !== request.expected.changed)
      fail('IMPORT_STALE', { counts: planned.counts });
    const langs = await findLanguages(tx);
    if (planned.creates.length > 0) {
      const highest = await maxDisplayOrder(tx, bakeryId);
      await insertProducts(
        tx,
        langs,
        bakeryId,
        planned.creates,
        highest === null ? 0 : highest + 1,
        request.priceListId ?? null,
      );
    }
    for (const update of planned.updates) await updateProduct(tx, langs, bakeryId, update.existing, update);
    return planned.counts;
  });
}
