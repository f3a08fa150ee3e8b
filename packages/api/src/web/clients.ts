/** A bakery's hosts and private customers and a host's guests as clients; changing guests and their sign-in links is in guests.ts. */
import { graphql, type ResultOf, type SchemaType } from '../graphql';
import { UserFields } from './account';

export const ClientFields = graphql(
  `
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
  `,
  [UserFields],
);
export const ClientDetailFields = graphql(
  `
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
  `,
  [ClientFields],
);

export const ClientsQuery = graphql(
  `
    query Clients($page: Int, $search: String, $kind: ClientKind, $includeBlocked: Boolean) {
      clients(page: $page, search: $search, kind: $kind, includeBlocked: $includeBlocked) {
        total
        page
        pageSize
        items {
          ...ClientFields
        }
      }
    }
  `,
  [ClientFields],
);

export const CountNewPrivatesQuery = graphql(`
  query CountNewPrivates {
    countNewPrivates
  }
`);

export const ClientQuery = graphql(
  `
    query Client($id: ID!) {
      user(id: $id) {
        ...ClientDetailFields
      }
    }
  `,
  [ClientDetailFields],
);

export const DeliveryZoneNamesQuery = graphql(`
  query DeliveryZoneNames {
    deliveryZones {
      id
      name
    }
  }
`);

export const AcceptPrivateMutation = graphql(
  `
    mutation AcceptPrivate($id: ID!) {
      acceptPrivate(id: $id) {
        ...ClientFields
      }
    }
  `,
  [ClientFields],
);

export const DeleteClientMutation = graphql(
  `
    mutation DeleteClient($id: ID!) {
      deleteClient(id: $id) {
        ...ClientFields
      }
    }
  `,
  [ClientFields],
);

export const RestoreClientMutation = graphql(
  `
    mutation RestoreClient($id: ID!) {
      restoreClient(id: $id) {
        ...ClientFields
      }
    }
  `,
  [ClientFields],
);

export const CreateClientMutation = graphql(
  `
    mutation CreateClient($input: ClientInput!, $sendWelcomeMail: Boolean) {
      createClient(input: $input, sendWelcomeMail: $sendWelcomeMail) {
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

export const UpdateClientMutation = graphql(
  `
    mutation UpdateClient($id: ID!, $input: ClientInput!) {
      updateClient(id: $id, input: $input) {
        ...ClientDetailFields
      }
    }
  `,
  [ClientDetailFields],
);

// --- settings, profile, delivery zones, holidays (/settings, /profile)

// --- result and input types, derived from the operations above and the schema (ADR 017)

export type ClientKind = SchemaType<'ClientKind'>;
export type StayStatus = SchemaType<'StayStatus'>;
export type Client = ResultOf<typeof ClientFields>;
/** A client's settings, visible to the bakery (or host) that owns it. */
export type ClientSettings = NonNullable<Client['clientSettings']>;
export type ClientWithDetail = ResultOf<typeof ClientDetailFields>;
export type UserDetail = NonNullable<ClientWithDetail['detail']>;
export type ClientPage = ResultOf<typeof ClientsQuery>['clients'];
export type ClientInput = SchemaType<'ClientInput'>;
/** A new account with its password (shown once) and, for guests, the QR sign-in link. */
export type CreatedClient = ResultOf<typeof CreateClientMutation>['createClient'];
