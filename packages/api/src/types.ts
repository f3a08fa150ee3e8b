/**
 * Names for the guest app's results and inputs, all derived from guest-operations.ts and the schema
 * (ADR 017): a selection changed there changes these types, nothing here is written by hand.
 */
import type { ResultOf, SchemaType } from './graphql';
import type {
  GuestAboFields,
  GuestAbosQuery,
  GuestLoginMutation,
  GuestOrderCountsQuery,
  GuestOrderFields,
  GuestOrderOptionsQuery,
  GuestOrdersQuery,
  GuestProductFields,
  GuestProductsQuery,
  GuestUserFields,
} from './guest-operations';

export type Language = SchemaType<'Language'>;
export type AccountKind = SchemaType<'AccountKind'>;
/** For guests: today (bakery time zone) before, within or after the stay. */
export type StayStatus = SchemaType<'StayStatus'>;
export type OrderGroup = SchemaType<'OrderGroup'>;
export type AboIntervalKind = SchemaType<'AboIntervalKind'>;

/** The signed-in guest (or private customer) as the app needs it. */
export type AppUser = ResultOf<typeof GuestUserFields>;
export type AuthPayload = ResultOf<typeof GuestLoginMutation>['guestLogin'];
/** A product as the guest app shows it (name in the viewer's language). */
export type AppProduct = ResultOf<typeof GuestProductFields>;
export type Texts = AppProduct['descriptions'];
/** URLs of the WebP variants of a product picture. */
export type Thumb = NonNullable<AppProduct['thumb']>;
/** What a guest can order, at the host's display price (cents per piece). */
export type GuestProduct = ResultOf<typeof GuestProductsQuery>['guestProducts'][number];
/** The viewer's ordering rules: products at its price, deadline, delivery cost, days with refusals. */
export type AppOrderOptions = ResultOf<typeof GuestOrderOptionsQuery>['orderOptions'];
export type AppHoliday = ResultOf<typeof GuestOrderOptionsQuery>['holidaysOfMyBakery'][number];
export type AppOrder = ResultOf<typeof GuestOrderFields>;
export type AppOrderLine = AppOrder['lines'][number];
export type AppOrderPage = ResultOf<typeof GuestOrdersQuery>['orders'];
export type AppOrderCounts = ResultOf<typeof GuestOrderCountsQuery>['orderCounts'];
export type PlaceOrderInput = SchemaType<'PlaceOrderInput'>;
export type AppAbo = ResultOf<typeof GuestAboFields>;
export type AppAboPage = ResultOf<typeof GuestAbosQuery>['abos'];
export type AboInput = SchemaType<'AboInput'>;
