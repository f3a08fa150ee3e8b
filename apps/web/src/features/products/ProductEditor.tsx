import { Button } from '@mantine/core';
import { IconAlertTriangle, IconSearchOff } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isLanguage, type Language } from '@bakery/core';
import { operationName } from '../../api/operation';
import { loadStateOf, useApiQuery } from '../../api/query';
import { OwnProductQuery, OwnProductsQuery, ProductQuery, ProductsQuery } from '../../api/operations';
import type { Product, Texts } from '../../api/operations';
import { MessageScreen } from '../../ui/MessageScreen';
import { errorCodeOf, useErrorText } from '../../i18n/error-text';
import { ProductForm } from './ProductForm';
import { ProductScreen } from './ProductScreen';
import { LoadingState } from '../../ui/LoadStates';

type Loaded = { status: 'loading' } | { status: 'ready'; product: Product } | { status: 'failed'; error: unknown };

type Listed = { id: string; name: string; names: Texts };
/** The products of a cached list answer: a products page, a host's own products, or all pages at once (price lists, bake list). */
const listedIn = (answer: unknown): readonly Listed[] => {
  if (Array.isArray(answer)) return answer as Listed[];
  const page = answer as { products?: { items?: Listed[] }; ownProducts?: Listed[] } | undefined;
  return page?.products?.items ?? page?.ownProducts ?? [];
};

/**
 * The product's name from a list already loaded (the one the user came from: lists carry no
 * descriptions, so the editor loads the product itself), for the title while it loads; null if none has it.
 */
function useListedName(id: string, language: Language): string | null {
  const queryClient = useQueryClient();
  for (const operation of [ProductsQuery, OwnProductsQuery]) {
    for (const [, answer] of queryClient.getQueriesData({ queryKey: [operationName(operation)] })) {
      const found = listedIn(answer).find((product) => product.id === id);
      if (found) return found.names[language] || found.name;
    }
  }
  return null;
}

/**
 * Loads `product(id)` (a host: `ownProduct(id)`) with what only the editor shows (descriptions, day
 * lists) and shows the form once it is there: the dots under the screen's title until then (the
 * form takes the product once, so nothing typed is lost); NOT_FOUND gets a clear message with the
 * way back.
 */
export function ProductEditor({ id, mode = 'bakery' }: { id: string; mode?: 'bakery' | 'host' }) {
  const { t, i18n } = useTranslation();
  const language: Language = isLanguage(i18n.language) ? i18n.language : 'de';
  const listedName = useListedName(id, language);
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
    return (
      <ProductScreen
        title={listedName ? t('screens.productEdit', { name: listedName }) : t('productEditor.loadingTitle')}
      >
        <LoadingState py={64} />
      </ProductScreen>
    );
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
