/**
 * How a stored bill is read back (issue 47, "typed at the edges"). A bill is a fiscal document kept
 * for ten years: `bills.snapshot` must be read then as it is read today, so its shape is written
 * out here per version, literally — not derived from core's lists or types, which may change — and
 * every reader goes through `readBillSnapshot`. A row without `version` is version 1 (the writers
 * have always written 1; rows are never rewritten to add it). A new version gets its own schema
 * beside V1 and its own entry in SNAPSHOT_VERSIONS, with an upgrade to the current shape.
 */
import { z } from 'zod';
import type { EBillDataDraft } from '@bakery/core/fiscal';
import { fail } from '../../platform/errors';
import type { BillSnapshot } from './bill-snapshot';
import type { BillRow } from './bills.queries';

const nullableText = z.string().nullable();
const optionalText = z.string().nullish();
const cents = z.number().int();

/**
 * The seller data as bill_settings.e_bill_data holds it and a snapshot freezes it (core `EBillDataDraft`:
 * each field a string when set). Not core's `EBillDataSchema`: that one decides what may be saved and
 * sent today, while a stored bill must still be read when it would no longer pass (readers refuse
 * incomplete seller data with their own codes, BILL_SELLER_DATA_MISSING). Unknown keys are kept.
 */
export const StoredEBillDataSchema = z.looseObject({
  companyName: optionalText,
  vatNumber: optionalText,
  taxCode: optionalText,
  regime: optionalText,
  street: optionalText,
  houseNumber: optionalText,
  postalCode: optionalText,
  city: optionalText,
  province: optionalText,
  country: optionalText,
  pec: optionalText,
  phone: optionalText,
  email: optionalText,
  iban: optionalText,
  bankName: optionalText,
  transmitterCode: optionalText,
  zeroRateNatura: optionalText,
  zeroRateReference: optionalText,
  stampDuty: optionalText,
  previousRegime: optionalText,
  regimeSince: optionalText,
  rea: z
    .looseObject({
      office: optionalText,
      number: optionalText,
      shareCapital: optionalText,
      soleShareholder: optionalText,
      liquidation: optionalText,
    })
    .nullish(),
}) satisfies z.ZodType<EBillDataDraft>;

const LineSchemaV1 = z.looseObject({
  orderId: z.number().int(),
  kind: z.enum(['PRODUCT', 'DELIVERY', 'STAMP_DUTY']),
  orderedProductId: z.number().int().nullable(),
  basis: z.enum(['MEASURED', 'APPROX', 'NOT_WEIGHED']).nullable(),
  quantity: z.string(),
  unit: z.enum(['PZ', 'KG']).nullable(),
  unitPrice: z.string(),
  /** absent before issue 15 and on lines by kg, delivery and stamp duty */
  gramsPerPiece: z.number().optional(),
  grossCents: cents,
  discountPercent: z.string(),
  discountCents: cents,
  netCents: cents,
  vatRate: z.string(),
  /** absent before issue 14 and on taxed lines */
  natura: z.string().optional(),
  legalReference: z.string().optional(),
  name: z.string(),
  articleCode: nullableText,
  creditOf: z.number().int().optional(),
  creditBy: z.enum(['QUANTITY', 'AMOUNT']).optional(),
});

const SummarySchemaV1 = z.looseObject({
  vatRate: z.string(),
  taxableCents: cents,
  taxCents: cents,
  natura: z.string().optional(),
  legalReference: z.string().optional(),
});

/** Version 1, as every writer since the first bill stores it (fields added later are optional: older rows lack them). */
export const BillSnapshotV1Schema = z.looseObject({
  /** absent = 1 */
  version: z.literal(1).default(1),
  language: z.enum(['de', 'it', 'en']),
  seller: z.looseObject({
    name: z.string(),
    eBillData: StoredEBillDataSchema,
    header: nullableText,
    footer: nullableText,
    logoId: z.number().int().nullable(),
  }),
  buyer: z.looseObject({
    id: z.number().int(),
    kind: z.enum(['HOST', 'PRIVATE']),
    name: z.string(),
    companyName: nullableText,
    fullName: nullableText,
    /** firstName, lastName, province: absent before issue 14 */
    firstName: optionalText,
    lastName: optionalText,
    street: nullableText,
    houseNumber: nullableText,
    postalCode: nullableText,
    city: nullableText,
    province: optionalText,
    country: z.string(),
    vatNumber: nullableText,
    taxCode: nullableText,
    recipientCode: nullableText,
    pec: nullableText,
    email: nullableText,
  }),
  orders: z.array(
    z.looseObject({
      id: z.number().int(),
      number: z.number().int(),
      deliveryDate: z.string(),
      docketNumber: nullableText,
      docketDate: nullableText,
      guest: nullableText,
    }),
  ),
  lines: z.array(LineSchemaV1),
  summaries: z.array(SummarySchemaV1),
  goodsCents: cents,
  discountCents: cents,
  deliveryCents: cents,
  netCents: cents,
  taxCents: cents,
  totalCents: cents,
  /** absent = no stamp duty due (and on bills before it was computed) */
  stampDuty: z.looseObject({ amountCents: cents, chargedToClient: z.boolean() }).optional(),
  /** set on a credit note */
  credit: z
    .looseObject({ billId: z.number().int(), billNumber: z.string(), billDate: z.string(), reason: z.string() })
    .optional(),
  /** absent before issue 14: bank transfer */
  payment: z
    .looseObject({
      method: z.enum(['MP01', 'MP05', 'MP08', 'MP12', 'MP19', 'MP21']),
      terms: z.enum(['IMMEDIATE', 'DAYS_30', 'DAYS_30_EOM']),
    })
    .optional(),
  /** absent before editBill (issue 15) */
  note: optionalText,
}) satisfies z.ZodType<BillSnapshot, unknown>;

/** Each stored version and how it becomes today's BillSnapshot. */
const SNAPSHOT_VERSIONS: Record<number, (stored: unknown) => z.ZodSafeParseResult<BillSnapshot>> = {
  1: (stored) => BillSnapshotV1Schema.safeParse(stored),
};

/** The version a stored snapshot was written in: its `version`, absent = 1. */
export function storedSnapshotVersion(stored: unknown): unknown {
  if (typeof stored !== 'object' || stored === null || !('version' in stored) || stored.version === undefined) return 1;
  return stored.version;
}

// a row is read by many resolvers of one answer (total, lines, summaries …): parse its snapshot once
const parsed = new WeakMap<object, BillSnapshot>();

/**
 * The frozen snapshot of a stored bill, checked against the schema of the version it was written
 * in. A bill without one, of an unknown version or one that does not parse is refused as INTERNAL
 * (nobody can fix it from a screen), logged with the bill's id and what did not parse.
 */
export function readBillSnapshot(row: Pick<BillRow, 'id' | 'snapshot'>): BillSnapshot {
  const stored: unknown = row.snapshot;
  if (typeof stored !== 'object' || stored === null) {
    console.error(`bill ${row.id}: no stored snapshot`);
    return fail('INTERNAL');
  }
  const known = parsed.get(stored);
  if (known) return known;
  const version = storedSnapshotVersion(stored);
  const read = typeof version === 'number' ? SNAPSHOT_VERSIONS[version] : undefined;
  if (!read) {
    console.error(`bill ${row.id}: stored snapshot of unknown version ${JSON.stringify(version)}`);
    return fail('INTERNAL');
  }
  const result = read(stored);
  if (!result.success) {
    console.error(
      `bill ${row.id}: stored snapshot (version ${version}) does not parse:`,
      z.prettifyError(result.error),
    );
    return fail('INTERNAL');
  }
  parsed.set(stored, result.data);
  return result.data;
}
