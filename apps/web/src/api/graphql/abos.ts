/**
 * The GraphQL operations of standing orders (abos, issue 4): a client's own abos, create, change,
 * pause, (de)activate and delete. Re-exported by ../operations.ts, so operations.test.ts validates
 * them against apps/server/schema.graphql.
 */
import { operation } from '../operation';
import type { Abo, AboInput, AboPage } from '../abo-types';

const ABO_FIELDS = /* GraphQL */ `
  fragment AboFields on Abo {
    id
    active
    startsOn
    pausedUntil
    lastOrder
    nextDeliveries
    interval {
      kind
      days
      weekdays
    }
    lines {
      id
      amount
      product {
        id
        name
      }
    }
  }
`;

export const AbosQuery = operation<{ abos: AboPage }, { page: number }>(
  'Abos',
  `query Abos($page: Int) { abos(page: $page) { total items { ...AboFields } } } ${ABO_FIELDS}`,
);

export const CreateAboMutation = operation<{ createAbo: Abo }, { input: AboInput }>(
  'CreateAbo',
  `mutation CreateAbo($input: AboInput!) { createAbo(input: $input) { ...AboFields } } ${ABO_FIELDS}`,
);

export const UpdateAboMutation = operation<{ updateAbo: Abo }, { id: string; input: AboInput }>(
  'UpdateAbo',
  `mutation UpdateAbo($id: ID!, $input: AboInput!) { updateAbo(id: $id, input: $input) { ...AboFields } } ${ABO_FIELDS}`,
);

export const PauseAboMutation = operation<{ pauseAbo: Abo }, { id: string; until: string | null }>(
  'PauseAbo',
  `mutation PauseAbo($id: ID!, $until: String) { pauseAbo(id: $id, until: $until) { ...AboFields } } ${ABO_FIELDS}`,
);

export const SetAboActiveMutation = operation<{ setAboActive: Abo }, { id: string; active: boolean }>(
  'SetAboActive',
  `mutation SetAboActive($id: ID!, $active: Boolean!) { setAboActive(id: $id, active: $active) { ...AboFields } } ${ABO_FIELDS}`,
);

export const DeleteAboMutation = operation<{ deleteAbo: boolean }, { id: string }>(
  'DeleteAbo',
  `mutation DeleteAbo($id: ID!) { deleteAbo(id: $id) }`,
);

export const ABO_OPERATIONS = [
  AbosQuery,
  CreateAboMutation,
  UpdateAboMutation,
  PauseAboMutation,
  SetAboActiveMutation,
  DeleteAboMutation,
] as const;
