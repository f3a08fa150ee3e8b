import type { DocumentNode } from '@0no-co/graphql.web';
import { describe, expect, it } from 'vitest';
import { graphql, operationName, operationText } from './graphql';

describe('graphql() documents', () => {
  it('parses a document when it is first used, not when it is defined (the first screen parses only what it sends)', () => {
    // a broken document is only found out when read: proof that defining it parsed nothing
    const broken = (graphql as (source: string) => DocumentNode)('query Broken { me { ');
    expect(broken.kind).toBe('Document');
    expect(() => operationText(broken)).toThrow();
  });

  it('reads as gql.tada parses it: the same definitions every time, fragments appended once', () => {
    const Fields = graphql(`
      fragment MeFields on User {
        id
        username
      }
    `);
    const Me = graphql(
      `
        query Me {
          me {
            ...MeFields
          }
        }
      `,
      [Fields, Fields],
    );
    expect(Me.definitions).toBe(Me.definitions);
    expect(Me.definitions.map((d) => d.kind)).toEqual(['OperationDefinition', 'FragmentDefinition']);
    expect(operationName(Me)).toBe('Me');
    expect(operationText(Me)).toContain('fragment MeFields on User');
  });
});
