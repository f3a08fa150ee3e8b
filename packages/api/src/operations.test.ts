import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildSchema, parse, validate, type OperationDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import * as guestOperations from './guest-operations';
import { GUEST_OPERATIONS } from './guest-operations';

const schema = buildSchema(readFileSync(resolve(import.meta.dirname, '../../../apps/server/schema.graphql'), 'utf8'));

describe('GraphQL operations of the guest app', () => {
  it.each(GUEST_OPERATIONS.map((operation) => [operation.operationName, operation] as const))(
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

  it('lists every exported operation once, with unique names starting with Guest', () => {
    const exported = Object.values(guestOperations).filter(
      (value) => typeof value === 'object' && value !== null && 'operationName' in value,
    );
    expect(GUEST_OPERATIONS).toHaveLength(exported.length);
    const names = GUEST_OPERATIONS.map((operation) => operation.operationName);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^Guest[A-Z]/);
  });
});
