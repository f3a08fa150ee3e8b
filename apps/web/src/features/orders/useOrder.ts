import { useQueryClient } from '@tanstack/react-query';
import { request } from '../../api/client';
import { apiQueryKey, loadStateOf, operationKey, useApiQuery } from '../../api/query';
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

/** /order/:id (the route remounts per id): the order and every change to it; each change answers with the whole order, which replaces the shown one. */
export function useOrder(id: string) {
  const queryClient = useQueryClient();
  const query = useApiQuery(OrderQuery, { id });
  const loaded = loadStateOf(query);
  const state: OrderState = loaded.status === 'ready' ? { status: 'ready', order: loaded.data.order } : loaded;

  /** The lists of orders are read again when next shown. */
  const listsChanged = () => {
    for (const list of [OrdersQuery, OrderCountsQuery])
      void queryClient.invalidateQueries({ queryKey: operationKey(list) });
  };
  const show = (order: OrderDetail) => {
    queryClient.setQueryData(apiQueryKey(OrderQuery, { id }), { order });
    listsChanged();
    return order;
  };

  return {
    state,
    reload: () => void query.refetch(),
    setAmount: async (lineId: string, amount: number) =>
      show(
        (await request(UpdateOrderedProductAmountMutation, { orderId: id, orderedProductId: lineId, amount }))
          .updateOrderedProductAmount,
      ),
    addProduct: async (productId: string, amount: number) =>
      show((await request(AddOrderedProductMutation, { orderId: id, productId, amount })).addOrderedProduct),
    removeLine: async (lineId: string) =>
      show(
        (await request(RemoveOrderedProductMutation, { orderId: id, orderedProductId: lineId })).removeOrderedProduct,
      ),
    deleteOrder: async () => {
      await request(DeleteOrderMutation, { id });
      listsChanged();
    },
    setAccepted: async (accepted: boolean) => show((await request(AcceptOrderMutation, { id, accepted })).acceptOrder),
    setPaid: async (paid: boolean) => show((await request(SetOrderPaidMutation, { id, paid })).setOrderPaid),
    shift: async (days: -1 | 1) => show((await request(ShiftOrderDeliveryMutation, { id, days })).shiftOrderDelivery),
    changeDeadline: async (deadline: string) =>
      show((await request(ChangeOrderDeadlineMutation, { id, deadline })).changeOrderDeadline),
  };
}

export type OrderApi = ReturnType<typeof useOrder>;
