import { IconReceipt2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PlaceholderScreen } from '../../ui/PlaceholderScreen';

export function ClientBillingRoute() {
  const { t } = useTranslation();
  return <PlaceholderScreen title={t('screens.clientBilling')} icon={<IconReceipt2 size={28} />} />;
}
