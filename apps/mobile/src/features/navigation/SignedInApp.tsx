import type { ReactNode } from 'react';
import { StyleSheet, View } from 'react-native';
import { createBottomTabNavigator, type BottomTabBarProps } from '@react-navigation/bottom-tabs';
import { useSafeAreaInsets } from '../../ui/safe-area';
import { AbosTab } from '../abos/AbosTab';
import { OrdersTab } from '../orders/OrdersTab';
import { BasketProvider, useBasket } from '../basket/basket';
import { CatalogueProvider } from '../products/catalogue';
import { ProductsTab } from '../products/ProductsTab';
import { ProfileScreen } from '../profile/ProfileScreen';
import { DeadlineReminder } from '../reminder/DeadlineReminder';
import { colors } from '../../ui/theme';
import type { TabRoutes } from './routes';
import { TabBar } from './TabBar';
import type { Tab } from './tabs';

const Tabs = createBottomTabNavigator<TabRoutes>();

/**
 * The signed-in app: the chosen section above the tab bar (Products, Orders, Abos, Profile), each
 * section a route of the tab navigator with its own screens stacked (ADR 018). The product list, the
 * ordering rules and the basket live above the tabs, kept on the device.
 */
export function SignedInApp() {
  // below the status bar / notch, left and right of a landscape notch; the tab bar keeps the home indicator free
  const insets = useSafeAreaInsets();
  return (
    <CatalogueProvider>
      <BasketProvider>
        <View style={[styles.page, { paddingTop: insets.top, paddingLeft: insets.left, paddingRight: insets.right }]}>
          <Tabs.Navigator
            tabBar={(props) => <BasketTabBar {...props} />}
            screenLayout={ContentWidth}
            screenOptions={{
              headerShown: false,
              // a section opens at its first screen again, as a tab bar does (the basket, an order, a form are left)
              popToTopOnBlur: true,
              sceneStyle: styles.scene,
            }}
            backBehavior="firstRoute"
          >
            <Tabs.Screen name="products" component={ProductsTab} />
            <Tabs.Screen name="orders" component={OrdersTab} />
            <Tabs.Screen name="abos" component={AbosTab} />
            <Tabs.Screen name="profile" component={ProfileScreen} />
          </Tabs.Navigator>
          <DeadlineReminder />
        </View>
      </BasketProvider>
    </CatalogueProvider>
  );
}

/** Phones use the whole width; on a tablet in landscape the lists stay readable. */
function ContentWidth({ children }: { children: ReactNode }) {
  return <View style={styles.content}>{children}</View>;
}

/** The tab bar with the basket's pieces on Products; a press on the section shown goes to its first screen. */
function BasketTabBar({ state, navigation }: BottomTabBarProps) {
  const { pieces } = useBasket();
  const focused = state.routes[state.index];
  return (
    <TabBar
      current={focused?.name as Tab}
      badges={{ products: pieces }}
      onPress={(tab) => {
        const route = state.routes.find((candidate) => candidate.name === tab);
        if (!route) return;
        const event = navigation.emit({ type: 'tabPress', target: route.key, canPreventDefault: true });
        if (route.key !== focused?.key && !event.defaultPrevented) navigation.navigate(tab);
      }}
    />
  );
}

const styles = StyleSheet.create({
  page: { flex: 1, backgroundColor: colors.background },
  scene: { backgroundColor: colors.background },
  content: { flex: 1, width: '100%', maxWidth: 840, alignSelf: 'center' },
});
