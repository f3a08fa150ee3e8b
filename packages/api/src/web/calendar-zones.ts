/**
 * The bakery's delivery zones and holidays (Settings → Zones, Holidays), and the holidays of a
 * customer's bakery. ../operations.test.ts validates them against apps/server/schema.graphql.
 */
import { graphql, type ResultOf } from '../graphql';

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

// --- result and input types, derived from the operations above and the schema (ADR 017)

/** A delivery zone with its clients and orders; id and name null = the no-zone bucket. */
export type DeliveryZoneCounts = ResultOf<typeof DeliveryZonesQuery>['deliveryZones'][number];
export type HolidayPage = ResultOf<typeof HolidaysQuery>['holidays'];
/** A bakery holiday, both ends (YYYY-MM-DD) included. */
export type Holiday = HolidayPage['items'][number];
