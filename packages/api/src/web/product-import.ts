/** The product import from legacy bakery software (verify and confirm). */
import { graphql, type ResultOf, type SchemaType } from '../graphql';

export const ImportPreviewFields = graphql(`
  fragment ImportPreviewFields on ProductImportPreview {
    csvName
    encoding
    separator
    headers
    priceUnit
    mapping {
      code
      name
      nameIt
      nameEn
      weight
      price
      vat
    }
    counts {
      new
      changed
      unchanged
      invalid
    }
    defaultVat {
      rate
      count
    }
    rows {
      row
      status
      code
      name
      problems
      changes {
        field
        from
        to
      }
    }
  }
`);

export const PreviewProductImportMutation = graphql(
  `
    mutation PreviewProductImport($file: ImportFileInput!) {
      previewProductImport(file: $file) {
        ...ImportPreviewFields
      }
    }
  `,
  [ImportPreviewFields],
);

export const RunProductImportMutation = graphql(`
  mutation RunProductImport($file: ImportFileInput!, $expected: ImportExpectedCounts!, $priceListId: ID) {
    runProductImport(file: $file, expected: $expected, priceListId: $priceListId) {
      new
      changed
      unchanged
      invalid
    }
  }
`);

// --- clients and guests

// --- result and input types, derived from the operations above and the schema (ADR 017)

export type ProductImportPreview = ResultOf<typeof ImportPreviewFields>;
/** Column index per field; null = not in the file. */
export type ImportMapping = ProductImportPreview['mapping'];
/** Fields of an import file a column can be mapped to (core IMPORT_FIELDS). */
export type ImportField = keyof ImportMapping;
export type ImportPriceUnit = SchemaType<'ImportPriceUnit'>;
export type ImportRowStatus = SchemaType<'ImportRowStatus'>;
export type ImportFile = SchemaType<'ImportFileInput'>;
export type ImportCounts = ProductImportPreview['counts'];
export type ImportRow = ProductImportPreview['rows'][number];
