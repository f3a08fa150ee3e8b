import { IconUserCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PlaceholderScreen } from '../../ui/PlaceholderScreen';

export function ProfileRoute() {
  const { t } = useTranslation();
  return <PlaceholderScreen title={t('screens.profile')} icon={<IconUserCircle size={28} />} />;
}
