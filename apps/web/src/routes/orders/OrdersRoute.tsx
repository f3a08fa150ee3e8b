import { IconClipboardList } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PlaceholderScreen } from '../../ui/PlaceholderScreen';

export function OrdersRoute() {
  const { t } = useTranslation();
  return <PlaceholderScreen title={t('screens.orders')} icon={<IconClipboardList size={28} />} />;
}
