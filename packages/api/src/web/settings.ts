/** Own base data and profile, and the bakery's settings; Settings → Documents is in document-settings.ts, zones and holidays in calendar-zones.ts. */
import { graphql, type ResultOf, type SchemaType } from '../graphql';
import { UserFields } from './account';

export const MyAccountFields = graphql(
  `
    fragment MyAccountFields on User {
      ...UserFields
      acceptsGuestOrders
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
        tel
        extra
      }
    }
  `,
  [UserFields],
);

export const MyAccountQuery = graphql(
  `
    query MyAccount {
      me {
        ...MyAccountFields
      }
    }
  `,
  [MyAccountFields],
);

export const UpdateMyDetailsMutation = graphql(
  `
    mutation UpdateMyDetails($input: UserDetailInput!) {
      updateMyDetails(input: $input) {
        ...MyAccountFields
      }
    }
  `,
  [MyAccountFields],
);

export const UpdateMyProfileMutation = graphql(
  `
    mutation UpdateMyProfile($acceptsGuestOrders: Boolean!) {
      updateMyProfile(acceptsGuestOrders: $acceptsGuestOrders) {
        ...MyAccountFields
      }
    }
  `,
  [MyAccountFields],
);

export const BakerySettingsQuery = graphql(`
  query BakerySettings {
    bakerySettings {
      createBills
      ignoreDeadline
      deliversSaturday
      deliversSunday
      takeaway
      deliveryCost
      deliveryCostMin
      deadline
      timeZone
    }
  }
`);

export const UpdateBakerySettingsMutation = graphql(`
  mutation UpdateBakerySettings($input: BakerySettingsInput!) {
    updateBakerySettings(input: $input) {
      createBills
      ignoreDeadline
      deliversSaturday
      deliversSunday
      takeaway
      deliveryCost
      deliveryCostMin
      deadline
      timeZone
    }
  }
`);

// --- result and input types, derived from the operations above and the schema (ADR 017)

/** The signed-in account with what /settings and /profile edit. */
export type MyAccount = ResultOf<typeof MyAccountFields>;
/** The account's own base and billing data (user_details without the deadline). */
export type BaseData = NonNullable<MyAccount['detail']>;
export type BaseDataField = keyof BaseData;
export type BakerySettings = ResultOf<typeof BakerySettingsQuery>['bakerySettings'];
export type BakerySettingsInput = SchemaType<'BakerySettingsInput'>;
