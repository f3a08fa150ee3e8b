import {
  clientInputSchema,
  DETAIL_TEXT_FIELDS,
  type ClientSchemaOptions,
  type DetailTextField,
} from '@bakery/core/account-schemas';
import type { PaymentMethod, PaymentTerms } from '@bakery/core/payment';
import { failOnIssues } from '../../platform/schema-issues';

/** Base data, billing data and settings of a host or private customer as the bakery types them. */
export interface ClientInput {
  kind: 'HOST' | 'PRIVATE';
  username: string;
  email?: string | null;
  language?: string | null;
  companyName?: string | null;
  fullName?: string | null;
  /** Nome and Cognome of a client billed as a person (FatturaPA 1.4.1.3.2/3); the full name defaults to both. */
  firstName?: string | null;
  lastName?: string | null;
  street?: string | null;
  houseNumber?: string | null;
  postalCode?: string | null;
  city?: string | null;
  /** Provincia of an Italian address (sigla, e.g. BZ). */
  province?: string | null;
  country?: string | null;
  partitaIva?: string | null;
  taxNumber?: string | null;
  recipientCode?: string | null;
  pec?: string | null;
  /** How the client pays its bills; null = its kind's default (core defaultPayment). */
  paymentMethod?: PaymentMethod | null;
  paymentTerms?: PaymentTerms | null;
  tel?: string | null;
  extra?: string | null;
  deadline?: string | null;
  priceListId?: number | null;
  deliveryZoneId?: number | null;
  discountId?: number | null;
  checkOrders?: boolean | null;
  createBills?: boolean | null;
  ignoreDeadline?: boolean | null;
  deliversSaturday?: boolean | null;
  deliversSunday?: boolean | null;
  deliveryCost?: string | null;
  deliveryCostMin?: string | null;
  noDeliveryCost?: boolean | null;
  takeaway?: boolean | null;
  /** Prices on the client's delivery dockets (default on). */
  docketPrices?: boolean | null;
  activeFrom?: string | null;
  activeTo?: string | null;
}

/** The order in which a BAD_INPUT or INVALID_DATE answer lists the client form's fields. */
const FIELD_ORDER = [
  'username',
  'email',
  ...DETAIL_TEXT_FIELDS,
  'country',
  'deadline',
  'deliveryCost',
  'deliveryCostMin',
  'activeFrom',
  'activeTo',
];

/**
 * Checks the input with core's clientInputSchema — the schema the web's client form uses too —
 * and gives the values for the users and user_details rows. Throws before anything is written:
 * a username or e-mail rule with its code and `field`; INVALID_DATE / BAD_INPUT with `fields`.
 */
export function cleanClientInput(input: ClientInput, options: ClientSchemaOptions = {}) {
  const result = clientInputSchema(options).safeParse(input);
  if (!result.success) failOnIssues(result.error.issues, FIELD_ORDER);
  const c = result.data;
  const detail = Object.fromEntries(DETAIL_TEXT_FIELDS.map((f) => [f, c[f]])) as Record<DetailTextField, string | null>;
  return {
    user: {
      username: c.username,
      email: c.email,
      language: c.language,
      isHost: c.kind === 'HOST',
      checkOrders: c.checkOrders,
      createBills: c.createBills,
      ignoreDeadline: c.ignoreDeadline,
      deliversSaturday: c.deliversSaturday,
      deliversSunday: c.deliversSunday,
      deliveryCost: c.deliveryCost,
      deliveryCostMin: c.deliveryCostMin,
      noDeliveryCost: c.noDeliveryCost,
      takeaway: c.takeaway,
      docketPrices: c.docketPrices,
      activeFrom: c.activeFrom,
      activeTo: c.activeTo,
    },
    detail: {
      ...detail,
      country: c.country,
      deadline: c.deadline,
      paymentMethod: c.paymentMethod,
      paymentTerms: c.paymentTerms,
    },
  };
}
