import { IMPORT_FIELDS, type ImportMapping } from '@bakery/core';
import { parseId } from '../../platform/graphql/args';
import { builder } from '../../platform/graphql/builder';
import type { ImportCounts, ImportPreview, ImportRowResult } from './product-import.service';
import { previewProductImport, runProductImport } from './product-import.service';

const PriceUnit = builder.enumType('ImportPriceUnit', {
  values: ['PIECE', 'KG'] as const,
  description: 'PIECE: EUR per piece (divided by the weight); KG: EUR per kilogram.',
});
const RowStatus = builder.enumType('ImportRowStatus', { values: ['NEW', 'CHANGED', 'UNCHANGED', 'INVALID'] as const });

const ImportMappingInput = builder.inputType('ImportMappingInput', {
  description: 'Column index (0-based) of each field; omitted = not in the file.',
  fields: (t) =>
    Object.fromEntries(IMPORT_FIELDS.map((f) => [f, t.int()])) as Record<
      (typeof IMPORT_FIELDS)[number],
      ReturnType<typeof t.int>
    >,
});

const ImportFileInput = builder.inputType('ImportFileInput', {
  fields: (t) => ({
    fileName: t.string({ required: true }),
    contentBase64: t.string({
      required: true,
      extensions: { maxLength: 6 * 1024 * 1024 },
      description: 'The CSV or ZIP file, base64 (at most 4 MB before encoding).',
    }),
    mapping: t.field({ type: ImportMappingInput, description: 'Omitted: recognised from the header row.' }),
    priceUnit: t.field({ type: PriceUnit, description: 'Omitted: KG when the price header says kg, else PIECE.' }),
  }),
});

const ImportMappingRef = builder.objectRef<ImportMapping>('ImportMapping').implement({
  fields: (t) =>
    Object.fromEntries(
      IMPORT_FIELDS.map((f) => [f, t.int({ nullable: true, resolve: (m) => m[f] ?? null })]),
    ) as Record<(typeof IMPORT_FIELDS)[number], ReturnType<typeof t.int>>,
});

const ImportChangeRef = builder.objectRef<ImportRowResult['changes'][number]>('ImportChange').implement({
  fields: (t) => ({ field: t.exposeString('field'), from: t.exposeString('from'), to: t.exposeString('to') }),
});

const ImportRowRef = builder.objectRef<ImportRowResult>('ImportRow').implement({
  fields: (t) => ({
    row: t.exposeInt('row', { description: 'Record number in the file; the header is 1.' }),
    status: t.field({ type: RowStatus, resolve: (r) => r.status }),
    code: t.exposeString('code'),
    name: t.exposeString('name'),
    changes: t.field({ type: [ImportChangeRef], resolve: (r) => r.changes }),
    problems: t.exposeStringList('problems', { description: 'IMPORT_ROW_PROBLEMS codes of @bakery/core.' }),
  }),
});

const ImportCountsRef = builder.objectRef<ImportCounts>('ImportCounts').implement({
  fields: (t) => ({
    new: t.exposeInt('new'),
    changed: t.exposeInt('changed'),
    unchanged: t.exposeInt('unchanged'),
    invalid: t.exposeInt('invalid'),
  }),
});

const ImportDefaultVatRef = builder.objectRef<{ rate: string; count: number }>('ImportDefaultVat').implement({
  description: 'The VAT rate new products without a VAT value take, and how many of them.',
  fields: (t) => ({ rate: t.exposeString('rate'), count: t.exposeInt('count') }),
});

const ImportPreviewRef = builder.objectRef<ImportPreview>('ProductImportPreview').implement({
  fields: (t) => ({
    csvName: t.string({ resolve: (p) => p.table.csvName }),
    encoding: t.string({ resolve: (p) => p.table.encoding }),
    separator: t.string({ resolve: (p) => p.table.separator }),
    headers: t.stringList({ resolve: (p) => p.table.headers }),
    mapping: t.field({ type: ImportMappingRef, resolve: (p) => p.mapping }),
    priceUnit: t.field({ type: PriceUnit, resolve: (p) => p.priceUnit }),
    rows: t.field({ type: [ImportRowRef], resolve: (p) => p.rows }),
    counts: t.field({ type: ImportCountsRef, resolve: (p) => p.counts }),
    defaultVat: t.field({ type: ImportDefaultVatRef, nullable: true, resolve: (p) => p.defaultVat }),
  }),
});

const ExpectedCounts = builder.inputType('ImportExpectedCounts', {
  description: 'What the verify step showed; the import refuses with IMPORT_STALE when it differs.',
  fields: (t) => ({ new: t.int({ required: true }), changed: t.int({ required: true }) }),
});

const toRequest = (file: {
  fileName: string;
  contentBase64: string;
  mapping?: Partial<Record<string, number | null>> | null;
  priceUnit?: 'PIECE' | 'KG' | null;
}) => ({
  fileName: file.fileName,
  contentBase64: file.contentBase64,
  mapping: file.mapping
    ? (Object.fromEntries(Object.entries(file.mapping).filter(([, v]) => v != null)) as ImportMapping)
    : null,
  priceUnit: file.priceUnit ?? null,
});

builder.mutationFields((t) => ({
  previewProductImport: t.field({
    type: ImportPreviewRef,
    description:
      'Verify step of /product/import: reads a CSV (or a ZIP holding one) and classifies each row. Writes nothing.',
    authScopes: { bakery: true },
    args: { file: t.arg({ type: ImportFileInput, required: true }) },
    resolve: (_r, a, ctx) => previewProductImport(ctx, toRequest(a.file)),
  }),
  runProductImport: t.field({
    type: ImportCountsRef,
    description:
      'Confirm step: writes all new and changed products in one transaction, or nothing. Invalid rows are skipped.',
    authScopes: { bakery: true },
    args: {
      file: t.arg({ type: ImportFileInput, required: true }),
      expected: t.arg({ type: ExpectedCounts, required: true }),
      priceListId: t.arg.id({ description: 'Put new products into this price list at their gram price.' }),
    },
    resolve: (_r, a, ctx) =>
      runProductImport(ctx, {
        ...toRequest(a.file),
        expected: a.expected,
        priceListId: a.priceListId ? parseId(a.priceListId, 'priceListId') : null,
      }),
  }),
}));
