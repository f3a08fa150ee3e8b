import { lexicographicSortSchema, printSchema } from 'graphql';
import { builder } from '../platform/graphql/builder';
// each feature's index.ts adds its types and fields to the builder when the list is imported
import './features';

export const schema = builder.toSchema();

/** The SDL checked in as apps/server/schema.graphql. */
export function printedSchema(): string {
  return printSchema(lexicographicSortSchema(schema)) + '\n';
}
