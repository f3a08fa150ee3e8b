/** Result and input types of the guest app's operations, matching apps/server/schema.graphql. */

export type Language = 'de' | 'it' | 'en';
export type AccountKind = 'BAKERY' | 'HOST' | 'PRIVATE' | 'GUEST';
/** For guests: today (bakery time zone) before, within or after the stay. */
export type StayStatus = 'UPCOMING' | 'ACTIVE' | 'OVER';

export interface Texts {
  de: string;
  it: string;
  en: string;
}

/** The signed-in guest (or private customer) as the app needs it. */
export interface AppUser {
  id: string;
  username: string;
  /** Username without the guest suffix: what the guest types to sign in. */
  label: string;
  displayName: string;
  language: Language;
  kind: AccountKind;
  /** YYYY-MM-DD, the stay of a guest. */
  activeFrom: string;
  activeTo: string;
  stayStatus: StayStatus | null;
  host: { id: string; name: string } | null;
  bakery: { id: string; name: string } | null;
}

export interface AuthPayload {
  jwt: string;
  userId: string;
  user: AppUser;
}

/** URLs of the WebP variants of a product picture. */
export interface Thumb {
  url: string;
  formats: { thumbnail: string | null; small: string | null };
}

/** A product as the guest app shows it. */
export interface AppProduct {
  id: string;
  /** In the viewer's language. */
  name: string;
  descriptions: Texts;
  /** Grams. */
  approxWeight: number;
  haveToWeight: boolean;
  /** SPEC §5 day-rule bitmask; 0 = every day. */
  availableDays: number;
  /** ISO weekdays 1 (Monday) … 7; empty = every day. */
  availableWeekdays: number[];
  thumb: Thumb | null;
}

/** What a guest can order, at the host's display price (cents per piece). */
export interface GuestProduct {
  priceCents: number;
  product: AppProduct;
}

/** The viewer's ordering rules: products at its price, deadline, delivery cost, days with refusals. */
export interface AppOrderOptions {
  timeZone: string;
  /** HH:MM[:SS] on the day before delivery. */
  deadlineTime: string;
  ignoreDeadline: boolean;
  takeawayOnly: boolean;
  deliveryCostCents: number;
  /** Order value from which delivery is free; 0 = always charged. */
  deliveryCostMinCents: number;
  noDeliveryCost: boolean;
  /** gramPrice: EUR per gram the client pays; null where a display price applies. */
  products: { priceCents: number; gramPrice: string | null; product: AppProduct }[];
  /** Each requested day with its deadline and the reasons it is refused; empty = open. */
  days: { date: string; deadline: string; reasons: string[] }[];
}

export interface AppHoliday {
  id: string;
  name: string;
  from: string;
  to: string;
}

export type OrderGroup = 'NEXT' | 'FUTURE' | 'PAST' | 'ALL';

export interface AppOrderLine {
  id: string;
  amount: number;
  /** Price of one piece in cents, frozen when ordered. */
  priceCents: number;
  totalCents: number;
  product: { id: string; name: string; haveToWeight: boolean };
}

export interface AppOrder {
  id: string;
  number: number;
  publicId: string;
  /** YYYY-MM-DD */
  deliveryDate: string;
  /** ISO instant until which the order may be changed. */
  deadline: string;
  /** Waiting for the host's acceptance while false. */
  accepted: boolean;
  /** Whether the viewer may change the order now. */
  editable: boolean;
  takeaway: boolean;
  message: string | null;
  linesTotalCents: number;
  deliveryCostCents: number;
  totalCents: number;
  lines: AppOrderLine[];
}

export interface AppOrderPage {
  total: number;
  items: AppOrder[];
}

export interface AppOrderCounts {
  next: number;
  future: number;
  past: number;
  all: number;
  nextDeliveryDate: string | null;
}

export interface PlaceOrderInput {
  /** YYYY-MM-DD */
  deliveryDate: string;
  lines: { productId: string; amount: number }[];
  message?: string | null;
  takeaway?: boolean | null;
}

export type AboIntervalKind = 'EVERY_N_DAYS' | 'WEEKDAYS';

export interface AppAbo {
  id: string;
  active: boolean;
  interval: { kind: AboIntervalKind; days: number | null; weekdays: number[] };
  startsOn: string;
  pausedUntil: string | null;
  lastOrder: string | null;
  lines: { id: string; amount: number; product: { id: string; name: string } }[];
  /** Delivery dates of the next four weeks, closed days skipped. */
  nextDeliveries: string[];
}

export interface AppAboPage {
  total: number;
  items: AppAbo[];
}

export interface AboInput {
  interval: { kind: AboIntervalKind; days?: number | null; weekdays?: number[] | null };
  /** First delivery date (YYYY-MM-DD); null = tomorrow. */
  startsOn: string | null;
  lines: { productId: string; amount: number }[];
}
