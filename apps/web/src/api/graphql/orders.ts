/**
 * The GraphQL operations of orders (issue 4): lists, counts, one order, placing, changing and the
 * bakery's actions, plus what the order form reads to offer products and dates. Re-exported by
 * ../operations.ts, so operations.test.ts validates them against apps/server/schema.graphql.
 */
import { operation } from '../operation';
import type {
  MyOrderOptions,
  OrderCounts,
  OrderDetail,
  OrderFilter,
  OrderHoliday,
  OrderPage,
  PlaceOrderInput,
} from '../order-types';

const ORDER_SUMMARY_FIELDS = /* GraphQL */ `
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
`;

const ORDER_DETAIL_FIELDS = /* GraphQL */ `
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
  ${ORDER_SUMMARY_FIELDS}
`;

const ORDERABLE_PRODUCT_FIELDS = /* GraphQL */ `
  fragment OrderableProductFields on Product {
    id
    name
    approxWeight
    haveToWeight
    availableDays
  }
`;

export const OrdersQuery = operation<{ orders: OrderPage }, { filter: OrderFilter; page: number }>(
  'Orders',
  `query Orders($filter: OrderFilter, $page: Int) { orders(filter: $filter, page: $page) { total items { ...OrderSummaryFields } } } ${ORDER_SUMMARY_FIELDS}`,
);

export const OrderCountsQuery = operation<{ orderCounts: OrderCounts }, { filter: OrderFilter }>(
  'OrderCounts',
  `query OrderCounts($filter: OrderFilter) { orderCounts(filter: $filter) { next future past all nextDeliveryDate } }`,
);

export const OrderQuery = operation<{ order: OrderDetail }, { id: string }>(
  'Order',
  `query Order($id: ID!) { order(id: $id) { ...OrderDetailFields } } ${ORDER_DETAIL_FIELDS}`,
);

export const PlaceOrderMutation = operation<{ placeOrder: OrderDetail }, { input: PlaceOrderInput }>(
  'PlaceOrder',
  `mutation PlaceOrder($input: PlaceOrderInput!) { placeOrder(input: $input) { ...OrderDetailFields } } ${ORDER_DETAIL_FIELDS}`,
);

export const CreatePhoneOrderMutation = operation<
  { createPhoneOrder: OrderDetail },
  { clientId: string; input: PlaceOrderInput }
>(
  'CreatePhoneOrder',
  `mutation CreatePhoneOrder($clientId: ID!, $input: PlaceOrderInput!) { createPhoneOrder(clientId: $clientId, input: $input) { ...OrderDetailFields } } ${ORDER_DETAIL_FIELDS}`,
);

export const AddOrderedProductMutation = operation<
  { addOrderedProduct: OrderDetail },
  { orderId: string; productId: string; amount: number }
>(
  'AddOrderedProduct',
  `mutation AddOrderedProduct($orderId: ID!, $productId: ID!, $amount: Int!) {
    addOrderedProduct(orderId: $orderId, productId: $productId, amount: $amount) { ...OrderDetailFields }
  } ${ORDER_DETAIL_FIELDS}`,
);

export const UpdateOrderedProductAmountMutation = operation<
  { updateOrderedProductAmount: OrderDetail },
  { orderId: string; orderedProductId: string; amount: number }
>(
  'UpdateOrderedProductAmount',
  `mutation UpdateOrderedProductAmount($orderId: ID!, $orderedProductId: ID!, $amount: Int!) {
    updateOrderedProductAmount(orderId: $orderId, orderedProductId: $orderedProductId, amount: $amount) { ...OrderDetailFields }
  } ${ORDER_DETAIL_FIELDS}`,
);

export const RemoveOrderedProductMutation = operation<
  { removeOrderedProduct: OrderDetail },
  { orderId: string; orderedProductId: string }
>(
  'RemoveOrderedProduct',
  `mutation RemoveOrderedProduct($orderId: ID!, $orderedProductId: ID!) {
    removeOrderedProduct(orderId: $orderId, orderedProductId: $orderedProductId) { ...OrderDetailFields }
  } ${ORDER_DETAIL_FIELDS}`,
);

export const DeleteOrderMutation = operation<{ deleteOrder: boolean }, { id: string }>(
  'DeleteOrder',
  `mutation DeleteOrder($id: ID!) { deleteOrder(id: $id) }`,
);

export const AcceptOrderMutation = operation<{ acceptOrder: OrderDetail }, { id: string; accepted: boolean }>(
  'AcceptOrder',
  `mutation AcceptOrder($id: ID!, $accepted: Boolean!) { acceptOrder(id: $id, accepted: $accepted) { ...OrderDetailFields } } ${ORDER_DETAIL_FIELDS}`,
);

export const SetOrderPaidMutation = operation<{ setOrderPaid: OrderDetail }, { id: string; paid: boolean }>(
  'SetOrderPaid',
  `mutation SetOrderPaid($id: ID!, $paid: Boolean!) { setOrderPaid(id: $id, paid: $paid) { ...OrderDetailFields } } ${ORDER_DETAIL_FIELDS}`,
);

export const ShiftOrderDeliveryMutation = operation<{ shiftOrderDelivery: OrderDetail }, { id: string; days: number }>(
  'ShiftOrderDelivery',
  `mutation ShiftOrderDelivery($id: ID!, $days: Int!) { shiftOrderDelivery(id: $id, days: $days) { ...OrderDetailFields } } ${ORDER_DETAIL_FIELDS}`,
);

export const ChangeOrderDeadlineMutation = operation<
  { changeOrderDeadline: OrderDetail },
  { id: string; deadline: string }
>(
  'ChangeOrderDeadline',
  `mutation ChangeOrderDeadline($id: ID!, $deadline: String!) { changeOrderDeadline(id: $id, deadline: $deadline) { ...OrderDetailFields } } ${ORDER_DETAIL_FIELDS}`,
);

// --- what the order form reads

/**
 * A host's or private customer's own ordering rules (the server's orderOptions: products at its
 * price, deadline time, delivery cost, each day from … to with its refusal reasons) and its
 * bakery's holidays (for their names).
 */
export const MyOrderOptionsQuery = operation<
  { orderOptions: MyOrderOptions; holidaysOfMyBakery: OrderHoliday[] },
  { from: string; to: string }
>(
  'MyOrderOptions',
  `query MyOrderOptions($from: String!, $to: String!) {
    orderOptions {
      timeZone deadlineTime ignoreDeadline takeawayOnly deliveryCostCents deliveryCostMinCents noDeliveryCost
      products { priceCents gramPrice product { ...OrderableProductFields } }
      days(from: $from, to: $to) { date reasons }
    }
    holidaysOfMyBakery { id name from to }
  } ${ORDERABLE_PRODUCT_FIELDS}`,
);

/**
 * The bakery's phone order for one of its clients: the server's orderOptions(clientId) (the
 * client's products at its price, deadline time, delivery cost, each day with its refusal reasons)
 * and the bakery's holidays (for their names). Same shape as MyOrderOptions.
 */
export const ClientOrderOptionsQuery = operation<
  { orderOptions: MyOrderOptions; holidaysOfMyBakery: OrderHoliday[] },
  { clientId: string; from: string; to: string }
>(
  'ClientOrderOptions',
  `query ClientOrderOptions($clientId: ID!, $from: String!, $to: String!) {
    orderOptions(clientId: $clientId) {
      timeZone deadlineTime ignoreDeadline takeawayOnly deliveryCostCents deliveryCostMinCents noDeliveryCost
      products { priceCents gramPrice product { ...OrderableProductFields } }
      days(from: $from, to: $to) { date reasons }
    }
    holidaysOfMyBakery { id name from to }
  } ${ORDERABLE_PRODUCT_FIELDS}`,
);

export interface PhoneOrderClient {
  id: string;
  displayName: string;
  kind: 'HOST' | 'PRIVATE' | 'GUEST' | 'BAKERY';
  detail: { deadline: string | null } | null;
  clientSettings: {
    priceListId: string | null;
    deliveryCost: string;
    deliveryCostMin: string;
    noDeliveryCost: boolean;
    takeaway: boolean;
  } | null;
}

/** The bakery's clients for the phone order picker and the client filter. */
export const OrderClientsQuery = operation<
  { clients: { total: number; items: PhoneOrderClient[] } },
  { search?: string | null; page?: number }
>(
  'OrderClients',
  `query OrderClients($search: String, $page: Int) {
    clients(search: $search, page: $page) {
      total items { id displayName kind detail { deadline } clientSettings { priceListId deliveryCost deliveryCostMin noDeliveryCost takeaway } }
    }
  }`,
);

export const ORDER_OPERATIONS = [
  OrdersQuery,
  OrderCountsQuery,
  OrderQuery,
  PlaceOrderMutation,
  CreatePhoneOrderMutation,
  AddOrderedProductMutation,
  UpdateOrderedProductAmountMutation,
  RemoveOrderedProductMutation,
  DeleteOrderMutation,
  AcceptOrderMutation,
  SetOrderPaidMutation,
  ShiftOrderDeliveryMutation,
  ChangeOrderDeadlineMutation,
  MyOrderOptionsQuery,
  ClientOrderOptionsQuery,
  OrderClientsQuery,
] as const;
