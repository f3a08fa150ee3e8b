import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildSchema, parse, validate, type OperationDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { ALL_OPERATIONS } from './operations';
import * as operations from './operations';

const schemaPath = resolve(import.meta.dirname, '../../../server/schema.graphql');
const schema = buildSchema(readFileSync(schemaPath, 'utf8'));

describe('GraphQL operations of the web', () => {
  it.each(ALL_OPERATIONS.map((operation) => [operation.operationName, operation] as const))(
    '%s validates against apps/server/schema.graphql',
    (name, operation) => {
      const document = parse(operation.query);
      expect(validate(schema, document).map((error) => error.message)).toEqual([]);
      const definitions = document.definitions.filter(
        (d): d is OperationDefinitionNode => d.kind === 'OperationDefinition',
      );
      expect(definitions).toHaveLength(1);
      expect(definitions[0]?.name?.value).toBe(name);
    },
  );

  it('lists every exported operation once, with unique names', () => {
    const exported = Object.values(operations).filter(
      (value) => typeof value === 'object' && value !== null && 'operationName' in value,
    );
    expect(ALL_OPERATIONS).toHaveLength(exported.length);
    const names = ALL_OPERATIONS.map((operation) => operation.operationName);
    expect(new Set(names).size).toBe(names.length);
  });
});
