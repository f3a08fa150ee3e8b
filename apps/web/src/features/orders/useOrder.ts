import { useQueryClient } from '@tanstack/react-query';
import { apiQueryKey, loadStateOf, useApiMutation, useApiQuery } from '../../api/query';
import {
  AcceptOrderMutation,
  AddOrderedProductMutation,
  ChangeOrderDeadlineMutation,
  DeleteOrderMutation,
  OrderCountsQuery,
  OrderQuery,
  OrdersQuery,
  RemoveOrderedProductMutation,
  SetOrderPaidMutation,
  ShiftOrderDeliveryMutation,
  UpdateOrderedProductAmountMutation,
} from '../../api/operations';
import type { OrderDetail } from '../../api/operations';

type OrderState =
  { status: 'loading' } | { status: 'failed'; error: unknown } | { status: 'ready'; order: OrderDetail };

/** The lists of orders are read again when next shown (not shown on /order/:id, so nothing waits for them). */
const LISTS = [OrdersQuery, OrderCountsQuery];

/** /order/:id (the route remounts per id): the order and every change to it; each change answers with the whole order, which replaces the shown one. */
export function useOrder(id: string) {
  const queryClient = useQueryClient();
  const query = useApiQuery(OrderQuery, { id });
  const loaded = loadStateOf(query);
  const state: OrderState = loaded.status === 'ready' ? { status: 'ready', order: loaded.data.order } : loaded;

  const show = (order: OrderDetail) => {
    queryClient.setQueryData(apiQueryKey(OrderQuery, { id }), { order });
    return order;
  };
  const updateAmount = useApiMutation(UpdateOrderedProductAmountMutation, {
    invalidates: LISTS,
    onSuccess: (data) => void show(data.updateOrderedProductAmount),
  });
  const addLine = useApiMutation(AddOrderedProductMutation, {
    invalidates: LISTS,
    onSuccess: (data) => void show(data.addOrderedProduct),
  });
  const removeOrderedProduct = useApiMutation(RemoveOrderedProductMutation, {
    invalidates: LISTS,
    onSuccess: (data) => void show(data.removeOrderedProduct),
  });
  const remove = useApiMutation(DeleteOrderMutation, { invalidates: LISTS });
  const accept = useApiMutation(AcceptOrderMutation, {
    invalidates: LISTS,
    onSuccess: (data) => void show(data.acceptOrder),
  });
  const markPaid = useApiMutation(SetOrderPaidMutation, {
    invalidates: LISTS,
    onSuccess: (data) => void show(data.setOrderPaid),
  });
  const shiftDelivery = useApiMutation(ShiftOrderDeliveryMutation, {
    invalidates: LISTS,
    onSuccess: (data) => void show(data.shiftOrderDelivery),
  });
  const moveDeadline = useApiMutation(ChangeOrderDeadlineMutation, {
    invalidates: LISTS,
    onSuccess: (data) => void show(data.changeOrderDeadline),
  });

  return {
    state,
    reload: () => void query.refetch(),
    setAmount: async (lineId: string, amount: number) =>
      (await updateAmount.mutateAsync({ orderId: id, orderedProductId: lineId, amount })).updateOrderedProductAmount,
    addProduct: async (productId: string, amount: number) =>
      (await addLine.mutateAsync({ orderId: id, productId, amount })).addOrderedProduct,
    removeLine: async (lineId: string) =>
      (await removeOrderedProduct.mutateAsync({ orderId: id, orderedProductId: lineId })).removeOrderedProduct,
    deleteOrder: async () => {
      await remove.mutateAsync({ id });
    },
    setAccepted: async (accepted: boolean) => (await accept.mutateAsync({ id, accepted })).acceptOrder,
    setPaid: async (paid: boolean) => (await markPaid.mutateAsync({ id, paid })).setOrderPaid,
    shift: async (days: -1 | 1) => (await shiftDelivery.mutateAsync({ id, days })).shiftOrderDelivery,
    changeDeadline: async (deadline: string) => (await moveDeadline.mutateAsync({ id, deadline })).changeOrderDeadline,
  };
}

export type OrderApi = ReturnType<typeof useOrder>;
