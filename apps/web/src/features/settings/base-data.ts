import { BASE_DATA_FIELDS as CORE_BASE_DATA_FIELDS, type CleanBaseData } from '@bakery/core/account-schemas';
import { ApiError } from '../../api/client';
import type { BaseData, BaseDataField } from '../../api/operations';

/** The fields of the base data form, in screen order (core's list, which the server checks). */
export const BASE_DATA_FIELDS: readonly BaseDataField[] = CORE_BASE_DATA_FIELDS;

export type BaseDataValues = Record<BaseDataField, string>;

export function toValues(detail: BaseData | null): BaseDataValues {
  return Object.fromEntries(
    BASE_DATA_FIELDS.map((f) => [f, detail?.[f] ?? (f === 'country' ? 'IT' : '')]),
  ) as BaseDataValues;
}

/** What the mutation receives: core's BaseDataInputSchema's values (trimmed, codes upper-cased, blank = cleared). */
export function toInput(clean: CleanBaseData): Partial<BaseData> {
  return Object.fromEntries(BASE_DATA_FIELDS.map((f) => [f, clean[f]]));
}

/** The fields named by a BAD_INPUT answer, or none. */
export function badFieldsOf(error: unknown): BaseDataField[] {
  if (!(error instanceof ApiError) || error.code !== 'BAD_INPUT') return [];
  const fields = error.extensions.fields;
  return Array.isArray(fields) ? BASE_DATA_FIELDS.filter((f) => fields.includes(f)) : [];
}
