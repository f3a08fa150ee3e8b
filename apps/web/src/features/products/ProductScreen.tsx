import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BackLinkScreen } from '../../ui/BackLinkScreen';

/** Frame of the product editor and import screens: back to /products, title, content. */
export function ProductScreen({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <BackLinkScreen backTo="/products" backLabel={t('products.toList')} title={title}>
      {children}
    </BackLinkScreen>
  );
}
