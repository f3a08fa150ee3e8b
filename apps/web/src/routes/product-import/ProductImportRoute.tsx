import { IconFileImport } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PlaceholderScreen } from '../../ui/PlaceholderScreen';

export function ProductImportRoute() {
  const { t } = useTranslation();
  return <PlaceholderScreen title={t('screens.productImport')} icon={<IconFileImport size={28} />} />;
}
