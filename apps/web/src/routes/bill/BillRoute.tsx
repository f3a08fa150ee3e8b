import { IconFileInvoice } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PlaceholderScreen } from '../../ui/PlaceholderScreen';

export function BillRoute() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  return <PlaceholderScreen title={t('screens.bill', { id })} icon={<IconFileInvoice size={28} />} />;
}
