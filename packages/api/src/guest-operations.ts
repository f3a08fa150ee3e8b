/**
 * The GraphQL operations of the guest app (issue 5): sign-in, the account, products, ordering rules,
 * orders and standing orders. Names start with `Guest` so the server's logs tell the app's calls
 * from the web's. operations.test.ts validates each against apps/server/schema.graphql.
 */
import { AboFields } from './fragments';
import { graphql } from './graphql';

export const GuestUserFields = graphql(`
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
`);

export const GuestProductFields = graphql(`
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
`);

export const GuestOrderFields = graphql(`
  fragment GuestOrderFields on Order {
    id
    number
    publicId
    deliveryDate
    deadline
    accepted
    paid
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
`);

/** A standing order as the guest app shows it: the same selection as the web's (fragments.ts). */
export const GuestAboFields = AboFields;

// --- sign-in and account

/** Label (or the full username) and password; refusals: INVALID_CREDENTIALS, ACCOUNT_OUTSIDE_STAY … */
export const GuestLoginMutation = graphql(
  `
    mutation GuestLogin($identifier: String!, $password: String!) {
      guestLogin(identifier: $identifier, password: $password) {
        jwt
        userId
        user {
          ...GuestUserFields
        }
      }
    }
  `,
  [GuestUserFields],
);

/** The token of the QR code on the instruction sheet (ADR 009); LINK_INVALID when unknown, revoked or expired. */
export const GuestTokenLoginMutation = graphql(
  `
    mutation GuestTokenLogin($token: String!) {
      guestTokenLogin(token: $token) {
        jwt
        userId
        user {
          ...GuestUserFields
        }
      }
    }
  `,
  [GuestUserFields],
);

export const GuestMeQuery = graphql(
  `
    query GuestMe {
      me {
        ...GuestUserFields
      }
    }
  `,
  [GuestUserFields],
);

export const GuestChangeLanguageMutation = graphql(
  `
    mutation GuestChangeLanguage($language: Language!) {
      changeLanguage(language: $language) {
        ...GuestUserFields
      }
    }
  `,
  [GuestUserFields],
);

/** Changes the password (SPEC §5 rules, checked again by the server); earlier sessions end, the returned token continues this one. */
export const GuestChangePasswordMutation = graphql(
  `
    mutation GuestChangePassword($currentPassword: String!, $password: String!, $passwordConfirmation: String!) {
      changePassword(
        currentPassword: $currentPassword
        password: $password
        passwordConfirmation: $passwordConfirmation
      ) {
        jwt
        userId
        user {
          ...GuestUserFields
        }
      }
    }
  `,
  [GuestUserFields],
);

// --- products and ordering rules

/** The host's take-overs at display prices, then the host's own products. */
export const GuestProductsQuery = graphql(
  `
    query GuestProducts {
      guestProducts {
        priceCents
        product {
          ...GuestProductFields
        }
      }
    }
  `,
  [GuestProductFields],
);

/** The viewer's rules for the basket: products and prices, deadline, delivery cost, each day with its refusals; holiday names. */
export const GuestOrderOptionsQuery = graphql(
  `
    query GuestOrderOptions($from: String!, $to: String!) {
      orderOptions {
        timeZone
        deadlineTime
        ignoreDeadline
        takeawayOnly
        deliveryCostCents
        deliveryCostMinCents
        noDeliveryCost
        products {
          priceCents
          gramPrice
          product {
            ...GuestProductFields
          }
        }
        days(from: $from, to: $to) {
          date
          deadline
          reasons
        }
      }
      holidaysOfMyBakery {
        id
        name
        from
        to
      }
    }
  `,
  [GuestProductFields],
);

// --- orders

export const GuestPlaceOrderMutation = graphql(
  `
    mutation GuestPlaceOrder($input: PlaceOrderInput!) {
      placeOrder(input: $input) {
        ...GuestOrderFields
      }
    }
  `,
  [GuestOrderFields],
);

export const GuestOrdersQuery = graphql(
  `
    query GuestOrders($group: OrderGroup, $page: Int) {
      orders(filter: { group: $group }, page: $page) {
        total
        items {
          ...GuestOrderFields
        }
      }
    }
  `,
  [GuestOrderFields],
);

export const GuestOrderCountsQuery = graphql(`
  query GuestOrderCounts {
    orderCounts {
      next
      future
      past
      all
      nextDeliveryDate
    }
  }
`);

export const GuestOrderQuery = graphql(
  `
    query GuestOrder($id: ID!) {
      order(id: $id) {
        ...GuestOrderFields
      }
    }
  `,
  [GuestOrderFields],
);

export const GuestAddOrderedProductMutation = graphql(
  `
    mutation GuestAddOrderedProduct($orderId: ID!, $productId: ID!, $amount: Int!) {
      addOrderedProduct(orderId: $orderId, productId: $productId, amount: $amount) {
        ...GuestOrderFields
      }
    }
  `,
  [GuestOrderFields],
);

export const GuestUpdateOrderedProductAmountMutation = graphql(
  `
    mutation GuestUpdateOrderedProductAmount($orderId: ID!, $orderedProductId: ID!, $amount: Int!) {
      updateOrderedProductAmount(orderId: $orderId, orderedProductId: $orderedProductId, amount: $amount) {
        ...GuestOrderFields
      }
    }
  `,
  [GuestOrderFields],
);

export const GuestRemoveOrderedProductMutation = graphql(
  `
    mutation GuestRemoveOrderedProduct($orderId: ID!, $orderedProductId: ID!) {
      removeOrderedProduct(orderId: $orderId, orderedProductId: $orderedProductId) {
        ...GuestOrderFields
      }
    }
  `,
  [GuestOrderFields],
);

export const GuestDeleteOrderMutation = graphql(`
  mutation GuestDeleteOrder($id: ID!) {
    deleteOrder(id: $id)
  }
`);

// --- standing orders (abos)

export const GuestAbosQuery = graphql(
  `
    query GuestAbos($page: Int) {
      abos(page: $page) {
        total
        items {
          ...AboFields
        }
      }
    }
  `,
  [AboFields],
);

export const GuestCreateAboMutation = graphql(
  `
    mutation GuestCreateAbo($input: AboInput!) {
      createAbo(input: $input) {
        ...AboFields
      }
    }
  `,
  [AboFields],
);

export const GuestUpdateAboMutation = graphql(
  `
    mutation GuestUpdateAbo($id: ID!, $input: AboInput!) {
      updateAbo(id: $id, input: $input) {
        ...AboFields
      }
    }
  `,
  [AboFields],
);

/** Pause until a date (inclusive); `until: null` resumes. */
export const GuestPauseAboMutation = graphql(
  `
    mutation GuestPauseAbo($id: ID!, $until: String) {
      pauseAbo(id: $id, until: $until) {
        ...AboFields
      }
    }
  `,
  [AboFields],
);

export const GuestSetAboActiveMutation = graphql(
  `
    mutation GuestSetAboActive($id: ID!, $active: Boolean!) {
      setAboActive(id: $id, active: $active) {
        ...AboFields
      }
    }
  `,
  [AboFields],
);

export const GuestDeleteAboMutation = graphql(`
  mutation GuestDeleteAbo($id: ID!) {
    deleteAbo(id: $id)
  }
`);
