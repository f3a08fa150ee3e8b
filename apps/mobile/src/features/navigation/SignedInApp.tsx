import { StyleSheet, View } from 'react-native';
import { useSafeAreaInsets } from '../../ui/safe-area';
import { AbosScreen } from '../abos/AbosScreen';
import { OrdersScreen } from '../orders/OrdersScreen';
import { BasketProvider, useBasket } from '../basket/basket';
import { CatalogueProvider } from '../products/catalogue';
import { ProductsTab } from '../products/ProductsTab';
import { ProfileScreen } from '../profile/ProfileScreen';
import { DeadlineReminder } from '../reminder/DeadlineReminder';
import { colors } from '../../ui/theme';
import { TabBar } from './TabBar';
import { TabsProvider, useTabs } from './tabs';

/**
 * The signed-in app: the chosen section above the tab bar (Products, Orders, Abos, Profile). The
 * product list, the ordering rules and the basket live above the tabs, kept on the device.
 */
export function SignedInApp() {
  // below the status bar / notch, left and right of a landscape notch; the tab bar keeps the home indicator free
  const insets = useSafeAreaInsets();
  return (
    <TabsProvider>
      <CatalogueProvider>
        <BasketProvider>
          <View style={[styles.page, { paddingTop: insets.top, paddingLeft: insets.left, paddingRight: insets.right }]}>
            <View style={styles.content}>
              <CurrentTab />
            </View>
            <BasketTabBar />
            <DeadlineReminder />
          </View>
        </BasketProvider>
      </CatalogueProvider>
    </TabsProvider>
  );
}

/** The tab bar with the basket's pieces on Products. */
function BasketTabBar() {
  const { pieces } = useBasket();
  return <TabBar badges={{ products: pieces }} />;
}

function CurrentTab() {
  const { tab } = useTabs();
  switch (tab) {
    case 'products':
      return <ProductsTab />;
    case 'orders':
      return <OrdersScreen />;
    case 'abos':
      return <AbosScreen />;
    case 'profile':
      return <ProfileScreen />;
  }
}

const styles = StyleSheet.create({
  page: { flex: 1, backgroundColor: colors.background },
  // phones use the whole width; on a tablet in landscape the lists stay readable
  content: { flex: 1, width: '100%', maxWidth: 840, alignSelf: 'center' },
});
