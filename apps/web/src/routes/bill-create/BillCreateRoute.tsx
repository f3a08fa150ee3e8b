import { IconFilePlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PlaceholderScreen } from '../../ui/PlaceholderScreen';

export function BillCreateRoute() {
  const { t } = useTranslation();
  return <PlaceholderScreen title={t('screens.billCreate')} icon={<IconFilePlus size={28} />} />;
}
