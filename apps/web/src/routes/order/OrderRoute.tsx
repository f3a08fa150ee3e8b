import { IconClipboardText } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PlaceholderScreen } from '../../ui/PlaceholderScreen';

export function OrderRoute() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  return <PlaceholderScreen title={t('screens.order', { id })} icon={<IconClipboardText size={28} />} />;
}
