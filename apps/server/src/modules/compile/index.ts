import type { Feature } from '../../platform/feature';
import './compile.schema';

/**
 * Compiling a deadline's orders (ADR 010): weighing, missing pieces, packing, progress per zone.
 * It owns no table: what it records is on the ordered products (`modules/orders`).
 */
export const compileFeature: Feature = {
  name: 'compile',
};
