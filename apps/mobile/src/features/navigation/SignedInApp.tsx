import { StyleSheet, View } from 'react-native';
import { AbosScreen } from '../abos/AbosScreen';
import { OrdersScreen } from '../orders/OrdersScreen';
import { ProductsScreen } from '../products/ProductsScreen';
import { ProfileScreen } from '../profile/ProfileScreen';
import { colors } from '../../ui/theme';
import { TabBar } from './TabBar';
import { TabsProvider, useTabs } from './tabs';

/** The signed-in app: the chosen section above the tab bar (Products, Orders, Abos, Profile). */
export function SignedInApp() {
  return (
    <TabsProvider>
      <View style={styles.page}>
        <View style={styles.content}>
          <CurrentTab />
        </View>
        <TabBar />
      </View>
    </TabsProvider>
  );
}

function CurrentTab() {
  const { tab } = useTabs();
  switch (tab) {
    case 'products':
      return <ProductsScreen />;
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
