/** Types of the order operations (issue 4), matching apps/server/schema.graphql. */
import type { AccountKind } from './types';

export type OrderGroup = 'NEXT' | 'FUTURE' | 'PAST' | 'ALL';

export interface OrderFilter {
  group?: OrderGroup | null;
  clientId?: string | null;
  /** ISO instants, inclusive. */
  deadlineFrom?: string | null;
  deadlineTo?: string | null;
  /** Substring of the public id. */
  publicId?: string | null;
}

export interface OrderClientRef {
  id: string;
  displayName: string;
  kind: AccountKind;
}

/** One product of an order with the prices frozen when it was ordered. */
export interface OrderLine {
  id: string;
  amount: number;
  /** VAT percent at order time, e.g. "10". */
  vat: string;
  /** Price of one piece in cents. */
  priceCents: number;
  /** Piece price × amount, half-up once. */
  totalCents: number;
  product: { id: string; name: string; haveToWeight: boolean };
}

/** An order as the list shows it. */
export interface OrderSummary {
  id: string;
  number: number;
  publicId: string;
  /** YYYY-MM-DD */
  deliveryDate: string;
  /** ISO instant until which the client may change the order. */
  deadline: string;
  accepted: boolean;
  paid: boolean;
  billed: boolean;
  takeaway: boolean;
  /** Whether the viewer may change the order now. */
  editable: boolean;
  totalCents: number;
  client: OrderClientRef;
}

export type OrderEventKind =
  | 'PLACED'
  | 'PRODUCT_ADDED'
  | 'AMOUNT_CHANGED'
  | 'PRODUCT_REMOVED'
  | 'ACCEPTED'
  | 'UNACCEPTED'
  | 'PAID'
  | 'UNPAID'
  | 'DELIVERY_SHIFTED'
  | 'DEADLINE_CHANGED';

/** One entry of an order's status history. */
export interface OrderEvent {
  at: string;
  kind: OrderEventKind;
  /** The role of who did it (never another account's identity). */
  actorKind: AccountKind | null;
  /** PLACED as a phone order by the bakery. */
  phone: boolean;
  productId: string | null;
  amount: number | null;
  /** Previous / new value: amount, delivery date (YYYY-MM-DD) or deadline (ISO instant). */
  from: string | null;
  to: string | null;
}

/** An order with its lines (/order/:id). */
export interface OrderDetail extends OrderSummary {
  orderedAt: string;
  lastModified: string;
  message: string | null;
  linesTotalCents: number;
  deliveryCostCents: number;
  lines: OrderLine[];
  /** Status history, oldest first. */
  history: OrderEvent[];
}

export interface OrderPage {
  items: OrderSummary[];
  total: number;
}

export interface OrderCounts {
  next: number;
  future: number;
  past: number;
  all: number;
  /** YYYY-MM-DD of the NEXT group; null when nothing is ahead. */
  nextDeliveryDate: string | null;
}

export interface PlaceOrderInput {
  /** YYYY-MM-DD */
  deliveryDate: string;
  lines: { productId: string; amount: number }[];
  message?: string | null;
  takeaway?: boolean | null;
}

/** A product as the order form needs it: price list product with day rules. */
export interface OrderableProductFields {
  id: string;
  name: string;
  approxWeight: number;
  haveToWeight: boolean;
  /** SPEC §5 day-rule bitmask; 0 = every day. */
  availableDays: number;
}

/** The server's orderOptions for the viewer itself (a host or private customer). */
export interface MyOrderOptions {
  timeZone: string;
  /** HH:MM[:SS] on the day before delivery. */
  deadlineTime: string;
  ignoreDeadline: boolean;
  takeawayOnly: boolean;
  deliveryCostCents: number;
  deliveryCostMinCents: number;
  noDeliveryCost: boolean;
  /** gramPrice: EUR per gram the client pays; null where a display price applies. */
  products: { priceCents: number; gramPrice: string | null; product: OrderableProductFields }[];
  /** Each requested day with the reasons it is refused (ORDER_DATE_REFUSED reasons); empty = open. */
  days: { date: string; reasons: string[] }[];
}

/** A bakery holiday (both ends included, YYYY-MM-DD). */
export interface OrderHoliday {
  id: string;
  name: string;
  from: string;
  to: string;
}

/** The part of the bakery's settings that decides order dates and delivery cost. */
export interface BakeryOrderRules {
  deliversSaturday: boolean;
  deliversSunday: boolean;
  /** EUR, 2 decimals. */
  deliveryCost: string;
  /** EUR from which delivery is free; "0.00" = always charged. */
  deliveryCostMin: string;
  /** HH:MM; null = platform default. */
  deadline: string | null;
  timeZone: string;
}
