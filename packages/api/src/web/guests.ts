/**
 * A host's guests (the clients screen): creating and changing a guest, a new password, sign-in
 * links (QR) and their revocation, and the instruction sheet's link. ../operations.test.ts
 * validates them against apps/server/schema.graphql.
 */
import { graphql, type SchemaType } from '../graphql';
import { ClientDetailFields } from './clients';

export const CreateGuestMutation = graphql(
  `
    mutation CreateGuest($input: GuestInput!) {
      createGuest(input: $input) {
        password
        signInUrl
        mailed
        user {
          ...ClientDetailFields
        }
      }
    }
  `,
  [ClientDetailFields],
);

export const UpdateGuestMutation = graphql(
  `
    mutation UpdateGuest($id: ID!, $input: GuestInput!) {
      updateGuest(id: $id, input: $input) {
        ...ClientDetailFields
      }
    }
  `,
  [ClientDetailFields],
);

export const ResetGuestPasswordMutation = graphql(
  `
    mutation ResetGuestPassword($guestId: ID!) {
      resetGuestPassword(guestId: $guestId) {
        password
        signInUrl
        mailed
        user {
          ...ClientDetailFields
        }
      }
    }
  `,
  [ClientDetailFields],
);

export const CreateGuestSignInTokenMutation = graphql(`
  mutation CreateGuestSignInToken($guestId: ID!) {
    createGuestSignInToken(guestId: $guestId) {
      url
      expiresAt
    }
  }
`);

export const RevokeGuestSignInTokensMutation = graphql(`
  mutation RevokeGuestSignInTokens($guestId: ID!) {
    revokeGuestSignInTokens(guestId: $guestId)
  }
`);

export const GuestInstructionLinkMutation = graphql(`
  mutation GuestInstructionLink($label: String!, $password: String!) {
    guestInstructionLink(label: $label, password: $password) {
      guestId
      signInUrl
    }
  }
`);

// --- result and input types, derived from the operations above and the schema (ADR 017)

export type GuestInput = SchemaType<'GuestInput'>;
