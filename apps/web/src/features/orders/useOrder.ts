import { useEffect, useState } from 'react';
import { request } from '../../api/client';
import {
  AcceptOrderMutation,
  AddOrderedProductMutation,
  ChangeOrderDeadlineMutation,
  DeleteOrderMutation,
  OrderQuery,
  RemoveOrderedProductMutation,
  SetOrderPaidMutation,
  ShiftOrderDeliveryMutation,
  UpdateOrderedProductAmountMutation,
} from '../../api/operations';
import type { OrderDetail } from '../../api/order-types';

type OrderState =
  { status: 'loading' } | { status: 'failed'; error: unknown } | { status: 'ready'; order: OrderDetail };

/** /order/:id (the route remounts per id): the order and every change to it; each change answers with the whole order, which replaces the shown one. */
export function useOrder(id: string) {
  const [state, setState] = useState<OrderState>({ status: 'loading' });
  const [reloads, setReloads] = useState(0);

  useEffect(() => {
    let live = true;
    request(OrderQuery, { id })
      .then(({ order }) => live && setState({ status: 'ready', order }))
      .catch((error: unknown) => live && setState({ status: 'failed', error }));
    return () => {
      live = false;
    };
  }, [id, reloads]);

  const show = (order: OrderDetail) => {
    setState({ status: 'ready', order });
    return order;
  };

  return {
    state,
    reload: () => {
      setState({ status: 'loading' });
      setReloads((n) => n + 1);
    },
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
    },
    setAccepted: async (accepted: boolean) => show((await request(AcceptOrderMutation, { id, accepted })).acceptOrder),
    setPaid: async (paid: boolean) => show((await request(SetOrderPaidMutation, { id, paid })).setOrderPaid),
    shift: async (days: -1 | 1) => show((await request(ShiftOrderDeliveryMutation, { id, days })).shiftOrderDelivery),
    changeDeadline: async (deadline: string) =>
      show((await request(ChangeOrderDeadlineMutation, { id, deadline })).changeOrderDeadline),
  };
}

export type OrderApi = ReturnType<typeof useOrder>;
