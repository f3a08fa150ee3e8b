/**
 * A stored string as the value of a GraphQL enum. Columns hold text; a value outside the enum is
 * a fault of the data (never the client's), so it throws and is answered as INTERNAL.
 */
export function enumValue<const V extends string>(values: readonly V[], value: string): V {
  if ((values as readonly string[]).includes(value)) return value as V;
  throw new Error(`Unexpected enum value ${JSON.stringify(value)}`);
}

/** As enumValue, null staying null. */
export function enumValueOrNull<const V extends string>(
  values: readonly V[],
  value: string | null | undefined,
): V | null {
  return value === null || value === undefined ? null : enumValue(values, value);
}
