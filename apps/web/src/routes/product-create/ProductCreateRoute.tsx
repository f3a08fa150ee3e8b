import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../features/auth';
import { ProductForm, ProductScreen } from '../../features/products';

/** /product/create — the product editor for a bakery, or for a host's own product. */
export function ProductCreateRoute() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  return (
    <ProductScreen title={t('screens.productCreate')}>
      <ProductForm mode={user?.kind === 'HOST' ? 'host' : 'bakery'} />
    </ProductScreen>
  );
}
