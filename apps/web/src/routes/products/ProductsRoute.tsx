import { useCurrentUser } from '../../features/auth';
import { CatalogueScreen } from '../../features/orders';
import { HostProductsScreen } from '../../features/hostProducts';
import { ProductsTabs } from '../../features/priceLists';

/** /products — the bakery's range, a host's take-overs and own products, a private customer's catalogue to order from. */
export function ProductsRoute() {
  const user = useCurrentUser();
  if (user?.kind === 'PRIVATE') return <CatalogueScreen />;
  return user?.kind === 'HOST' ? <HostProductsScreen /> : <ProductsTabs />;
}
