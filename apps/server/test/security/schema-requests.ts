import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  isUnionType,
  type GraphQLArgument,
  type GraphQLEnumType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLOutputType,
  type GraphQLScalarType,
  type GraphQLSchema,
} from 'graphql';

/**
 * Builds a GraphQL request for any Query or Mutation field of the executable schema, so the
 * security suites cover every operation, including the ones added after them.
 */
export interface Operation {
  kind: 'query' | 'mutation';
  name: string;
  field: GraphQLField<unknown, unknown>;
}

/** Every Query and Mutation field of the schema, queries first, each sorted by name. */
export function operationsOf(schema: GraphQLSchema): Operation[] {
  const of = (kind: Operation['kind']) => {
    const type = kind === 'query' ? schema.getQueryType() : schema.getMutationType();
    return Object.values(type?.getFields() ?? {})
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((field) => ({ kind, name: field.name, field }));
  };
  return [...of('query'), ...of('mutation')];
}

/** A leaf value (scalar or enum) asked for by argument or input field name; `path` names it from the argument down. */
export interface Leaf {
  op: Operation;
  /** The argument or input field name (for list elements: the list's name). */
  name: string;
  path: string[];
  type: GraphQLScalarType | GraphQLEnumType;
  /** Whether the leaf sits in a list. */
  inList: boolean;
}

export interface FillOptions {
  /** The leaf value; `undefined` leaves an optional field out (a required one gets the type's default). */
  leaf(leaf: Leaf): unknown;
  /** Whether an optional argument or input field is sent at all (default: only ID-like ones). */
  includeOptional?(name: string, type: GraphQLInputType, path: string[]): boolean;
  /** Elements of a list (default 1). */
  listLength?(name: string, path: string[]): number;
}

function defaultLeaf(type: GraphQLScalarType | GraphQLEnumType): unknown {
  if (isEnumType(type)) return type.getValues()[0]!.value;
  switch (type.name) {
    case 'Int':
      return 1;
    case 'Float':
      return 1.5;
    case 'Boolean':
      return true;
    case 'ID':
      return '1';
    default:
      return 'x';
  }
}

/** Whether a (possibly wrapped) input type holds an ID at its leaf. */
export function isIdLike(type: GraphQLInputType): boolean {
  return getNamedType(type).name === 'ID';
}

function fill(
  op: Operation,
  type: GraphQLInputType,
  name: string,
  path: string[],
  options: FillOptions,
  inList = false,
): unknown {
  const inner = isNonNullType(type) ? type.ofType : type;
  if (isListType(inner)) {
    const length = options.listLength?.(name, path) ?? 1;
    return Array.from({ length }, (_, i) =>
      fill(op, inner.ofType as GraphQLInputType, name, [...path, String(i)], options, true),
    );
  }
  if (isInputObjectType(inner)) {
    const value: Record<string, unknown> = {};
    for (const field of Object.values(inner.getFields())) {
      const required = isNonNullType(field.type) && field.defaultValue === undefined;
      const include = options.includeOptional ?? ((n: string, t: GraphQLInputType) => isIdLike(t));
      if (!required && !include(field.name, field.type, [...path, field.name])) continue;
      const v = fill(op, field.type, field.name, [...path, field.name], options);
      if (v !== undefined) value[field.name] = v;
    }
    return value;
  }
  const leafType = inner as GraphQLScalarType | GraphQLEnumType;
  const v = options.leaf({ op, name, path, type: leafType, inList });
  return v === undefined && isNonNullType(type) ? defaultLeaf(leafType) : v;
}

/** The variables of an operation: required arguments always, optional ones as `includeOptional` says. */
export function variablesFor(op: Operation, options: FillOptions): Record<string, unknown> {
  const variables: Record<string, unknown> = {};
  for (const arg of op.field.args) {
    const required = isNonNullType(arg.type) && arg.defaultValue === undefined;
    const include = options.includeOptional ?? ((n: string, t: GraphQLInputType) => isIdLike(t));
    if (!required && !include(arg.name, arg.type, [arg.name])) continue;
    const v = fill(op, arg.type, arg.name, [arg.name], options);
    if (v !== undefined) variables[arg.name] = v;
  }
  return variables;
}

/**
 * A selection of the scalar and enum fields of a type (fields without required arguments),
 * objects nested to `depth` levels; always `__typename`, so the answer tells what it holds.
 */
export function selectionOf(type: GraphQLOutputType, depth: number): string {
  const named = getNamedType(type);
  if (isScalarType(named) || isEnumType(named)) return '';
  if (isUnionType(named) || isInterfaceType(named) || !isObjectType(named)) return '{ __typename }';
  const parts = ['__typename'];
  for (const field of Object.values(named.getFields())) {
    if (field.args.some((a: GraphQLArgument) => isNonNullType(a.type) && a.defaultValue === undefined)) continue;
    const fieldType = getNamedType(field.type);
    if (isScalarType(fieldType) || isEnumType(fieldType)) parts.push(field.name);
    else if (depth > 0) parts.push(`${field.name} ${selectionOf(field.type, depth - 1)}`);
  }
  return `{ ${parts.join(' ')} }`;
}

function pascal(name: string): string {
  return name[0]!.toUpperCase() + name.slice(1);
}

/** The document of an operation passing every argument as a variable (only those in `variables`). */
export function documentFor(op: Operation, variables: Record<string, unknown>, depth = 3): string {
  const args = op.field.args.filter((a) => a.name in variables);
  const defs = args.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ');
  const call = args.map((a) => `${a.name}: $${a.name}`).join(', ');
  const selection = selectionOf(op.field.type, depth - 1);
  return `${op.kind} ${pascal(op.name)}${defs ? `(${defs})` : ''} { ${op.name}${call ? `(${call})` : ''} ${selection} }`;
}

/** A request for an operation: its document and variables. */
export function requestFor(
  op: Operation,
  options: FillOptions,
  depth = 3,
): { query: string; variables: Record<string, unknown> } {
  const variables = variablesFor(op, options);
  return { query: documentFor(op, variables, depth), variables };
}

/** Plausible strings by argument name: dates where the name says so, money as decimal strings, a CSV file in base64. */
export function plausibleString(
  name: string,
  dates: { from: string; to: string; day: string; deadline: string; month: string },
): string {
  const n = name.toLowerCase();
  if (n === 'deadline') return dates.deadline;
  if (n === 'from' || n === 'startson') return dates.from;
  if (n === 'to') return dates.to;
  if (n === 'month') return dates.month;
  if (n.includes('date') || n === 'until') return dates.day;
  if (n.includes('email') || n === 'pec') return 'intruder@example.net';
  if (n.includes('password')) return 'Intruder-2026!'; // never an account's password: a change must not succeed
  if (n.includes('price') || n === 'percent') return '0.01';
  if (n === 'contentbase64') return Buffer.from('Artikel;Name;Preis\nI1;Intruder bread;1,00\n').toString('base64');
  if (n === 'filename') return 'import.csv';
  if (n === 'visiblefor') return 'host';
  if (n === 'language') return 'de';
  if (n === 'country') return 'IT';
  if (n === 'xml')
    return '<?xml version="1.0"?><RicevutaConsegna><IdentificativoSdI>1</IdentificativoSdI><NomeFile>IT01234567897_00001.xml</NomeFile></RicevutaConsegna>';
  return 'Intruder';
}
