/**
 * Legacy: `operation()` types a document by hand (ADR 003). Only the web's operations not yet written with
 * graphql() use it; it goes when they are converted (ADR 017).
 */
declare const operationTypes: unique symbol;

/** A GraphQL document with its result and variables types attached (phantom, compile time only). */
export interface Operation<TData, TVariables extends Record<string, unknown>> {
  readonly operationName: string;
  readonly query: string;
  readonly [operationTypes]?: { data: TData; variables: TVariables };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyOperation = Operation<any, any>;
export type OperationData<T> = T extends Operation<infer D, Record<string, unknown>> ? D : never;
export type OperationVariables<T> = T extends Operation<unknown, infer V> ? V : never;

type NoVariables = Record<string, never>;

/** Types a document: `operation<Data, Variables>('Name', 'query Name … { … }')`. */
export function operation<TData, TVariables extends Record<string, unknown> = NoVariables>(
  operationName: string,
  query: string,
): Operation<TData, TVariables> {
  return { operationName, query: query.trim() };
}
