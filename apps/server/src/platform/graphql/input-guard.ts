import SchemaBuilder, { BasePlugin, type PothosOutputFieldConfig, type SchemaTypes } from '@pothos/core';
import {
  getNullableType,
  isInputObjectType,
  isListType,
  isScalarType,
  type GraphQLArgument,
  type GraphQLFieldResolver,
  type GraphQLInputField,
  type GraphQLInputType,
} from 'graphql';
import { isIsoDate } from '@bakery/core';
import { AppError } from '../errors';
import { MAX_ID } from '../ids';

/** Longest string any argument takes unless its definition says otherwise (`extensions.maxLength`). */
export const MAX_STRING_LENGTH = 10_000;
/** Years a date or instant may name: every value the product stores (the spec's open end 9999-01-01 among them), inside PostgreSQL and JS dates. */
const YEARS = { min: 1900, max: 9999 };

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

const DATE_SHAPE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * What is wrong with a string argument: `shape` (too long, NUL, lone surrogate, not the documented
 * format: BAD_INPUT) or `day` (the format holds but the day does not exist or lies outside the
 * years we accept, e.g. 2026-02-30: INVALID_DATE, as the services said before the guard).
 */
function stringProblem(value: string, definition: Definition): 'shape' | 'day' | null {
  const max = (definition.extensions as { maxLength?: number } | undefined)?.maxLength ?? MAX_STRING_LENGTH;
  if (value.length > max || value.includes('\u0000') || LONE_SURROGATE.test(value)) return 'shape';
  switch (formatOf(definition)) {
    case 'date':
      if (!DATE_SHAPE.test(value)) return 'shape';
      return isIsoDate(value) && isYearInRange(value) ? null : 'day';
    case 'instant':
      if (!INSTANT_PATTERN.test(value)) return 'shape';
      return !Number.isNaN(Date.parse(value)) && isYearInRange(value) ? null : 'day';
    default:
      return null;
  }
}

interface Problems {
  fields: Set<string>;
  /** True while every problem is a well-formed date naming no real day. */
  onlyDays: boolean;
}

/** Adds the names of the definitions whose value breaks the schema's limits to `bad`. */
function collect(type: GraphQLInputType, value: unknown, definition: Definition, bad: Problems): void {
  if (value === null || value === undefined) return;
  const nullable = getNullableType(type);
  if (isListType(nullable)) {
    for (const item of value as unknown[]) collect(nullable.ofType, item, definition, bad);
  } else if (isInputObjectType(nullable)) {
    const fields = nullable.getFields();
    for (const [name, field] of Object.entries(fields))
      collect(field.type, (value as Record<string, unknown>)[name], field, bad);
  } else if (isScalarType(nullable)) {
    if (nullable.name === 'ID') {
      // "0" passes here: some arguments use it for "none" (zoneId); parseId refuses it elsewhere
      const text = String(value);
      if (!ID_PATTERN.test(text) || Number(text) > MAX_ID) add(bad, definition, 'shape');
    } else if (nullable.name === 'String' && typeof value === 'string') {
      const problem = stringProblem(value, definition);
      if (problem) add(bad, definition, problem);
    }
  }
}

function add(bad: Problems, definition: Definition, problem: 'shape' | 'day'): void {
  bad.fields.add(definition.name);
  bad.onlyDays &&= problem === 'day';
}

/**
 * The one gate every argument passes before a resolver runs: ids that fit the database's
 * integers, strings without NUL bytes or lone surrogates and within their length, dates and
 * instants in the format their description names. Anything else answers BAD_INPUT with the
 * offending fields (INVALID_DATE when every problem is a well-formed date of no real day), so
 * malformed input never reaches SQL (where it used to answer INTERNAL). Rules that need more than
 * the value itself (a range, a date in the past) stay with the services.
 */
export function assertArgumentsValid(definitions: readonly GraphQLArgument[], args: Record<string, unknown>): void {
  const bad: Problems = { fields: new Set(), onlyDays: true };
  for (const definition of definitions) collect(definition.type, args[definition.name], definition, bad);
  if (bad.fields.size > 0) throw new AppError(bad.onlyDays ? 'INVALID_DATE' : 'BAD_INPUT', { fields: [...bad.fields] });
}

declare global {
  // Pothos names its plugins in this global namespace: a plugin must add itself to it
  // eslint-disable-next-line @typescript-eslint/no-namespace
  export namespace PothosSchemaTypes {
    export interface Plugins<Types extends SchemaTypes> {
      argumentGate: ArgumentGatePlugin<Types>;
    }
  }
}

/**
 * Puts {@link assertArgumentsValid} in front of the resolver of every field that takes arguments.
 * Registered after the scope-auth plugin, so Pothos runs it inside scope-auth's wrapper: a caller
 * the field's scopes leave out is refused (FORBIDDEN, UNAUTHENTICATED) whatever it sent, and learns
 * nothing of the arguments' rules.
 */
export class ArgumentGatePlugin<Types extends SchemaTypes> extends BasePlugin<Types> {
  override wrapResolve(
    resolver: GraphQLFieldResolver<unknown, Types['Context'], object>,
    fieldConfig: PothosOutputFieldConfig<Types>,
  ): GraphQLFieldResolver<unknown, Types['Context'], object> {
    if (Object.keys(fieldConfig.args).length === 0) return resolver;
    // the built schema's definitions (types, descriptions, extensions), read from the first call's info
    let definitions: readonly GraphQLArgument[] | undefined;
    return (source, args, context, info) => {
      definitions ??= argumentsOf(info.parentType.getFields()[info.fieldName], info.fieldName);
      assertArgumentsValid(definitions, args as Record<string, unknown>);
      return resolver(source, args, context, info);
    };
  }
}

/** A field's arguments as built; a field the schema does not hold refuses the call (never skips the gate). */
function argumentsOf(
  field: { args: readonly GraphQLArgument[] } | undefined,
  name: string,
): readonly GraphQLArgument[] {
  if (!field) throw new Error(`argument gate: no field ${name} in the built schema`);
  return field.args;
}

/** The plugin's name, for `plugins: [ScopeAuthPlugin, ArgumentGate]` (order matters: see the class). */
const ArgumentGate = 'argumentGate';
SchemaBuilder.registerPlugin(ArgumentGate, ArgumentGatePlugin);
export default ArgumentGate;
