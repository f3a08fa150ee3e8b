/** The product import from legacy bakery software (verify and confirm). */
import { operation } from '../operation';
import type { ImportCounts, ImportFile, ProductImportPreview } from '../types';

const IMPORT_PREVIEW_FIELDS = /* GraphQL */ `
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
`;

export const PreviewProductImportMutation = operation<
  { previewProductImport: ProductImportPreview },
  { file: ImportFile }
>(
  'PreviewProductImport',
  `mutation PreviewProductImport($file: ImportFileInput!) { previewProductImport(file: $file) { ...ImportPreviewFields } } ${IMPORT_PREVIEW_FIELDS}`,
);

export const RunProductImportMutation = operation<
  { runProductImport: ImportCounts },
  { file: ImportFile; expected: { new: number; changed: number }; priceListId?: string | null }
>(
  'RunProductImport',
  `mutation RunProductImport($file: ImportFileInput!, $expected: ImportExpectedCounts!, $priceListId: ID) {
    runProductImport(file: $file, expected: $expected, priceListId: $priceListId) { new changed unchanged invalid }
  }`,
);

// --- clients and guests

export const PRODUCT_IMPORT_OPERATIONS = [PreviewProductImportMutation, RunProductImportMutation] as const;
