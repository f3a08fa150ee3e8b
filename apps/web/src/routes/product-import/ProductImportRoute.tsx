import { useTranslation } from 'react-i18next';
import { ProductScreen } from '../../features/products';
import { ImportWizard } from '../../features/productImport';

/** /product/import (bakery): import from legacy bakery software with a verify step. */
export function ProductImportRoute() {
  const { t } = useTranslation();
  return (
    <ProductScreen title={t('screens.productImport')}>
      <ImportWizard />
    </ProductScreen>
  );
}
