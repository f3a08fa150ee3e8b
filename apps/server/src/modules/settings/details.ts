import { BASE_DATA_FIELDS, BaseDataInputSchema } from '@bakery/core/account-schemas';
import { failOnIssues } from '../../platform/schema-issues';

/** The base and billing data an account edits itself (user_details without the deadline). */
export const DETAIL_FIELDS = BASE_DATA_FIELDS;
export type DetailField = (typeof DETAIL_FIELDS)[number];
export type DetailValues = Record<DetailField, string | null>;
/** Absent fields stay as they are; null or blank clears a field. */
export type DetailInput = Partial<Record<DetailField, string | null | undefined>>;

/**
 * Merges the input over the stored values and checks them with core's BaseDataInputSchema — the
 * schema the web's base data form uses too: trimmed, codes upper-cased, a person's full name from
 * first and last name, the fiscal codes as SdI checks them, and the first-login data (a name,
 * street, postal code, city) required. BAD_INPUT lists all fields that fail (`extensions.fields`),
 * so a form can mark each one.
 */
export function validateDetails(stored: Partial<DetailValues> | null, input: DetailInput): DetailValues {
  const merged = Object.fromEntries(
    DETAIL_FIELDS.map((field) => [field, input[field] === undefined ? (stored?.[field] ?? null) : input[field]]),
  );
  const result = BaseDataInputSchema.safeParse(merged);
  if (!result.success) failOnIssues(result.error.issues, DETAIL_FIELDS);
  return result.data;
}
