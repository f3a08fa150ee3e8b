/** A bakery's hosts and private customers, a host's guests, their sign-in links. */
import { operation } from '../operation';
import type {
  Client,
  ClientInput,
  ClientKind,
  ClientPage,
  ClientWithDetail,
  CreatedClient,
  GuestInput,
} from '../types';
import { USER_FIELDS } from './account';

const CLIENT_FIELDS = /* GraphQL */ `
  fragment ClientFields on User {
    ...UserFields
    stayStatus
    clientSettings {
      awaitingAcceptance
      priceListId
      deliveryZoneId
      discountId
      checkOrders
      createBills
      ignoreDeadline
      deliversSaturday
      deliversSunday
      deliveryCost
      deliveryCostMin
      noDeliveryCost
      takeaway
      docketPrices
    }
  }
  ${USER_FIELDS}
`;
const CLIENT_DETAIL_FIELDS = /* GraphQL */ `
  fragment ClientDetailFields on User {
    ...ClientFields
    detail {
      companyName
      fullName
      firstName
      lastName
      street
      houseNumber
      postalCode
      city
      province
      country
      partitaIva
      taxNumber
      recipientCode
      pec
      paymentMethod
      paymentTerms
      tel
      extra
      deadline
    }
  }
  ${CLIENT_FIELDS}
`;

export const ClientsQuery = operation<
  { clients: ClientPage },
  { page?: number; search?: string | null; kind?: ClientKind; includeBlocked?: boolean }
>(
  'Clients',
  `query Clients($page: Int, $search: String, $kind: ClientKind, $includeBlocked: Boolean) {
    clients(page: $page, search: $search, kind: $kind, includeBlocked: $includeBlocked) { total page pageSize items { ...ClientFields } }
  } ${CLIENT_FIELDS}`,
);

export const CountNewPrivatesQuery = operation<{ countNewPrivates: number }>(
  'CountNewPrivates',
  `query CountNewPrivates { countNewPrivates }`,
);

export const ClientQuery = operation<{ user: ClientWithDetail | null }, { id: string }>(
  'Client',
  `query Client($id: ID!) { user(id: $id) { ...ClientDetailFields } } ${CLIENT_DETAIL_FIELDS}`,
);

export const DeliveryZoneNamesQuery = operation<{ deliveryZones: { id: string | null; name: string | null }[] }>(
  'DeliveryZoneNames',
  `query DeliveryZoneNames { deliveryZones { id name } }`,
);

export const AcceptPrivateMutation = operation<{ acceptPrivate: Client }, { id: string }>(
  'AcceptPrivate',
  `mutation AcceptPrivate($id: ID!) { acceptPrivate(id: $id) { ...ClientFields } } ${CLIENT_FIELDS}`,
);

export const DeleteClientMutation = operation<{ deleteClient: Client }, { id: string }>(
  'DeleteClient',
  `mutation DeleteClient($id: ID!) { deleteClient(id: $id) { ...ClientFields } } ${CLIENT_FIELDS}`,
);

export const RestoreClientMutation = operation<{ restoreClient: Client }, { id: string }>(
  'RestoreClient',
  `mutation RestoreClient($id: ID!) { restoreClient(id: $id) { ...ClientFields } } ${CLIENT_FIELDS}`,
);

export const CreateClientMutation = operation<
  { createClient: CreatedClient },
  { input: ClientInput; sendWelcomeMail?: boolean }
>(
  'CreateClient',
  `mutation CreateClient($input: ClientInput!, $sendWelcomeMail: Boolean) {
    createClient(input: $input, sendWelcomeMail: $sendWelcomeMail) { password signInUrl mailed user { ...ClientDetailFields } }
  } ${CLIENT_DETAIL_FIELDS}`,
);

export const UpdateClientMutation = operation<{ updateClient: ClientWithDetail }, { id: string; input: ClientInput }>(
  'UpdateClient',
  `mutation UpdateClient($id: ID!, $input: ClientInput!) { updateClient(id: $id, input: $input) { ...ClientDetailFields } } ${CLIENT_DETAIL_FIELDS}`,
);

export const CreateGuestMutation = operation<{ createGuest: CreatedClient }, { input: GuestInput }>(
  'CreateGuest',
  `mutation CreateGuest($input: GuestInput!) { createGuest(input: $input) { password signInUrl mailed user { ...ClientDetailFields } } } ${CLIENT_DETAIL_FIELDS}`,
);

export const UpdateGuestMutation = operation<{ updateGuest: ClientWithDetail }, { id: string; input: GuestInput }>(
  'UpdateGuest',
  `mutation UpdateGuest($id: ID!, $input: GuestInput!) { updateGuest(id: $id, input: $input) { ...ClientDetailFields } } ${CLIENT_DETAIL_FIELDS}`,
);

export const ResetGuestPasswordMutation = operation<{ resetGuestPassword: CreatedClient }, { guestId: string }>(
  'ResetGuestPassword',
  `mutation ResetGuestPassword($guestId: ID!) { resetGuestPassword(guestId: $guestId) { password signInUrl mailed user { ...ClientDetailFields } } } ${CLIENT_DETAIL_FIELDS}`,
);

export const CreateGuestSignInTokenMutation = operation<
  { createGuestSignInToken: { url: string; expiresAt: string } },
  { guestId: string }
>(
  'CreateGuestSignInToken',
  `mutation CreateGuestSignInToken($guestId: ID!) { createGuestSignInToken(guestId: $guestId) { url expiresAt } }`,
);

export const RevokeGuestSignInTokensMutation = operation<{ revokeGuestSignInTokens: number }, { guestId: string }>(
  'RevokeGuestSignInTokens',
  `mutation RevokeGuestSignInTokens($guestId: ID!) { revokeGuestSignInTokens(guestId: $guestId) }`,
);

export const GuestInstructionLinkMutation = operation<
  { guestInstructionLink: { guestId: string; signInUrl: string } },
  { label: string; password: string }
>(
  'GuestInstructionLink',
  `mutation GuestInstructionLink($label: String!, $password: String!) { guestInstructionLink(label: $label, password: $password) { guestId signInUrl } }`,
);

// --- settings, profile, delivery zones, holidays (/settings, /profile)

export const CLIENTS_OPERATIONS = [
  ClientsQuery,
  CountNewPrivatesQuery,
  ClientQuery,
  DeliveryZoneNamesQuery,
  AcceptPrivateMutation,
  DeleteClientMutation,
  RestoreClientMutation,
  CreateClientMutation,
  UpdateClientMutation,
  CreateGuestMutation,
  UpdateGuestMutation,
  ResetGuestPasswordMutation,
  CreateGuestSignInTokenMutation,
  RevokeGuestSignInTokensMutation,
  GuestInstructionLinkMutation,
] as const;
