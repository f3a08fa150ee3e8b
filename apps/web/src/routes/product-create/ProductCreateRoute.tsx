import { IconCirclePlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../features/auth/AuthProvider';
import { ProductForm } from '../../features/products/ProductForm';
import { ProductScreen } from '../../features/products/ProductScreen';
import { PlaceholderScreen } from '../../ui/PlaceholderScreen';

/** /product/create — the product editor for a bakery, or for a host's own product. */
export function ProductCreateRoute() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  if (user?.kind !== 'BAKERY' && user?.kind !== 'HOST') return <PlaceholderScreen title={t('screens.productCreate')} icon={<IconCirclePlus size={28} />} />;
  return (
    <ProductScreen title={t('screens.productCreate')}>
      <ProductForm mode={user.kind === 'HOST' ? 'host' : 'bakery'} />
    </ProductScreen>
  );
}
