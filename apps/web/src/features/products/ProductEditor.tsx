import { useEffect, useState } from 'react';
import { Button } from '@mantine/core';
import { IconAlertTriangle, IconSearchOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { request } from '../../api/client';
import { OwnProductQuery, ProductQuery } from '../../api/operations';
import type { Product } from '../../api/types';
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
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });

  useEffect(() => {
    let live = true;
    const load =
      mode === 'host'
        ? request(OwnProductQuery, { id }).then(({ ownProduct }) => ownProduct)
        : request(ProductQuery, { id }).then(({ product }) => product);
    load
      .then((product) => live && setLoaded({ status: 'ready', product }))
      .catch((error: unknown) => live && setLoaded({ status: 'failed', error }));
    return () => {
      live = false;
    };
  }, [id, mode]);

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
