/**
 * The GraphQL operations of orders (issue 4): lists, counts, one order, placing, changing and the
 * bakery's actions; what the order forms read is in order-options.ts. ../operations.test.ts validates
 * them against apps/server/schema.graphql.
 */
import { graphql, type ResultOf, type SchemaType } from '../graphql';

export const OrderSummaryFields = graphql(`
  fragment OrderSummaryFields on Order {
    id
    number
    publicId
    deliveryDate
    deadline
    accepted
    paid
    billed
    takeaway
    editable
    totalCents
    client {
      id
      displayName
      kind
    }
  }
`);

export const OrderDetailFields = graphql(
  `
    fragment OrderDetailFields on Order {
      ...OrderSummaryFields
      orderedAt
      lastModified
      message
      linesTotalCents
      deliveryCostCents
      lines {
        id
        amount
        vat
        priceCents
        totalCents
        product {
          id
          name
          haveToWeight
        }
      }
      history {
        at
        kind
        actorKind
        phone
        productId
        amount
        from
        to
      }
    }
  `,
  [OrderSummaryFields],
);

export const OrdersQuery = graphql(
  `
    query Orders($filter: OrderFilter, $page: Int) {
      orders(filter: $filter, page: $page) {
        total
        items {
          ...OrderSummaryFields
        }
      }
    }
  `,
  [OrderSummaryFields],
);

export const OrderCountsQuery = graphql(`
  query OrderCounts($filter: OrderFilter) {
    orderCounts(filter: $filter) {
      next
      future
      past
      all
      nextDeliveryDate
    }
  }
`);

export const OrderQuery = graphql(
  `
    query Order($id: ID!) {
      order(id: $id) {
        ...OrderDetailFields
      }
    }
  `,
  [OrderDetailFields],
);

export const PlaceOrderMutation = graphql(
  `
    mutation PlaceOrder($input: PlaceOrderInput!) {
      placeOrder(input: $input) {
        ...OrderDetailFields
      }
    }
  `,
  [OrderDetailFields],
);

export const CreatePhoneOrderMutation = graphql(
  `
    mutation CreatePhoneOrder($clientId: ID!, $input: PlaceOrderInput!) {
      createPhoneOrder(clientId: $clientId, input: $input) {
        ...OrderDetailFields
      }
    }
  `,
  [OrderDetailFields],
);

export const AddOrderedProductMutation = graphql(
  `
    mutation AddOrderedProduct($orderId: ID!, $productId: ID!, $amount: Int!) {
      addOrderedProduct(orderId: $orderId, productId: $productId, amount: $amount) {
        ...OrderDetailFields
      }
    }
  `,
  [OrderDetailFields],
);

export const UpdateOrderedProductAmountMutation = graphql(
  `
    mutation UpdateOrderedProductAmount($orderId: ID!, $orderedProductId: ID!, $amount: Int!) {
      updateOrderedProductAmount(orderId: $orderId, orderedProductId: $orderedProductId, amount: $amount) {
        ...OrderDetailFields
      }
    }
  `,
  [OrderDetailFields],
);

export const RemoveOrderedProductMutation = graphql(
  `
    mutation RemoveOrderedProduct($orderId: ID!, $orderedProductId: ID!) {
      removeOrderedProduct(orderId: $orderId, orderedProductId: $orderedProductId) {
        ...OrderDetailFields
      }
    }
  `,
  [OrderDetailFields],
);

export const DeleteOrderMutation = graphql(`
  mutation DeleteOrder($id: ID!) {
    deleteOrder(id: $id)
  }
`);

export const AcceptOrderMutation = graphql(
  `
    mutation AcceptOrder($id: ID!, $accepted: Boolean!) {
      acceptOrder(id: $id, accepted: $accepted) {
        ...OrderDetailFields
      }
    }
  `,
  [OrderDetailFields],
);

export const SetOrderPaidMutation = graphql(
  `
    mutation SetOrderPaid($id: ID!, $paid: Boolean!) {
      setOrderPaid(id: $id, paid: $paid) {
        ...OrderDetailFields
      }
    }
  `,
  [OrderDetailFields],
);

export const ShiftOrderDeliveryMutation = graphql(
  `
    mutation ShiftOrderDelivery($id: ID!, $days: Int!) {
      shiftOrderDelivery(id: $id, days: $days) {
        ...OrderDetailFields
      }
    }
  `,
  [OrderDetailFields],
);

export const ChangeOrderDeadlineMutation = graphql(
  `
    mutation ChangeOrderDeadline($id: ID!, $deadline: String!) {
      changeOrderDeadline(id: $id, deadline: $deadline) {
        ...OrderDetailFields
      }
    }
  `,
  [OrderDetailFields],
);

// --- what the order form reads

// --- result and input types, derived from the operations above and the schema (ADR 017)

export type OrderGroup = SchemaType<'OrderGroup'>;
export type OrderFilter = SchemaType<'OrderFilter'>;
export type OrderEventKind = SchemaType<'OrderEventKind'>;
/** An order as the list shows it. */
export type OrderSummary = ResultOf<typeof OrderSummaryFields>;
export type OrderClientRef = OrderSummary['client'];
/** An order with its lines and status history (/order/:id). */
export type OrderDetail = ResultOf<typeof OrderDetailFields>;
/** One product of an order with the prices frozen when it was ordered. */
export type OrderLine = OrderDetail['lines'][number];
export type OrderEvent = OrderDetail['history'][number];
export type OrderPage = ResultOf<typeof OrdersQuery>['orders'];
export type OrderCounts = ResultOf<typeof OrderCountsQuery>['orderCounts'];
export type PlaceOrderInput = SchemaType<'PlaceOrderInput'>;
