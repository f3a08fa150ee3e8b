import { IconUserEdit } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PlaceholderScreen } from '../../ui/PlaceholderScreen';

export function ClientEditRoute() {
  const { t } = useTranslation();
  const { name = '' } = useParams();
  return <PlaceholderScreen title={t('screens.clientEdit', { name })} icon={<IconUserEdit size={28} />} />;
}
