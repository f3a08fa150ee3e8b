import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  DocumentSettingsQuery,
  MyAccountQuery,
  UpdateDocumentSettingsMutation,
  type DocumentSettings,
} from '../../api/operations';
import type { BaseData } from '../../api/operations';
import { apiQueryKey, loadStateOf, useApiMutation, useApiQuery } from '../../api/query';
import { LoadFailed, LoadingState } from '../../ui/LoadStates';
import { useErrorText } from '../../i18n/error-text';
import { BillPdfSection } from './BillPdfSection';
import {
  documentsProblems,
  previews,
  refusalOf,
  skipsNumbers,
  toInput,
  toValues,
  type Counter,
  type DocumentsField,
  type DocumentsValues,
  type SellerField,
} from './documents-form';
import { NumbersSection } from './NumbersSection';
import { SellerDataSection } from './SellerDataSection';
import { useBakeryToday } from '../auth';

type Errors = Partial<Record<DocumentsField, string>>;

/**
 * Settings → Documents (requirements/settings.md#documents): the bakery as seller
 * of its e-invoices, the bill PDF's header, footer and logo, and how bills and delivery dockets are
 * numbered. While no seller data is saved, the form starts from the base data (a failure to read
 * them only means no prefill).
 */
export function DocumentsPanel() {
  const { t } = useTranslation();
  const settings = useApiQuery(DocumentSettingsQuery, {});
  const saved = settings.data?.documentSettings;
  const needsBase = saved !== undefined && !saved.eBillData;
  const account = useApiQuery(MyAccountQuery, {}, { enabled: needsBase, retry: false });
  const state = loadStateOf(settings);
  if (state.status === 'failed')
    return (
      <LoadFailed
        title={t('settings.documents.loadFailed')}
        error={state.error}
        onRetry={() => void settings.refetch()}
      />
    );
  if (state.status === 'loading' || (needsBase && account.isPending)) return <LoadingState />;
  const base = needsBase ? (account.data?.me?.detail ?? null) : null;
  return <DocumentsForm loaded={state.data.documentSettings} base={base} />;
}

/** The form over what was loaded; it keeps its own copy while the user edits (a refetch does not overwrite it). */
function DocumentsForm({ loaded, base }: { loaded: DocumentSettings; base: BaseData | null }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [{ saved, initial }, setShown] = useState(() => ({ saved: loaded, initial: toValues(loaded, base) }));
  const [current, setValues] = useState<DocumentsValues>(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [uploading, setUploading] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const today = useBakeryToday();
  const [marked, setMarked] = useState(0);
  const update = useApiMutation(UpdateDocumentSettingsMutation, {
    onSuccess: ({ updateDocumentSettings: next }) =>
      queryClient.setQueryData(apiQueryKey(DocumentSettingsQuery, {}), { documentSettings: next }),
  });
  const busy = update.isPending;

  // a long form: after a refusal the first marked field gets the focus (and scrolls into view)
  useEffect(() => {
    if (marked > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [marked]);

  const show = (next: DocumentSettings, values: DocumentsValues) => {
    setShown({ saved: next, initial: values });
    setValues(values);
  };

  const change = (patch: Partial<DocumentsValues>, fields: DocumentsField[]) => {
    setValues((v) => ({ ...v, ...patch }));
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([f]) => !fields.includes(f as DocumentsField))));
  };
  const changeSeller = (field: SellerField, value: string) => {
    setValues((v) => ({ ...v, seller: { ...v.seller, [field]: value } }));
    setErrors((e) => ({ ...e, [`eBillData.${field}`]: undefined }));
  };

  const messageOf = (field: DocumentsField, lowest: Partial<Record<Counter, number>> = {}): string => {
    if (field.startsWith('eBillData.'))
      return t(
        `settings.documents.seller.problems.${field.slice('eBillData.'.length)}` as 'settings.documents.seller.problems.vatNumber',
      );
    switch (field) {
      case 'nextBillNumber':
      case 'nextDdNumber':
      case 'nextCreditNoteNumber':
        return t('errors.DOCUMENT_NUMBER_BACKWARDS', { next: lowest[field] ?? saved[field] });
      case 'ddNumberFormat':
        return t('settings.documents.formatInvalid');
      case 'creditNoteNumberFormat':
        return t('settings.documents.numbers.problems.creditNoteNumberFormat');
      case 'numberChangeReason':
        return t('settings.documents.numbers.problems.numberChangeReason');
      case 'pdfHeader':
      case 'pdfFooter':
      case 'pdfLogoId':
        return t(`settings.documents.pdf.problems.${field}`);
      default:
        return t(`settings.documents.numbers.problems.${field}` as 'settings.documents.numbers.problems.prefix');
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const problems = documentsProblems(current, initial, saved, today);
    setErrors(Object.fromEntries(problems.map((f) => [f, messageOf(f)])));
    if (problems.length > 0) return setMarked((n) => n + 1);
    const input = toInput(current, initial, saved);
    if (Object.keys(input).length === 0) return;
    update
      .mutateAsync({ input })
      .then(({ updateDocumentSettings: next }) => {
        // without saved seller data the (prefilled) fields stay as they are
        show(next, next.eBillData ? toValues(next) : { ...toValues(next), seller: current.seller });
        notifications.show({ color: 'green', message: t('settings.documents.saved') });
      })
      .catch((error: unknown) => {
        const { fields, lowest } = refusalOf(error);
        if (fields.length === 0) return setFailure(error);
        setErrors(Object.fromEntries(fields.map((f) => [f, messageOf(f, lowest)])));
        setMarked((n) => n + 1);
      });
  };

  const badCount = Object.values(errors).filter(Boolean).length;
  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <Stack gap="lg">
        {failure ? (
          <Alert color="red" variant="light" role="alert">
            {errorText(failure)}
          </Alert>
        ) : null}
        <SellerDataSection
          values={current.seller}
          errors={errors}
          onChange={changeSeller}
          prefilled={!saved.eBillData}
          savedRegime={saved.eBillData?.regime ?? null}
        />
        <BillPdfSection
          header={current.pdfHeader}
          footer={current.pdfFooter}
          logo={current.logo}
          errors={errors}
          onBusyChange={setUploading}
          onChange={(patch) =>
            change(
              patch,
              Object.keys(patch).map((k) => (k === 'logo' ? 'pdfLogoId' : (k as DocumentsField))),
            )
          }
        />
        <NumbersSection
          values={current}
          lowest={{
            nextBillNumber: saved.nextBillNumber,
            nextDdNumber: saved.nextDdNumber,
            nextCreditNoteNumber: saved.nextCreditNoteNumber,
          }}
          previews={previews(current, today)}
          skipping={skipsNumbers(current, saved)}
          changes={saved.numberChanges}
          errors={errors}
          onChange={(patch) => change(patch, Object.keys(patch) as DocumentsField[])}
        />
        {badCount > 0 ? (
          <Alert color="red" variant="light" role="alert">
            {t('settings.base.checkFields', { count: badCount })}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button type="submit" loading={busy} disabled={uploading}>
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
