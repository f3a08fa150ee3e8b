import { IconScale } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PlaceholderScreen } from '../../ui/PlaceholderScreen';

export function OrdersCompileRoute() {
  const { t } = useTranslation();
  return <PlaceholderScreen title={t('screens.ordersCompile')} icon={<IconScale size={28} />} />;
}
