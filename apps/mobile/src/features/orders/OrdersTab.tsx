import { createContext, useContext, useMemo, useState } from 'react';
import { createNativeStackNavigator } from '@react-navigation/native-stack';
import { useQueryClient } from '@tanstack/react-query';
import { GuestOrderQuery } from '@bakery/api';
import type { OrdersRoutes, OrdersScreenProps } from '../navigation/routes';
import { apiQueryKey } from '../session/query';
import { OrderRoute } from './OrderRoute';
import { OrdersScreen } from './OrdersScreen';

const Stack = createNativeStackNavigator<OrdersRoutes>();

interface OrdersTabValue {
  /** The number of the order just deleted, for the list's notice. */
  deleted: number | null;
  setDeleted(number: number | null): void;
}

const OrdersTabContext = createContext<OrdersTabValue | null>(null);

export function useOrdersTab(): OrdersTabValue {
  const value = useContext(OrdersTabContext);
  if (!value) throw new Error('useOrdersTab outside OrdersTab');
  return value;
}

/** The Orders tab: the list, and one order over it (/guest/orders/:id). */
export function OrdersTab() {
  const [deleted, setDeleted] = useState<number | null>(null);
  const value = useMemo(() => ({ deleted, setDeleted }), [deleted]);
  return (
    <OrdersTabContext.Provider value={value}>
      <Stack.Navigator screenOptions={{ headerShown: false }}>
        <Stack.Screen name="list" component={ListRoute} />
        <Stack.Screen name="order" component={OrderRoute} />
      </Stack.Navigator>
    </OrdersTabContext.Provider>
  );
}

function ListRoute({ navigation }: OrdersScreenProps<'list'>) {
  const { deleted, setDeleted } = useOrdersTab();
  const queryClient = useQueryClient();
  return (
    <OrdersScreen
      deleted={deleted}
      onOpen={(order) => {
        // an opened order shows at once, as the list has it, without asking the server
        queryClient.setQueryData(apiQueryKey(GuestOrderQuery, { id: order.id }), { order });
        setDeleted(null);
        navigation.navigate('order', { id: order.id });
      }}
    />
  );
}
