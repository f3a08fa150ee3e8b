import { createContext, useContext, useMemo, useState } from 'react';
import { createNativeStackNavigator } from '@react-navigation/native-stack';
import type { AppOrder } from '@bakery/api';
import type { OrdersRoutes, OrdersScreenProps } from '../navigation/routes';
import { OrderRoute } from './OrderRoute';
import { OrdersScreen } from './OrdersScreen';

const Stack = createNativeStackNavigator<OrdersRoutes>();

interface OrdersTabValue {
  /** Orders the list showed, by id: an opened order shows at once, without asking the server. */
  known: Map<string, AppOrder>;
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
  const [known] = useState(() => new Map<string, AppOrder>());
  const [deleted, setDeleted] = useState<number | null>(null);
  const value = useMemo(() => ({ known, deleted, setDeleted }), [known, deleted]);
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
  const { known, deleted, setDeleted } = useOrdersTab();
  return (
    <OrdersScreen
      deleted={deleted}
      onOpen={(order) => {
        known.set(order.id, order);
        setDeleted(null);
        navigation.navigate('order', { id: order.id });
      }}
    />
  );
}
