import { useTranslation } from 'react-i18next';
import { ImprintDetails } from '../../features/legal';
import { PageSection } from '../../ui/PageSection';

export function ImpressumRoute() {
  const { t } = useTranslation();
  return (
    <PageSection title={t('legal.imprint.title')}>
      <ImprintDetails />
    </PageSection>
  );
}
