/** Own base data and profile, bakery settings, document settings, delivery zones, holidays. */
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

export const DeliveryZonesQuery = graphql(`
  query DeliveryZones {
    deliveryZones {
      id
      name
      userCount
      orderCount
    }
  }
`);

export const CreateDeliveryZoneMutation = graphql(`
  mutation CreateDeliveryZone($name: String!) {
    createDeliveryZone(name: $name) {
      id
      name
    }
  }
`);

export const RenameDeliveryZoneMutation = graphql(`
  mutation RenameDeliveryZone($id: ID!, $name: String!) {
    renameDeliveryZone(id: $id, name: $name) {
      id
      name
    }
  }
`);

export const DeleteDeliveryZoneMutation = graphql(`
  mutation DeleteDeliveryZone($id: ID!) {
    deleteDeliveryZone(id: $id)
  }
`);

export const HolidaysQuery = graphql(`
  query Holidays($page: Int) {
    holidays(page: $page) {
      total
      page
      pageSize
      items {
        id
        name
        from
        to
      }
    }
  }
`);

export const HolidaysOfMyBakeryQuery = graphql(`
  query HolidaysOfMyBakery($from: String) {
    holidaysOfMyBakery(from: $from) {
      id
      name
      from
      to
    }
  }
`);

export const CreateHolidayMutation = graphql(`
  mutation CreateHoliday($name: String!, $from: String!, $to: String!) {
    createHoliday(name: $name, from: $from, to: $to) {
      id
      name
      from
      to
    }
  }
`);

export const UpdateHolidayMutation = graphql(`
  mutation UpdateHoliday($id: ID!, $name: String!, $from: String!, $to: String!) {
    updateHoliday(id: $id, name: $name, from: $from, to: $to) {
      id
      name
      from
      to
    }
  }
`);

export const DeleteHolidayMutation = graphql(`
  mutation DeleteHoliday($id: ID!) {
    deleteHoliday(id: $id)
  }
`);

const DocumentSettingsFields = graphql(`
  fragment DocumentSettingsFields on DocumentSettings {
    eBillData {
      companyName
      vatNumber
      taxCode
      regime
      street
      houseNumber
      postalCode
      city
      province
      country
      pec
      phone
      email
      rea {
        office
        number
        shareCapital
        soleShareholder
        liquidation
      }
      iban
      bankName
      transmitterCode
      zeroRateNatura
      zeroRateReference
      stampDuty
    }
    eBillDataProblems
    pdfHeader
    pdfFooter
    pdfLogo {
      id
      url
      formats {
        thumbnail
        small
        medium
      }
    }
    billNumberFormat
    nextBillNumber
    nextBillPreview
    prefix
    suffix
    ddNumberFormat
    nextDdNumber
    nextDdPreview
    creditNoteNumberFormat
    nextCreditNoteNumber
    nextCreditNotePreview
    numberChanges {
      series
      fromNumber
      toNumber
      reason
      changedAt
    }
  }
`);

export const DocumentSettingsQuery = graphql(
  `
    query DocumentSettings {
      documentSettings {
        ...DocumentSettingsFields
      }
    }
  `,
  [DocumentSettingsFields],
);

export const UpdateDocumentSettingsMutation = graphql(
  `
    mutation UpdateDocumentSettings($input: DocumentSettingsInput!) {
      updateDocumentSettings(input: $input) {
        ...DocumentSettingsFields
      }
    }
  `,
  [DocumentSettingsFields],
);

// --- result and input types, derived from the operations above and the schema (ADR 017)

/** The signed-in account with what /settings and /profile edit. */
export type MyAccount = ResultOf<typeof MyAccountFields>;
/** The account's own base and billing data (user_details without the deadline). */
export type BaseData = NonNullable<MyAccount['detail']>;
export type BaseDataField = keyof BaseData;
export type BakerySettings = ResultOf<typeof BakerySettingsQuery>['bakerySettings'];
export type BakerySettingsInput = SchemaType<'BakerySettingsInput'>;
/** A delivery zone with its clients and orders; id and name null = the no-zone bucket. */
export type DeliveryZoneCounts = ResultOf<typeof DeliveryZonesQuery>['deliveryZones'][number];
export type HolidayPage = ResultOf<typeof HolidaysQuery>['holidays'];
/** A bakery holiday, both ends (YYYY-MM-DD) included. */
export type Holiday = HolidayPage['items'][number];
export type DocumentSettings = ResultOf<typeof DocumentSettingsQuery>['documentSettings'];
export type EBillData = NonNullable<DocumentSettings['eBillData']>;
export type DocumentSettingsInput = SchemaType<'DocumentSettingsInput'>;
