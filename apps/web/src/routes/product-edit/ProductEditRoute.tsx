import { IconEdit } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useCurrentUser } from '../../features/auth/AuthProvider';
import { ProductEditor } from '../../features/products/ProductEditor';
import { PlaceholderScreen } from '../../ui/PlaceholderScreen';

/** /product/edit/:id/:name — loads the product (a host: one of its own) and shows the editor. */
export function ProductEditRoute() {
  const { t } = useTranslation();
  const { id = '', name = '' } = useParams();
  const user = useCurrentUser();
  if (user?.kind !== 'BAKERY' && user?.kind !== 'HOST') return <PlaceholderScreen title={t('screens.productEdit', { name })} icon={<IconEdit size={28} />} />;
  return <ProductEditor key={id} id={id} mode={user.kind === 'HOST' ? 'host' : 'bakery'} />;
}
