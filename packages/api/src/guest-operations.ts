/**
 * The GraphQL operations of the guest app (issue 5): sign-in, the account, products, ordering rules,
 * orders and standing orders. Names start with `Guest` so the server's logs tell the app's calls
 * from the web's. operations.test.ts validates each against apps/server/schema.graphql.
 */
import { operation } from './operation';
import type {
  AboInput,
  AppAbo,
  AppAboPage,
  AppHoliday,
  AppOrder,
  AppOrderCounts,
  AppOrderOptions,
  AppOrderPage,
  AppUser,
  AuthPayload,
  GuestProduct,
  Language,
  OrderGroup,
  PlaceOrderInput,
} from './types';

const USER_FIELDS = /* GraphQL */ `
  fragment GuestUserFields on User {
    id
    username
    label
    displayName
    language
    kind
    activeFrom
    activeTo
    stayStatus
    host {
      id
      name
    }
    bakery {
      id
      name
    }
  }
`;

const PRODUCT_FIELDS = /* GraphQL */ `
  fragment GuestProductFields on Product {
    id
    name
    approxWeight
    haveToWeight
    availableDays
    availableWeekdays
    descriptions {
      de
      it
      en
    }
    thumb {
      url
      formats {
        thumbnail
        small
      }
    }
  }
`;

const ORDER_FIELDS = /* GraphQL */ `
  fragment GuestOrderFields on Order {
    id
    number
    publicId
    deliveryDate
    deadline
    accepted
    editable
    takeaway
    message
    linesTotalCents
    deliveryCostCents
    totalCents
    lines {
      id
      amount
      priceCents
      totalCents
      product {
        id
        name
        haveToWeight
      }
    }
  }
`;

const ABO_FIELDS = /* GraphQL */ `
  fragment GuestAboFields on Abo {
    id
    active
    startsOn
    pausedUntil
    lastOrder
    nextDeliveries
    interval {
      kind
      days
      weekdays
    }
    lines {
      id
      amount
      product {
        id
        name
      }
    }
  }
`;

// --- sign-in and account

/** Label (or the full username) and password; refusals: INVALID_CREDENTIALS, ACCOUNT_OUTSIDE_STAY … */
export const GuestLoginMutation = operation<{ guestLogin: AuthPayload }, { identifier: string; password: string }>(
  'GuestLogin',
  `mutation GuestLogin($identifier: String!, $password: String!) {
    guestLogin(identifier: $identifier, password: $password) { jwt userId user { ...GuestUserFields } }
  } ${USER_FIELDS}`,
);

/** The token of the QR code on the instruction sheet (ADR 009); LINK_INVALID when unknown, revoked or expired. */
export const GuestTokenLoginMutation = operation<{ guestTokenLogin: AuthPayload }, { token: string }>(
  'GuestTokenLogin',
  `mutation GuestTokenLogin($token: String!) {
    guestTokenLogin(token: $token) { jwt userId user { ...GuestUserFields } }
  } ${USER_FIELDS}`,
);

export const GuestMeQuery = operation<{ me: AppUser | null }>(
  'GuestMe',
  `query GuestMe { me { ...GuestUserFields } } ${USER_FIELDS}`,
);

export const GuestChangeLanguageMutation = operation<{ changeLanguage: AppUser }, { language: Language }>(
  'GuestChangeLanguage',
  `mutation GuestChangeLanguage($language: Language!) { changeLanguage(language: $language) { ...GuestUserFields } } ${USER_FIELDS}`,
);

/** Changes the password (SPEC §5 rules, checked again by the server); earlier sessions end, the returned token continues this one. */
export const GuestChangePasswordMutation = operation<
  { changePassword: AuthPayload },
  { currentPassword: string; password: string; passwordConfirmation: string }
>(
  'GuestChangePassword',
  `mutation GuestChangePassword($currentPassword: String!, $password: String!, $passwordConfirmation: String!) {
    changePassword(currentPassword: $currentPassword, password: $password, passwordConfirmation: $passwordConfirmation) { jwt userId user { ...GuestUserFields } }
  } ${USER_FIELDS}`,
);

// --- products and ordering rules

/** The host's take-overs at display prices, then the host's own products. */
export const GuestProductsQuery = operation<{ guestProducts: GuestProduct[] }>(
  'GuestProducts',
  `query GuestProducts { guestProducts { priceCents product { ...GuestProductFields } } } ${PRODUCT_FIELDS}`,
);

/** The viewer's rules for the basket: products and prices, deadline, delivery cost, each day with its refusals; holiday names. */
export const GuestOrderOptionsQuery = operation<
  { orderOptions: AppOrderOptions; holidaysOfMyBakery: AppHoliday[] },
  { from: string; to: string }
>(
  'GuestOrderOptions',
  `query GuestOrderOptions($from: String!, $to: String!) {
    orderOptions {
      timeZone deadlineTime ignoreDeadline takeawayOnly deliveryCostCents deliveryCostMinCents noDeliveryCost
      products { priceCents gramPrice product { ...GuestProductFields } }
      days(from: $from, to: $to) { date deadline reasons }
    }
    holidaysOfMyBakery { id name from to }
  } ${PRODUCT_FIELDS}`,
);

// --- orders

export const GuestPlaceOrderMutation = operation<{ placeOrder: AppOrder }, { input: PlaceOrderInput }>(
  'GuestPlaceOrder',
  `mutation GuestPlaceOrder($input: PlaceOrderInput!) { placeOrder(input: $input) { ...GuestOrderFields } } ${ORDER_FIELDS}`,
);

export const GuestOrdersQuery = operation<{ orders: AppOrderPage }, { group: OrderGroup; page: number }>(
  'GuestOrders',
  `query GuestOrders($group: OrderGroup, $page: Int) {
    orders(filter: { group: $group }, page: $page) { total items { ...GuestOrderFields } }
  } ${ORDER_FIELDS}`,
);

export const GuestOrderCountsQuery = operation<{ orderCounts: AppOrderCounts }>(
  'GuestOrderCounts',
  `query GuestOrderCounts { orderCounts { next future past all nextDeliveryDate } }`,
);

export const GuestOrderQuery = operation<{ order: AppOrder }, { id: string }>(
  'GuestOrder',
  `query GuestOrder($id: ID!) { order(id: $id) { ...GuestOrderFields } } ${ORDER_FIELDS}`,
);

export const GuestAddOrderedProductMutation = operation<
  { addOrderedProduct: AppOrder },
  { orderId: string; productId: string; amount: number }
>(
  'GuestAddOrderedProduct',
  `mutation GuestAddOrderedProduct($orderId: ID!, $productId: ID!, $amount: Int!) {
    addOrderedProduct(orderId: $orderId, productId: $productId, amount: $amount) { ...GuestOrderFields }
  } ${ORDER_FIELDS}`,
);

export const GuestUpdateOrderedProductAmountMutation = operation<
  { updateOrderedProductAmount: AppOrder },
  { orderId: string; orderedProductId: string; amount: number }
>(
  'GuestUpdateOrderedProductAmount',
  `mutation GuestUpdateOrderedProductAmount($orderId: ID!, $orderedProductId: ID!, $amount: Int!) {
    updateOrderedProductAmount(orderId: $orderId, orderedProductId: $orderedProductId, amount: $amount) { ...GuestOrderFields }
  } ${ORDER_FIELDS}`,
);

export const GuestRemoveOrderedProductMutation = operation<
  { removeOrderedProduct: AppOrder },
  { orderId: string; orderedProductId: string }
>(
  'GuestRemoveOrderedProduct',
  `mutation GuestRemoveOrderedProduct($orderId: ID!, $orderedProductId: ID!) {
    removeOrderedProduct(orderId: $orderId, orderedProductId: $orderedProductId) { ...GuestOrderFields }
  } ${ORDER_FIELDS}`,
);

export const GuestDeleteOrderMutation = operation<{ deleteOrder: boolean }, { id: string }>(
  'GuestDeleteOrder',
  `mutation GuestDeleteOrder($id: ID!) { deleteOrder(id: $id) }`,
);

// --- standing orders (abos)

export const GuestAbosQuery = operation<{ abos: AppAboPage }, { page: number }>(
  'GuestAbos',
  `query GuestAbos($page: Int) { abos(page: $page) { total items { ...GuestAboFields } } } ${ABO_FIELDS}`,
);

export const GuestCreateAboMutation = operation<{ createAbo: AppAbo }, { input: AboInput }>(
  'GuestCreateAbo',
  `mutation GuestCreateAbo($input: AboInput!) { createAbo(input: $input) { ...GuestAboFields } } ${ABO_FIELDS}`,
);

export const GuestUpdateAboMutation = operation<{ updateAbo: AppAbo }, { id: string; input: AboInput }>(
  'GuestUpdateAbo',
  `mutation GuestUpdateAbo($id: ID!, $input: AboInput!) { updateAbo(id: $id, input: $input) { ...GuestAboFields } } ${ABO_FIELDS}`,
);

/** Pause until a date (inclusive); `until: null` resumes. */
export const GuestPauseAboMutation = operation<{ pauseAbo: AppAbo }, { id: string; until: string | null }>(
  'GuestPauseAbo',
  `mutation GuestPauseAbo($id: ID!, $until: String) { pauseAbo(id: $id, until: $until) { ...GuestAboFields } } ${ABO_FIELDS}`,
);

export const GuestSetAboActiveMutation = operation<{ setAboActive: AppAbo }, { id: string; active: boolean }>(
  'GuestSetAboActive',
  `mutation GuestSetAboActive($id: ID!, $active: Boolean!) { setAboActive(id: $id, active: $active) { ...GuestAboFields } } ${ABO_FIELDS}`,
);

export const GuestDeleteAboMutation = operation<{ deleteAbo: boolean }, { id: string }>(
  'GuestDeleteAbo',
  `mutation GuestDeleteAbo($id: ID!) { deleteAbo(id: $id) }`,
);

/** Every operation of the guest app, for the schema validation test. */
export const GUEST_OPERATIONS = [
  GuestLoginMutation,
  GuestTokenLoginMutation,
  GuestMeQuery,
  GuestChangeLanguageMutation,
  GuestChangePasswordMutation,
  GuestProductsQuery,
  GuestOrderOptionsQuery,
  GuestPlaceOrderMutation,
  GuestOrdersQuery,
  GuestOrderCountsQuery,
  GuestOrderQuery,
  GuestAddOrderedProductMutation,
  GuestUpdateOrderedProductAmountMutation,
  GuestRemoveOrderedProductMutation,
  GuestDeleteOrderMutation,
  GuestAbosQuery,
  GuestCreateAboMutation,
  GuestUpdateAboMutation,
  GuestPauseAboMutation,
  GuestSetAboActiveMutation,
  GuestDeleteAboMutation,
] as const;
