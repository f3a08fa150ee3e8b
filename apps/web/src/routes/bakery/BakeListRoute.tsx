import { IconChartBar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PlaceholderScreen } from '../../ui/PlaceholderScreen';

export function BakeListRoute() {
  const { t } = useTranslation();
  return <PlaceholderScreen title={t('screens.bakeList')} icon={<IconChartBar size={28} />} />;
}
