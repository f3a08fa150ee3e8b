import {
  defaultFieldResolver,
  getNullableType,
  isInputObjectType,
  isListType,
  isObjectType,
  isScalarType,
  type GraphQLArgument,
  type GraphQLInputField,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';
import { isIsoDate } from '@bakery/core';
import { AppError } from '../errors';
import { MAX_ID } from '../ids';

/** Longest string any argument takes unless its definition says otherwise (`extensions.maxLength`). */
export const MAX_STRING_LENGTH = 10_000;
/** Years a date or instant may name: far beyond any delivery or bill, well inside PostgreSQL and JS dates. */
const YEARS = { min: 1900, max: 2999 };

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const ID_PATTERN = /^(0|[1-9]\d{0,9})$/;
const INSTANT_PATTERN = /^(\d{4})-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/;

type Definition = GraphQLArgument | GraphQLInputField;

/** The format an argument documents in its description, as clients read it in schema.graphql. */
function formatOf(definition: Definition): 'date' | 'instant' | null {
  const description = definition.description ?? '';
  if (description.includes('YYYY-MM-DD')) return 'date';
  if (description.includes('ISO instant')) return 'instant';
  return null;
}

function isYearInRange(value: string): boolean {
  const year = Number(value.slice(0, 4));
  return year >= YEARS.min && year <= YEARS.max;
}

function isValidString(value: string, definition: Definition): boolean {
  const max = (definition.extensions as { maxLength?: number } | undefined)?.maxLength ?? MAX_STRING_LENGTH;
  if (value.length > max || value.includes('\u0000') || LONE_SURROGATE.test(value)) return false;
  switch (formatOf(definition)) {
    case 'date':
      return isIsoDate(value) && isYearInRange(value);
    case 'instant':
      return INSTANT_PATTERN.test(value) && !Number.isNaN(Date.parse(value)) && isYearInRange(value);
    default:
      return true;
  }
}

interface Problems {
  fields: Set<string>;
  /** True while every problem is a date or instant that is not one (INVALID_DATE, "Invalid date selected"). */
  onlyDates: boolean;
}

/** Adds the names of the definitions whose value breaks the schema's limits to `bad`. */
function collect(type: GraphQLInputType, value: unknown, definition: Definition, bad: Problems): void {
  if (value === null || value === undefined) return;
  const nullable = getNullableType(type);
  if (isListType(nullable)) {
    for (const item of value as unknown[]) collect(nullable.ofType, item, definition, bad);
  } else if (isInputObjectType(nullable)) {
    const fields = nullable.getFields();
    for (const [name, field] of Object.entries(fields)) collect(field.type, (value as Record<string, unknown>)[name], field, bad);
  } else if (isScalarType(nullable)) {
    if (nullable.name === 'ID') {
      // "0" passes here: some arguments use it for "none" (zoneId); parseId refuses it elsewhere
      const text = String(value);
      if (!ID_PATTERN.test(text) || Number(text) > MAX_ID) add(bad, definition, false);
    } else if (nullable.name === 'String' && typeof value === 'string') {
      if (!isValidString(value, definition)) add(bad, definition, formatOf(definition) !== null);
    }
  }
}

function add(bad: Problems, definition: Definition, isDate: boolean): void {
  bad.fields.add(definition.name);
  bad.onlyDates &&= isDate;
}

/**
 * The one gate every argument passes before a resolver runs: ids that fit the database's
 * integers, strings without NUL bytes or lone surrogates and within their length, dates and
 * instants in the format their description names. Anything else answers BAD_INPUT with the
 * offending fields (INVALID_DATE when only dates are wrong), so malformed input never reaches SQL
 * (where it used to answer INTERNAL).
 */
export function assertArgumentsValid(definitions: readonly GraphQLArgument[], args: Record<string, unknown>): void {
  const bad: Problems = { fields: new Set(), onlyDates: true };
  for (const definition of definitions) collect(definition.type, args[definition.name], definition, bad);
  if (bad.fields.size > 0) throw new AppError(bad.onlyDates ? 'INVALID_DATE' : 'BAD_INPUT', { fields: [...bad.fields] });
}

/** Wraps the resolver of every field that takes arguments with {@link assertArgumentsValid}. */
export function guardArguments(schema: GraphQLSchema): GraphQLSchema {
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      if (field.args.length === 0) continue;
      const resolve = field.resolve ?? defaultFieldResolver;
      const definitions = field.args;
      field.resolve = (source, args: Record<string, unknown>, context, info) => {
        assertArgumentsValid(definitions, args);
        return resolve(source, args, context, info);
      };
    }
  }
  return schema;
}
