/**
 * The GraphQL operations of compiling and weighing (issue 6, SPEC §2 /orders/compile): the deadlines
 * to pick from, the compile list with progress per zone, the line changes (measured weight, missing,
 * packed), the label printer settings and delivery dockets. ../operations.test.ts validates them
 * against apps/server/schema.graphql.
 */
import { graphql, type ResultOf, type VariablesOf } from '../graphql';

export const CompileLineFields = graphql(`
  fragment CompileLineFields on CompileLine {
    id
    amount
    haveToWeight
    approxWeight
    measuredWeight
    missing
    packed
    packedMark
    priceCents
    pricePerKgCents
    product {
      id
      name
    }
  }
`);

/** The deadlines to compile (named apart from the bake list's query of the same field). */
export const CompileDeadlinesQuery = graphql(`
  query CompileDeadlines {
    bakeListDeadlines {
      deadline
      deliveryDate
      orderCount
    }
  }
`);

export const CompileListQuery = graphql(
  `
    query CompileList($deadline: String!, $zoneId: ID, $page: Int, $language: Language) {
      compileList(deadline: $deadline, zoneId: $zoneId, page: $page, language: $language) {
        deadline
        page
        pageSize
        totalLines
        progress {
          zoneId
          zoneName
          packed
          total
        }
        clients {
          id
          name
          hostName
          zoneId
          zoneName
          orders {
            id
            number
            publicId
            deliveryDate
            message
            takeaway
            lines {
              ...CompileLineFields
            }
          }
        }
      }
    }
  `,
  [CompileLineFields],
);

export const UploadMeasuredWeightMutation = graphql(
  `
    mutation UploadMeasuredWeight($orderedProductId: ID!, $grams: Int!) {
      uploadMeasuredWeight(orderedProductId: $orderedProductId, grams: $grams) {
        ...CompileLineFields
      }
    }
  `,
  [CompileLineFields],
);

export const SetMissingMutation = graphql(
  `
    mutation SetMissing($orderedProductId: ID!, $amount: Int!) {
      setMissing(orderedProductId: $orderedProductId, amount: $amount) {
        ...CompileLineFields
      }
    }
  `,
  [CompileLineFields],
);

export const SetPackedMutation = graphql(
  `
    mutation SetPacked($orderedProductId: ID!, $packed: Boolean!) {
      setPacked(orderedProductId: $orderedProductId, packed: $packed) {
        ...CompileLineFields
      }
    }
  `,
  [CompileLineFields],
);

export const LabelSettingsQuery = graphql(`
  query LabelSettings {
    labelSettings {
      widthMm
      heightMm
      priceOnLabel
    }
  }
`);

export const UpdateLabelSettingsMutation = graphql(`
  mutation UpdateLabelSettings($input: LabelSettingsInput!) {
    updateLabelSettings(input: $input) {
      widthMm
      heightMm
      priceOnLabel
    }
  }
`);

export const DeliveryDocketsQuery = graphql(`
  query DeliveryDockets($deadline: String!, $zoneId: ID) {
    deliveryDocketsToMake(deadline: $deadline, zoneId: $zoneId) {
      count
      pastDays
    }
    deliveryDockets(deadline: $deadline, zoneId: $zoneId) {
      id
      number
      sequence
      deliveryDate
      client {
        id
        displayName
      }
      orders {
        id
        number
      }
    }
  }
`);

export const CreateDeliveryDocketsMutation = graphql(`
  mutation CreateDeliveryDockets($deadline: String!, $zoneId: ID) {
    createDeliveryDockets(deadline: $deadline, zoneId: $zoneId) {
      id
      number
      sequence
      deliveryDate
      client {
        id
        displayName
      }
      orders {
        id
        number
      }
    }
  }
`);

/** The dashboard's warning: today's deliveries that would leave without a docket. */
export const UndocketedTodayQuery = graphql(`
  query UndocketedToday {
    undocketedToday {
      deliveryDate
      recipients
      orders
      deadlines
    }
  }
`);

// --- result and input types, derived from the operations above and the schema (ADR 017)

export type CompileDeadline = ResultOf<typeof CompileDeadlinesQuery>['bakeListDeadlines'][number];
export type CompileList = ResultOf<typeof CompileListQuery>['compileList'];
export type CompileClient = CompileList['clients'][number];
export type CompileOrder = CompileClient['orders'][number];
/** measuredWeight -1 = not weighed; packed: all missing, weighed or marked packed. */
export type CompileLine = ResultOf<typeof CompileLineFields>;
/** zoneId null = orders without a zone. */
export type CompileProgress = CompileList['progress'][number];
export type LabelSettings = ResultOf<typeof LabelSettingsQuery>['labelSettings'];
export type DeliveryDocketSummary = ResultOf<typeof DeliveryDocketsQuery>['deliveryDockets'][number];
/** The zone argument of the production views: null = all zones, '0' = orders without a zone, else a zone id. */
export type CompileZone = NonNullable<VariablesOf<typeof CompileListQuery>['zoneId']> | null;
