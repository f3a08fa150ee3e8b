import { memo, useState } from 'react';
import { Box, Button, Group, Title } from '@mantine/core';
import { IconRefresh, IconScale, IconSettings } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { LabelFormat } from './labels';
import { LabelSettingsModal } from './LabelSettingsModal';
import { useSerialScale } from './scale';

/**
 * The compile screen's title with the scale, refresh and label-settings buttons (and the label
 * settings). Memoised apart from the list: a weight saved does not draw the toolbar again.
 */
export const CompileHeader = memo(function CompileHeader({
  canReload,
  onReload,
  format,
  onFormat,
}: {
  canReload: boolean;
  onReload: () => void;
  format: LabelFormat;
  onFormat: (format: LabelFormat) => void;
}) {
  const { t } = useTranslation();
  const scale = useSerialScale();
  const [settingsOpen, setSettingsOpen] = useState(false);
  return (
    <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
      <Title order={1} c="brown.8" fz={{ base: 26, sm: 32 }}>
        {t('screens.ordersCompile')}
      </Title>
      {/* icons only on a phone, where the title needs the width */}
      <Group gap="sm" wrap="nowrap">
        {scale.status !== 'unsupported' ? (
          <Button
            size="md"
            variant={scale.status === 'connected' ? 'light' : 'default'}
            color={scale.status === 'connected' ? 'green' : scale.status === 'failed' ? 'red' : undefined}
            onClick={() => void (scale.status === 'connected' ? scale.disconnect() : scale.connect())}
            aria-label={t(`compile.scale.${scale.status}`)}
            px={{ base: 'sm', sm: 'md' }}
          >
            <IconScale size={18} />
            <Box component="span" visibleFrom="sm" ml={8}>
              {t(`compile.scale.${scale.status}`)}
            </Box>
          </Button>
        ) : null}
        <Button
          size="md"
          variant="default"
          onClick={onReload}
          disabled={!canReload}
          aria-label={t('compile.refresh')}
          px={{ base: 'sm', sm: 'md' }}
        >
          <IconRefresh size={18} />
          <Box component="span" visibleFrom="sm" ml={8}>
            {t('compile.refresh')}
          </Box>
        </Button>
        <Button
          size="md"
          variant="light"
          onClick={() => setSettingsOpen(true)}
          aria-label={t('compile.labelSettings.open')}
          px={{ base: 'sm', sm: 'md' }}
        >
          <IconSettings size={18} />
          <Box component="span" visibleFrom="sm" ml={8}>
            {t('compile.labelSettings.open')}
          </Box>
        </Button>
      </Group>
      <LabelSettingsModal
        opened={settingsOpen}
        onClose={() => setSettingsOpen(false)}
        format={format}
        onFormat={onFormat}
      />
    </Group>
  );
});
