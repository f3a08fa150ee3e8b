import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { schema, printedSchema } from './schema';
import { WHO_MAY_CALL_DOC, whoMayCallPage } from './who-may-call';
import { declaredScopesOf } from '../platform/graphql/builder';

describe('GraphQL schema', () => {
  it('every Query and Mutation declares who may call it (authScopes)', () => {
    const unguarded: string[] = [];
    for (const type of [schema.getQueryType(), schema.getMutationType()]) {
      for (const [name, field] of Object.entries(type?.getFields() ?? {})) {
        if (!declaredScopesOf(field)) unguarded.push(`${type!.name}.${name}`);
      }
    }
    expect(unguarded).toEqual([]);
  });

  it('the checked-in schema.graphql is up to date (run `npm run codegen`)', () => {
    const file = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../schema.graphql');
    expect(readFileSync(file, 'utf8')).toBe(printedSchema());
  });

  it(`${WHO_MAY_CALL_DOC} is up to date (run \`npm run codegen\`)`, () => {
    const file = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..', WHO_MAY_CALL_DOC);
    expect(readFileSync(file, 'utf8')).toBe(whoMayCallPage(schema));
  });
});
