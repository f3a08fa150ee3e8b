/**
 * The GraphQL operations of standing orders (abos, issue 4): a client's own abos, create, change,
 * pause, (de)activate and delete. ../operations.test.ts validates them against
 * apps/server/schema.graphql.
 */
import { graphql, type ResultOf, type SchemaType } from '../graphql';
import { AboFields } from '../fragments';

export { AboFields };

export const AbosQuery = graphql(
  `
    query Abos($page: Int) {
      abos(page: $page) {
        total
        items {
          ...AboFields
        }
      }
    }
  `,
  [AboFields],
);

export const CreateAboMutation = graphql(
  `
    mutation CreateAbo($input: AboInput!) {
      createAbo(input: $input) {
        ...AboFields
      }
    }
  `,
  [AboFields],
);

export const UpdateAboMutation = graphql(
  `
    mutation UpdateAbo($id: ID!, $input: AboInput!) {
      updateAbo(id: $id, input: $input) {
        ...AboFields
      }
    }
  `,
  [AboFields],
);

export const PauseAboMutation = graphql(
  `
    mutation PauseAbo($id: ID!, $until: String) {
      pauseAbo(id: $id, until: $until) {
        ...AboFields
      }
    }
  `,
  [AboFields],
);

export const SetAboActiveMutation = graphql(
  `
    mutation SetAboActive($id: ID!, $active: Boolean!) {
      setAboActive(id: $id, active: $active) {
        ...AboFields
      }
    }
  `,
  [AboFields],
);

export const DeleteAboMutation = graphql(`
  mutation DeleteAbo($id: ID!) {
    deleteAbo(id: $id)
  }
`);

// --- result and input types, derived from the operations above and the schema (ADR 017)

export type AboIntervalKind = SchemaType<'AboIntervalKind'>;
export type Abo = ResultOf<typeof AboFields>;
/** Every n days from the start date, or on ISO weekdays (1 = Monday … 7 = Sunday). */
export type AboInterval = Abo['interval'];
export type AboLine = Abo['lines'][number];
export type AboPage = ResultOf<typeof AbosQuery>['abos'];
export type AboInput = SchemaType<'AboInput'>;
