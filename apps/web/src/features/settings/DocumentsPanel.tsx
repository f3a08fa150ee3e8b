import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Button, Code, Group, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { formatDocumentNumber, isDocumentNumberFormat } from '@bakery/core';
import { ApiError, request } from '../../api/client';
import { DocumentSettingsQuery, UpdateDocumentSettingsMutation, type DocumentSettings } from '../../api/operations';
import { LoadFailed, LoadingState } from '../../ui/LoadStates';
import { useErrorText } from '../errors/error-text';

type LoadState = { status: 'loading' } | { status: 'ready'; saved: DocumentSettings } | { status: 'failed'; error: unknown };
type Field = 'ddNumberFormat' | 'nextDdNumber';

function todayIso(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/**
 * Settings → Documents: how delivery dockets are numbered (SPEC §3 dd_number_format and
 * current_dd_number, §5 tokens). The preview follows the typing; the counter only moves forward.
 */
export function DocumentsPanel() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [state, setState] = useState<LoadState>({ status: 'loading' });
  const [reloads, setReloads] = useState(0);
  const [format, setFormat] = useState('');
  const [next, setNext] = useState<number | ''>('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  const show = (saved: DocumentSettings) => {
    setState({ status: 'ready', saved });
    setFormat(saved.ddNumberFormat);
    setNext(saved.nextDdNumber);
  };

  useEffect(() => {
    let live = true;
    request(DocumentSettingsQuery, {})
      .then(({ documentSettings }) => live && show(documentSettings))
      .catch((error: unknown) => live && setState({ status: 'failed', error }));
    return () => {
      live = false;
    };
  }, [reloads]);

  if (state.status === 'loading') return <LoadingState />;
  if (state.status === 'failed') return <LoadFailed title={t('settings.documents.loadFailed')} error={state.error} onRetry={() => (setState({ status: 'loading' }), setReloads((n) => n + 1))} />;
  const { saved } = state;

  const formatOk = isDocumentNumberFormat(format.trim());
  const nextOk = typeof next === 'number' && Number.isSafeInteger(next) && next >= saved.nextDdNumber;
  const preview = formatOk && typeof next === 'number' && Number.isSafeInteger(next) && next >= 0 ? formatDocumentNumber(format.trim(), next, todayIso()) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const found: Partial<Record<Field, string>> = {};
    if (!formatOk) found.ddNumberFormat = t('settings.documents.formatInvalid');
    if (!nextOk) found.nextDdNumber = t('errors.DOCUMENT_NUMBER_BACKWARDS', { next: saved.nextDdNumber });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const input: { ddNumberFormat?: string; nextDdNumber?: number } = {};
    if (format.trim() !== saved.ddNumberFormat) input.ddNumberFormat = format.trim();
    if (next !== saved.nextDdNumber) input.nextDdNumber = next as number;
    if (Object.keys(input).length === 0) return;
    setBusy(true);
    request(UpdateDocumentSettingsMutation, { input })
      .then(({ updateDocumentSettings }) => {
        show(updateDocumentSettings);
        notifications.show({ color: 'green', message: t('settings.documents.saved') });
      })
      .catch((error: unknown) => {
        const fields = error instanceof ApiError && Array.isArray(error.extensions.fields) ? (error.extensions.fields as Field[]) : [];
        if (fields.length > 0) setErrors(Object.fromEntries(fields.map((f) => [f, errorText(error)])));
        else setFailure(error);
      })
      .finally(() => setBusy(false));
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {failure ? (
          <Alert color="red" variant="light" role="alert">
            {errorText(failure)}
          </Alert>
        ) : null}
        <TextInput
          label={t('settings.documents.ddFormat')}
          description={t('settings.documents.tokens')}
          value={format}
          maxLength={30}
          onChange={(e) => (setFormat(e.currentTarget.value), setErrors((c) => ({ ...c, ddNumberFormat: undefined })))}
          error={errors.ddNumberFormat}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        />
        <NumberInput
          label={t('settings.documents.nextNumber')}
          description={t('settings.documents.nextNumberHint', { next: saved.nextDdNumber })}
          value={next}
          min={saved.nextDdNumber}
          clampBehavior="none"
          allowDecimal={false}
          allowNegative={false}
          thousandSeparator=""
          onChange={(value) => (setNext(typeof value === 'number' ? value : ''), setErrors((c) => ({ ...c, nextDdNumber: undefined })))}
          error={errors.nextDdNumber}
          maw={240}
        />
        <Group gap="xs">
          <Text size="sm">{t('settings.documents.preview')}</Text>
          <Code fz="md" data-testid="docket-preview">
            {preview ?? '—'}
          </Code>
        </Group>
        <Group justify="flex-end">
          <Button type="submit" loading={busy}>
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
