import { createContext, useContext, useState } from 'react';
import type { AppOrder } from '@bakery/api';
import { createNativeStackNavigator } from '@react-navigation/native-stack';
import { BasketScreen } from '../basket/BasketScreen';
import { OrderPlaced } from '../basket/OrderPlaced';
import type { ProductsRoutes, ProductsScreenProps } from '../navigation/routes';
import { Redirect } from '../navigation/Redirect';
import { ProductsScreen } from './ProductsScreen';

const Stack = createNativeStackNavigator<ProductsRoutes>();

/** Orders placed in this run of the app, by id: the confirmation screen shows them as the server answered. */
const PlacedContext = createContext<Map<string, AppOrder>>(new Map());

/** The Products tab: the list, the basket over it, and the confirmation after placing. */
export function ProductsTab() {
  const [placed] = useState(() => new Map<string, AppOrder>());
  return (
    <PlacedContext.Provider value={placed}>
      <Stack.Navigator screenOptions={{ headerShown: false }}>
        <Stack.Screen name="list" component={ListRoute} />
        <Stack.Screen name="basket" component={BasketRoute} />
        <Stack.Screen name="placed" component={PlacedRoute} />
      </Stack.Navigator>
    </PlacedContext.Provider>
  );
}

function ListRoute({ navigation }: ProductsScreenProps<'list'>) {
  return <ProductsScreen onOpenBasket={() => navigation.navigate('basket')} />;
}

function BasketRoute({ navigation }: ProductsScreenProps<'basket'>) {
  const placed = useContext(PlacedContext);
  return (
    <BasketScreen
      onBack={() => (navigation.canGoBack() ? navigation.goBack() : navigation.replace('list'))}
      onPlaced={(order) => {
        placed.set(order.id, order);
        // the basket is empty now: Back from the confirmation goes to the products
        navigation.replace('placed', { id: order.id });
      }}
    />
  );
}

function PlacedRoute({ navigation, route }: ProductsScreenProps<'placed'>) {
  const order = useContext(PlacedContext).get(route.params.id);
  // opened by its address after a restart: the confirmation is gone, the order is under Orders
  if (!order)
    return (
      <Redirect
        to={() => {
          navigation.replace('list');
          navigation.getParent()?.navigate('orders', { screen: 'order', params: { id: route.params.id } });
        }}
      />
    );
  return (
    <OrderPlaced
      order={order}
      onOrders={() => navigation.getParent()?.navigate('orders', { screen: 'list' })}
      onContinue={() => navigation.popTo('list')}
    />
  );
}
