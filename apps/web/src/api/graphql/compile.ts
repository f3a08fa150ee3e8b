/**
 * The GraphQL operations of compiling and weighing (issue 6, SPEC §2 /orders/compile): the
 * deadlines to pick from, the compile list with progress per zone, the line changes (measured
 * weight, missing, packed), the label printer settings and delivery dockets. Re-exported by
 * ../operations.ts, so operations.test.ts validates them against apps/server/schema.graphql.
 */
import type { Language } from '@bakery/core';
import { operation } from '../operation';

export interface CompileDeadline {
  /** ISO instant. */
  deadline: string;
  /** YYYY-MM-DD of its first delivery, null when it has only additional breads. */
  deliveryDate: string | null;
  orderCount: number;
}

export interface CompileLine {
  id: string;
  amount: number;
  haveToWeight: boolean;
  approxWeight: number;
  /** Grams of the whole ordered product; -1 = not weighed. */
  measuredWeight: number;
  missing: number;
  /** Done: all missing, else weighed (weighed products) or marked packed. */
  packed: boolean;
  /** Marked packed by hand (products not weighed). */
  packedMark: boolean;
  priceCents: number;
  pricePerKgCents: number;
  product: { id: string; name: string };
}

export interface CompileOrder {
  id: string;
  number: number;
  publicId: string;
  deliveryDate: string;
  message: string | null;
  takeaway: boolean;
  lines: CompileLine[];
}

export interface CompileClient {
  id: string;
  name: string;
  hostName: string | null;
  zoneId: string | null;
  zoneName: string | null;
  orders: CompileOrder[];
}

export interface CompileProgress {
  /** null = orders without a zone. */
  zoneId: string | null;
  zoneName: string | null;
  packed: number;
  total: number;
}

export interface CompileList {
  deadline: string;
  page: number;
  pageSize: number;
  totalLines: number;
  clients: CompileClient[];
  progress: CompileProgress[];
}

export interface LabelSettings {
  widthMm: number;
  /** null = continuous roll. */
  heightMm: number | null;
  priceOnLabel: boolean;
}

export interface DeliveryDocketSummary {
  id: string;
  number: string;
  sequence: number;
  deliveryDate: string;
  client: { id: string; displayName: string };
  orders: { id: string; number: number }[];
}

/**
 * The zone argument of the production views: null = all zones, '0' = orders without a zone,
 * else a zone id.
 */
export type CompileZone = string | null;

const COMPILE_LINE_FIELDS = /* GraphQL */ `
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
`;

const DOCKET_FIELDS = 'id number sequence deliveryDate client { id displayName } orders { id number }';

/** The deadlines to compile (named apart from the bake list's query of the same field). */
export const CompileDeadlinesQuery = operation<{ bakeListDeadlines: CompileDeadline[] }>(
  'CompileDeadlines',
  `query CompileDeadlines { bakeListDeadlines { deadline deliveryDate orderCount } }`,
);

export const CompileListQuery = operation<
  { compileList: CompileList },
  { deadline: string; zoneId: CompileZone; page: number; language: Language }
>(
  'CompileList',
  `query CompileList($deadline: String!, $zoneId: ID, $page: Int, $language: Language) {
    compileList(deadline: $deadline, zoneId: $zoneId, page: $page, language: $language) {
      deadline page pageSize totalLines
      progress { zoneId zoneName packed total }
      clients { id name hostName zoneId zoneName orders { id number publicId deliveryDate message takeaway lines { ...CompileLineFields } } }
    }
  } ${COMPILE_LINE_FIELDS}`,
);

export const UploadMeasuredWeightMutation = operation<
  { uploadMeasuredWeight: CompileLine },
  { orderedProductId: string; grams: number }
>(
  'UploadMeasuredWeight',
  `mutation UploadMeasuredWeight($orderedProductId: ID!, $grams: Int!) {
    uploadMeasuredWeight(orderedProductId: $orderedProductId, grams: $grams) { ...CompileLineFields }
  } ${COMPILE_LINE_FIELDS}`,
);

export const SetMissingMutation = operation<{ setMissing: CompileLine }, { orderedProductId: string; amount: number }>(
  'SetMissing',
  `mutation SetMissing($orderedProductId: ID!, $amount: Int!) { setMissing(orderedProductId: $orderedProductId, amount: $amount) { ...CompileLineFields } } ${COMPILE_LINE_FIELDS}`,
);

export const SetPackedMutation = operation<{ setPacked: CompileLine }, { orderedProductId: string; packed: boolean }>(
  'SetPacked',
  `mutation SetPacked($orderedProductId: ID!, $packed: Boolean!) { setPacked(orderedProductId: $orderedProductId, packed: $packed) { ...CompileLineFields } } ${COMPILE_LINE_FIELDS}`,
);

export const LabelSettingsQuery = operation<{ labelSettings: LabelSettings }>(
  'LabelSettings',
  `query LabelSettings { labelSettings { widthMm heightMm priceOnLabel } }`,
);

export const UpdateLabelSettingsMutation = operation<{ updateLabelSettings: LabelSettings }, { input: LabelSettings }>(
  'UpdateLabelSettings',
  `mutation UpdateLabelSettings($input: LabelSettingsInput!) { updateLabelSettings(input: $input) { widthMm heightMm priceOnLabel } }`,
);

export const DeliveryDocketsQuery = operation<
  { deliveryDockets: DeliveryDocketSummary[] },
  { deadline: string; zoneId: CompileZone }
>(
  'DeliveryDockets',
  `query DeliveryDockets($deadline: String!, $zoneId: ID) { deliveryDockets(deadline: $deadline, zoneId: $zoneId) { ${DOCKET_FIELDS} } }`,
);

export const CreateDeliveryDocketsMutation = operation<
  { createDeliveryDockets: DeliveryDocketSummary[] },
  { deadline: string; zoneId: CompileZone }
>(
  'CreateDeliveryDockets',
  `mutation CreateDeliveryDockets($deadline: String!, $zoneId: ID) { createDeliveryDockets(deadline: $deadline, zoneId: $zoneId) { ${DOCKET_FIELDS} } }`,
);

export const COMPILE_OPERATIONS = [
  CompileDeadlinesQuery,
  CompileListQuery,
  UploadMeasuredWeightMutation,
  SetMissingMutation,
  SetPackedMutation,
  LabelSettingsQuery,
  UpdateLabelSettingsMutation,
  DeliveryDocketsQuery,
  CreateDeliveryDocketsMutation,
] as const;
