import type { NavigatorScreenParams } from '@react-navigation/native';
import type { NativeStackNavigationProp, NativeStackScreenProps } from '@react-navigation/native-stack';

/**
 * The app's routes and their parameters (ADR 018). Each screen has its own address under /guest on
 * the web (linking.ts); the types keep `navigate` calls and route params checked.
 */
export type ProductsRoutes = {
  list: undefined;
  basket: undefined;
  /** The confirmation after placing: the order is kept in memory (PlacedOrders), `id` names it. */
  placed: { id: string };
};

export type OrdersRoutes = {
  list: undefined;
  order: { id: string };
};

export type AbosRoutes = {
  list: undefined;
  create: undefined;
  edit: { id: string };
};

/** The four sections of the tab bar, in its order. */
export type TabRoutes = {
  products: NavigatorScreenParams<ProductsRoutes>;
  orders: NavigatorScreenParams<OrdersRoutes>;
  abos: NavigatorScreenParams<AbosRoutes>;
  profile: undefined;
};

export type RootRoutes = {
  signIn: undefined;
  main: NavigatorScreenParams<TabRoutes>;
};

export type ProductsScreenProps<Name extends keyof ProductsRoutes> = NativeStackScreenProps<ProductsRoutes, Name>;
export type OrdersScreenProps<Name extends keyof OrdersRoutes> = NativeStackScreenProps<OrdersRoutes, Name>;
export type AbosScreenProps<Name extends keyof AbosRoutes> = NativeStackScreenProps<AbosRoutes, Name>;
export type OrdersNavigation = NativeStackNavigationProp<OrdersRoutes>;
export type AbosNavigation = NativeStackNavigationProp<AbosRoutes>;

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace ReactNavigation {
    // the root's routes for useNavigation() without a type argument
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface RootParamList extends RootRoutes {}
  }
}
