import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconFileZip } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { downloadDocument } from '../../api/download';
import { monthPeriod, type Period } from './bill-format';
import { useBillErrorText } from './bill-errors';

/**
 * "Export for the accountant" (issue 14): a period of bill dates (default: last month) saved as the
 * server's ZIP of every e-invoice XML and PDF with the CSV register (`/api/bills/export`, bakery only).
 */
export function BillExportButton({ today }: { today?: Date }) {
  const { t } = useTranslation();
  const errorText = useBillErrorText();
  const [opened, setOpened] = useState(false);
  const [period, setPeriod] = useState<Period>(() => monthPeriod(today ?? new Date(), -1));
  // a range being picked has only its first day; the period changes once both are there
  const [picking, setPicking] = useState<[string | null, string | null] | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const close = () => {
    if (busy) return;
    setOpened(false);
    setError(null);
  };

  async function download() {
    setBusy(true);
    setError(null);
    try {
      await downloadDocument(
        '/api/bills/export',
        { from: period.from, to: period.to },
        `${t('bills.export.fileName')}_${period.from}_${period.to}.zip`,
      );
      setOpened(false);
    } catch (caught) {
      setError(caught);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button variant="default" size="md" leftSection={<IconFileZip size={18} />} onClick={() => setOpened(true)}>
        {t('bills.export.open')}
      </Button>
      <Modal opened={opened} onClose={close} title={t('bills.export.title')} centered>
        <Stack gap="md">
          <Text size="sm">{t('bills.export.text')}</Text>
          <DatePickerInput
            type="range"
            allowSingleDateInRange
            label={t('bills.export.period')}
            valueFormat="DD.MM.YYYY"
            value={picking ?? [period.from, period.to]}
            onChange={([from, to]) => {
              if (from && to) {
                setPicking(null);
                setPeriod({ from, to });
              } else setPicking([from, to]);
            }}
            onDropdownClose={() => setPicking(null)}
          />
          {error ? (
            <Alert color="red" variant="light" role="alert" title={t('bills.export.failed')}>
              {errorText(error)}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={busy}>
              {t('common.cancel')}
            </Button>
            <Button loading={busy} onClick={() => void download()} leftSection={<IconFileZip size={18} />}>
              {t('bills.export.download')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
