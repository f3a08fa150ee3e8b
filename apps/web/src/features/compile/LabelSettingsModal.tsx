import { useState, type FormEvent } from 'react';
import { useForm } from '@mantine/form';
import { Alert, Button, Group, Modal, NumberInput, SegmentedControl, Stack, Switch, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LABEL_HEIGHT_MM, LABEL_WIDTH_MM, labelSettingsFormSchema, type LabelSettingsInput } from '@bakery/core';
import { ApiError } from '../../api/client';
import { useApiMutation, useApiQuery } from '../../api/query';
import { LabelSettingsQuery, UpdateLabelSettingsMutation, type LabelSettings } from '../../api/operations';
import { QueryStates } from '../../ui/LoadStates';
import { schemaForm } from '../../ui/schema-form';
import { useErrorText } from '../../i18n/error-text';
import { useLanguage } from '../../i18n/use-language';
import { downloadLabels, type LabelFormat } from './labels';

/** The form as the inputs hold it: sizes in mm ('' while empty), a continuous roll (no height), the price switch. */
interface LabelSettingsValues {
  widthMm: number | '';
  heightMm: number | '';
  continuous: boolean;
  priceOnLabel: boolean;
}

const valuesOf = (settings: LabelSettings): LabelSettingsValues => ({
  widthMm: settings.widthMm,
  heightMm: settings.heightMm ?? '',
  continuous: settings.heightMm === null,
  priceOnLabel: settings.priceOnLabel,
});

/**
 * The label printer (docs/requirements/production.md#labels): width, height or a continuous roll,
 * price on the label; the format of this device (PDF or ZPL) and a test print. Out-of-range sizes
 * are marked on their fields, before sending (core's labelSettingsFormSchema, the rules the server
 * checks with) and when the server refuses them.
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
  const fieldText = (path: string) =>
    path === 'heightMm'
      ? t('compile.labelSettings.heightInvalid', { min: LABEL_HEIGHT_MM.min, max: LABEL_HEIGHT_MM.max })
      : t('compile.labelSettings.widthInvalid', { min: LABEL_WIDTH_MM.min, max: LABEL_WIDTH_MM.max });
  const form = useForm<LabelSettingsValues, LabelSettingsInput>({
    initialValues: valuesOf(saved),
    ...schemaForm<LabelSettingsValues, LabelSettingsInput>(labelSettingsFormSchema, fieldText),
  });
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState<'save' | 'test' | null>(null);
  const update = useApiMutation(UpdateLabelSettingsMutation, { invalidates: [LabelSettingsQuery] });

  /** Saves when something changed; resolves false when the input or the server refuses it. */
  const save = async (): Promise<boolean> => {
    setFailure(null);
    if (form.validate().hasErrors) return false;
    const input = form.getTransformedValues();
    if (
      input.widthMm === saved.widthMm &&
      input.heightMm === saved.heightMm &&
      input.priceOnLabel === saved.priceOnLabel
    )
      return true;
    try {
      const { updateLabelSettings } = await update.mutateAsync({ input });
      form.setValues(valuesOf(updateLabelSettings));
      return true;
    } catch (error) {
      const fields =
        error instanceof ApiError && Array.isArray(error.extensions.fields)
          ? error.extensions.fields.filter((f): f is 'widthMm' | 'heightMm' => f === 'widthMm' || f === 'heightMm')
          : [];
      if (fields.length > 0) form.setErrors(Object.fromEntries(fields.map((f) => [f, fieldText(f)])));
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
            {...form.getInputProps('widthMm')}
            clampBehavior="none"
            allowDecimal={false}
            allowNegative={false}
          />
          <Switch
            size="md"
            label={t('compile.labelSettings.continuous')}
            description={t('compile.labelSettings.continuousHint')}
            checked={form.values.continuous}
            onChange={(e) => {
              form.setFieldValue('continuous', e.currentTarget.checked);
              form.clearFieldError('heightMm');
            }}
          />
          {!form.values.continuous ? (
            <NumberInput
              size="md"
              label={t('compile.labelSettings.height')}
              description={t('compile.labelSettings.range', { min: LABEL_HEIGHT_MM.min, max: LABEL_HEIGHT_MM.max })}
              suffix=" mm"
              {...form.getInputProps('heightMm')}
              clampBehavior="none"
              allowDecimal={false}
              allowNegative={false}
            />
          ) : null}
          <Switch
            size="md"
            label={t('compile.labelSettings.price')}
            {...form.getInputProps('priceOnLabel', { type: 'checkbox' })}
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
