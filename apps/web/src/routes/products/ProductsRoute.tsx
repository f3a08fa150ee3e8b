import { IconBaguette } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../features/auth/AuthProvider';
import { HostProductsScreen } from '../../features/hostProducts/HostProductsScreen';
import { ProductsTabs } from '../../features/priceLists/ProductsTabs';
import { PlaceholderScreen } from '../../ui/PlaceholderScreen';

/** /products — the bakery's range, a host's take-overs and own products; private users and guests get theirs later. */
export function ProductsRoute() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  if (user?.kind === 'HOST') return <HostProductsScreen />;
  if (user?.kind !== 'BAKERY') return <PlaceholderScreen title={t('screens.products')} icon={<IconBaguette size={28} />} />;
  return <ProductsTabs />;
}
