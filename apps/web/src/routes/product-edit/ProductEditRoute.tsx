import { IconEdit } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PlaceholderScreen } from '../../ui/PlaceholderScreen';

export function ProductEditRoute() {
  const { t } = useTranslation();
  const { name = '' } = useParams();
  return <PlaceholderScreen title={t('screens.productEdit', { name })} icon={<IconEdit size={28} />} />;
}
