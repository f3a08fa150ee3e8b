import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Modal, NumberInput, SegmentedControl, Stack, Switch, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LABEL_HEIGHT_MM, LABEL_WIDTH_MM, labelSettingsProblems } from '@bakery/core';
import { ApiError } from '../../api/client';
import { useApiMutation, useApiQuery } from '../../api/query';
import { LabelSettingsQuery, UpdateLabelSettingsMutation, type LabelSettings } from '../../api/operations';
import { QueryStates } from '../../ui/LoadStates';
import { useErrorText } from '../errors/error-text';
import { useLanguage } from '../orders/order-format';
import { downloadLabels, type LabelFormat } from './labels';

type Field = 'widthMm' | 'heightMm';

/**
 * The label printer (SPEC §3 printer label settings): width, height or a continuous roll, price
 * on the label; the format of this device (PDF or ZPL) and a test print. Out-of-range sizes are
 * marked on their fields, before sending and when the server refuses them.
 */
export function LabelSettingsModal({
  opened,
  onClose,
  format,
  onFormat,
}: {
  opened: boolean;
  onClose: () => void;
  format: LabelFormat;
  onFormat: (format: LabelFormat) => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('compile.labelSettings.title')} centered size="md">
      {/* mounted while open, so every opening starts from the saved settings */}
      {opened ? <LabelSettingsForm onClose={onClose} format={format} onFormat={onFormat} /> : null}
    </Modal>
  );
}

function LabelSettingsForm({
  onClose,
  format,
  onFormat,
}: {
  onClose: () => void;
  format: LabelFormat;
  onFormat: (format: LabelFormat) => void;
}) {
  const { t } = useTranslation();
  const query = useApiQuery(LabelSettingsQuery, {});
  return (
    <QueryStates query={query} title={t('compile.labelSettings.loadFailed')} py={24}>
      {({ labelSettings }) => (
        <LabelSettingsFields saved={labelSettings} onClose={onClose} format={format} onFormat={onFormat} />
      )}
    </QueryStates>
  );
}

/** The form, seeded once from the saved settings. */
function LabelSettingsFields({
  saved,
  onClose,
  format,
  onFormat,
}: {
  saved: LabelSettings;
  onClose: () => void;
  format: LabelFormat;
  onFormat: (format: LabelFormat) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const errorText = useErrorText();
  const [width, setWidth] = useState<number | ''>(saved.widthMm);
  const [height, setHeight] = useState<number | ''>(saved.heightMm ?? '');
  const [continuous, setContinuous] = useState(saved.heightMm === null);
  const [price, setPrice] = useState(saved.priceOnLabel);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState<'save' | 'test' | null>(null);
  const update = useApiMutation(UpdateLabelSettingsMutation, { invalidates: [LabelSettingsQuery] });

  const show = (next: LabelSettings) => {
    setWidth(next.widthMm);
    setHeight(next.heightMm ?? '');
    setContinuous(next.heightMm === null);
    setPrice(next.priceOnLabel);
  };

  const fieldText = (field: Field) =>
    field === 'widthMm'
      ? t('compile.labelSettings.widthInvalid', { min: LABEL_WIDTH_MM.min, max: LABEL_WIDTH_MM.max })
      : t('compile.labelSettings.heightInvalid', { min: LABEL_HEIGHT_MM.min, max: LABEL_HEIGHT_MM.max });

  /** Saves when something changed; resolves false when the input or the server refuses it. */
  const save = async (): Promise<boolean> => {
    setFailure(null);
    const input: LabelSettings = {
      widthMm: width === '' ? NaN : width,
      heightMm: continuous ? null : height === '' ? NaN : height,
      priceOnLabel: price,
    };
    const problems = labelSettingsProblems(input);
    setErrors(Object.fromEntries(problems.map((f) => [f, fieldText(f)])));
    if (problems.length > 0) return false;
    if (
      input.widthMm === saved.widthMm &&
      input.heightMm === saved.heightMm &&
      input.priceOnLabel === saved.priceOnLabel
    )
      return true;
    try {
      const { updateLabelSettings } = await update.mutateAsync({ input });
      show(updateLabelSettings);
      return true;
    } catch (error) {
      const fields =
        error instanceof ApiError && Array.isArray(error.extensions.fields)
          ? (error.extensions.fields as Field[]).filter((f) => f === 'widthMm' || f === 'heightMm')
          : [];
      if (fields.length > 0) setErrors(Object.fromEntries(fields.map((f) => [f, fieldText(f)])));
      else setFailure(error);
      return false;
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setBusy('save');
    void save()
      .then((ok) => {
        if (!ok) return;
        notifications.show({ color: 'green', message: t('compile.labelSettings.saved') });
        onClose();
      })
      .finally(() => setBusy(null));
  };

  const testPrint = () => {
    setBusy('test');
    void save()
      .then(async (ok) => {
        if (ok) await downloadLabels(format, { test: true, language });
      })
      .catch((error: unknown) => setFailure(error))
      .finally(() => setBusy(null));
  };

  return (
    <>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {failure ? (
            <Alert color="red" variant="light" role="alert">
              {errorText(failure)}
            </Alert>
          ) : null}
          <NumberInput
            size="md"
            label={t('compile.labelSettings.width')}
            description={t('compile.labelSettings.range', { min: LABEL_WIDTH_MM.min, max: LABEL_WIDTH_MM.max })}
            suffix=" mm"
            value={width}
            clampBehavior="none"
            allowDecimal={false}
            allowNegative={false}
            onChange={(v) => (
              setWidth(typeof v === 'number' ? v : ''),
              setErrors((c) => ({ ...c, widthMm: undefined }))
            )}
            error={errors.widthMm}
          />
          <Switch
            size="md"
            label={t('compile.labelSettings.continuous')}
            description={t('compile.labelSettings.continuousHint')}
            checked={continuous}
            onChange={(e) => (
              setContinuous(e.currentTarget.checked),
              setErrors((c) => ({ ...c, heightMm: undefined }))
            )}
          />
          {!continuous ? (
            <NumberInput
              size="md"
              label={t('compile.labelSettings.height')}
              description={t('compile.labelSettings.range', { min: LABEL_HEIGHT_MM.min, max: LABEL_HEIGHT_MM.max })}
              suffix=" mm"
              value={height}
              clampBehavior="none"
              allowDecimal={false}
              allowNegative={false}
              onChange={(v) => (
                setHeight(typeof v === 'number' ? v : ''),
                setErrors((c) => ({ ...c, heightMm: undefined }))
              )}
              error={errors.heightMm}
            />
          ) : null}
          <Switch
            size="md"
            label={t('compile.labelSettings.price')}
            checked={price}
            onChange={(e) => setPrice(e.currentTarget.checked)}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="label-format">
              {t('compile.labelSettings.format')}
            </Text>
            <SegmentedControl
              aria-labelledby="label-format"
              value={format}
              onChange={(v) => onFormat(v as LabelFormat)}
              data={[
                { value: 'pdf', label: t('compile.labelSettings.formatPdf') },
                { value: 'zpl', label: t('compile.labelSettings.formatZpl') },
              ]}
            />
            <Text size="xs" c="dimmed">
              {t('compile.labelSettings.formatHint')}
            </Text>
          </Stack>
          <Group justify="space-between" gap="sm">
            <Button
              variant="default"
              leftSection={<IconPrinter size={18} />}
              loading={busy === 'test'}
              disabled={busy === 'save'}
              onClick={testPrint}
            >
              {t('compile.labelSettings.test')}
            </Button>
            <Button type="submit" loading={busy === 'save'} disabled={busy === 'test'}>
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </>
  );
}
