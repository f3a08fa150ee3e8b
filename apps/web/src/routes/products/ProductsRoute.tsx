import { useCurrentUser } from '../../features/auth/AuthProvider';
import { HostProductsScreen } from '../../features/hostProducts/HostProductsScreen';
import { ProductsTabs } from '../../features/priceLists/ProductsTabs';

/** /products — the bakery's range, a host's take-overs and own products (ACCESS.products: only they open it). */
export function ProductsRoute() {
  const user = useCurrentUser();
  return user?.kind === 'HOST' ? <HostProductsScreen /> : <ProductsTabs />;
}
