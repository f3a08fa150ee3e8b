import { memo } from 'react';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useApiQuery } from '../../api/query';
import { DeliveryDocketsQuery, type CompileZone } from '../../api/operations';

/**
 * Above the packing list: the deliveries of the selection still without a delivery docket. Goods
 * that leave without one must each be billed with an immediate invoice; with dockets one deferred
 * invoice a month is enough (docs/FISCAL.md). The same query as the dockets tab, so making them
 * there clears this at once. Memoised: a weight saved does not draw it again.
 */
export const DocketWarning = memo(function DocketWarning({
  deadline,
  zone,
  onOpenDockets,
}: {
  deadline: string;
  zone: CompileZone;
  onOpenDockets: () => void;
}) {
  const { t } = useTranslation();
  const query = useApiQuery(DeliveryDocketsQuery, { deadline, zoneId: zone });
  const count = query.data?.deliveryDocketsToMake.count ?? 0;
  if (count === 0) return null;
  return (
    <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} />} data-testid="docket-warning">
      <Stack gap="xs" align="flex-start">
        <Text fw={600}>{t('compile.docketWarning.text', { count })}</Text>
        <Text size="sm">{t('compile.docketWarning.why')}</Text>
        <Button size="sm" variant="default" onClick={onOpenDockets}>
          {t('compile.docketWarning.action')}
        </Button>
      </Stack>
    </Alert>
  );
});
