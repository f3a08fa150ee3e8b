import { IconFileInvoice } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PlaceholderScreen } from '../../ui/PlaceholderScreen';

export function BillsRoute() {
  const { t } = useTranslation();
  return <PlaceholderScreen title={t('screens.bills')} icon={<IconFileInvoice size={28} />} />;
}
