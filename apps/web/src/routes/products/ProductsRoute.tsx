import { IconBaguette } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PlaceholderScreen } from '../../ui/PlaceholderScreen';

export function ProductsRoute() {
  const { t } = useTranslation();
  return <PlaceholderScreen title={t('screens.products')} icon={<IconBaguette size={28} />} />;
}
