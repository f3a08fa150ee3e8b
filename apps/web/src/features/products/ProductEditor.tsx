import { Button } from '@mantine/core';
import { IconAlertTriangle, IconSearchOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { loadStateOf, useApiQuery } from '../../api/query';
import { OwnProductQuery, ProductQuery } from '../../api/operations';
import type { Product } from '../../api/operations';
import { MessageScreen } from '../../ui/MessageScreen';
import { errorCodeOf, useErrorText } from '../errors/error-text';
import { ProductForm } from './ProductForm';
import { ProductScreen } from './ProductScreen';
import { LoadingState } from '../../ui/LoadStates';

type Loaded = { status: 'loading' } | { status: 'ready'; product: Product } | { status: 'failed'; error: unknown };

/** Loads `product(id)` (a host: `ownProduct(id)`) for the editor; NOT_FOUND gets a clear message with the way back. */
export function ProductEditor({ id, mode = 'bakery' }: { id: string; mode?: 'bakery' | 'host' }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  // the form takes the product once: no refetch on focus under the user's typing
  const options = { refetchOnWindowFocus: false } as const;
  const own = useApiQuery(OwnProductQuery, { id }, { ...options, enabled: mode === 'host' });
  const bakery = useApiQuery(ProductQuery, { id }, { ...options, enabled: mode !== 'host' });
  const state = mode === 'host' ? loadStateOf(own) : loadStateOf(bakery);
  const loaded: Loaded =
    state.status !== 'ready'
      ? state
      : { status: 'ready', product: 'ownProduct' in state.data ? state.data.ownProduct : state.data.product };

  if (loaded.status === 'loading') {
    return <LoadingState py={64} />;
  }
  if (loaded.status === 'failed') {
    const notFound = errorCodeOf(loaded.error) === 'NOT_FOUND';
    return (
      <MessageScreen
        title={notFound ? t('products.notFoundTitle') : t('products.loadFailed')}
        text={notFound ? t('products.notFoundText') : errorText(loaded.error)}
        icon={notFound ? <IconSearchOff size={30} /> : <IconAlertTriangle size={30} />}
        color={notFound ? 'brown' : 'red'}
        actions={
          <Button component={Link} to="/products">
            {t('products.toList')}
          </Button>
        }
      />
    );
  }
  return (
    <ProductScreen title={t('screens.productEdit', { name: loaded.product.name })}>
      <ProductForm product={loaded.product} mode={mode} />
    </ProductScreen>
  );
}
