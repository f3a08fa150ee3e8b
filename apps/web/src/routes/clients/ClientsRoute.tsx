import { IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PlaceholderScreen } from '../../ui/PlaceholderScreen';

export function ClientsRoute() {
  const { t } = useTranslation();
  return <PlaceholderScreen title={t('screens.clients')} icon={<IconUsers size={28} />} />;
}
