import { IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PlaceholderScreen } from '../../ui/PlaceholderScreen';

export function ClientCreateRoute() {
  const { t } = useTranslation();
  return <PlaceholderScreen title={t('screens.clientCreate')} icon={<IconUserPlus size={28} />} />;
}
