import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildSchema, Kind, parse, validate, type DocumentNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { operationDefinition, operationName, operationText } from './graphql';
import * as api from './index';
import * as web from './web';

const schema = buildSchema(readFileSync(resolve(import.meta.dirname, '../../../apps/server/schema.graphql'), 'utf8'));

function documentsOf(module: Record<string, unknown>): [string, DocumentNode][] {
  return Object.entries(module).filter(
    (entry): entry is [string, DocumentNode] =>
      typeof entry[1] === 'object' && entry[1] !== null && 'kind' in entry[1] && entry[1].kind === Kind.DOCUMENT,
  );
}

const operations = [...documentsOf(api), ...documentsOf(web)].filter(([, document]) => operationDefinition(document));

describe('GraphQL operations of @bakery/api (web and guest app)', () => {
  it('finds the operations', () => {
    expect(operations.filter(([, document]) => operationName(document).startsWith('Guest')).length).toBeGreaterThan(20);
    expect(operations.filter(([, document]) => !operationName(document).startsWith('Guest')).length).toBeGreaterThan(
      130,
    );
  });

  it.each(operations)('%s validates against apps/server/schema.graphql as sent', (_export, document) => {
    const sent = parse(operationText(document));
    expect(validate(schema, sent).map((error) => error.message)).toEqual([]);
    const definitions = sent.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
    expect(definitions).toHaveLength(1);
  });

  it('gives every operation its own name; the guest app’s start with Guest', () => {
    const names = operations.map(([, document]) => operationName(document));
    expect(new Set(names).size).toBe(names.length);
    for (const [, document] of documentsOf(api).filter(([, d]) => operationDefinition(d))) {
      expect(operationName(document)).toMatch(/^Guest[A-Z]/);
    }
  });
});
