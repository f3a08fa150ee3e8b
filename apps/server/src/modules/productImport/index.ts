import type { Feature } from '../../platform/feature';
import './product-import.schema';

/** Products imported from a CSV or ZIP. */
export const productImportFeature: Feature = {
  name: 'productImport',
};
