import { IconCirclePlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PlaceholderScreen } from '../../ui/PlaceholderScreen';

export function ProductCreateRoute() {
  const { t } = useTranslation();
  return <PlaceholderScreen title={t('screens.productCreate')} icon={<IconCirclePlus size={28} />} />;
}
