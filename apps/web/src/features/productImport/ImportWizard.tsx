import { useState } from 'react';
import { Alert, Button, FileInput, Group, Paper, Progress, Select, Stack, Text } from '@mantine/core';
import { IconFileImport } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useApiMutation, useApiQuery } from '../../api/query';
import {
  PreviewProductImportMutation,
  PriceListProductsQuery,
  PriceListsQuery,
  ProductsQuery,
  RunProductImportMutation,
} from '../../api/operations';
import type {
  ImportCounts,
  ImportFile,
  ImportMapping,
  ImportPriceUnit,
  ProductImportPreview,
} from '../../api/operations';
import { isLanguage, type Language } from '@bakery/core';
import { formatPercent } from '../../i18n/format';
import { useErrorText } from '../../i18n/error-text';
import { separatorText } from './import-texts';
import { ImportRowsTable } from './ImportRowsTable';
import { MappingPanel } from './MappingPanel';
import { readFileAsBase64 } from './read-file';

type Phase = 'idle' | 'reading' | 'checking' | 'ready' | 'importing' | 'done';
const NO_LIST = '';

/**
 * /product/import: choose a CSV or ZIP export, check it (nothing is written), correct the column
 * mapping, confirm; the server writes all new and changed products in one transaction.
 */
export function ImportWizard() {
  const { t, i18n } = useTranslation();
  const language: Language = isLanguage(i18n.language) ? i18n.language : 'de';
  const errorText = useErrorText();
  const [file, setFile] = useState<File | null>(null);
  const [content, setContent] = useState<ImportFile | null>(null);
  const [phase, setPhase] = useState<Phase>('idle');
  const [readPercent, setReadPercent] = useState(0);
  const [preview, setPreview] = useState<ProductImportPreview | null>(null);
  // the list choice is optional; the import works without it (a failed query offers none)
  const priceListsQuery = useApiQuery(PriceListsQuery, {});
  const priceLists = priceListsQuery.isError ? [] : (priceListsQuery.data?.priceLists ?? []);
  // null: the default list, once the lists came
  const [chosenList, setChosenList] = useState<string | null>(null);
  const priceListId = chosenList ?? priceLists.find((l) => l.isDefault)?.id ?? NO_LIST;
  const previewImport = useApiMutation(PreviewProductImportMutation);
  const runImport = useApiMutation(RunProductImportMutation, {
    invalidates: [ProductsQuery, PriceListProductsQuery, PriceListsQuery],
  });
  const [result, setResult] = useState<ImportCounts | null>(null);
  const [failure, setFailure] = useState<unknown>(null);

  const check = async (file: ImportFile) => {
    setPhase('checking');
    setFailure(null);
    try {
      const { previewProductImport } = await previewImport.mutateAsync({ file });
      setPreview(previewProductImport);
      setPhase('ready');
    } catch (error) {
      setFailure(error);
      setPhase(preview ? 'ready' : 'idle');
    }
  };

  const readAndCheck = async () => {
    if (!file) return;
    setPreview(null);
    setResult(null);
    setFailure(null);
    setPhase('reading');
    setReadPercent(0);
    try {
      const contentBase64 = await readFileAsBase64(file, setReadPercent);
      const read = { fileName: file.name, contentBase64 };
      setContent(read);
      await check(read);
    } catch (error) {
      setFailure(error);
      setPhase('idle');
    }
  };

  const remap = (mapping: ImportMapping, priceUnit: ImportPriceUnit) => {
    if (!content) return;
    const next = { ...content, mapping, priceUnit };
    setContent(next);
    void check(next);
  };

  const confirm = async () => {
    if (!content || !preview) return;
    setPhase('importing');
    setFailure(null);
    try {
      const file = { ...content, mapping: preview.mapping, priceUnit: preview.priceUnit };
      const expected = { new: preview.counts.new, changed: preview.counts.changed };
      const { runProductImport } = await runImport.mutateAsync({
        file,
        expected,
        priceListId: priceListId || null,
      });
      setResult(runProductImport);
      setPhase('done');
    } catch (error) {
      setFailure(error);
      setPhase('ready');
    }
  };

  const restart = () => {
    setFile(null);
    setContent(null);
    setPreview(null);
    setResult(null);
    setPhase('idle');
  };

  const busy = phase === 'reading' || phase === 'checking' || phase === 'importing';
  const toWrite = preview ? preview.counts.new + preview.counts.changed : 0;

  if (phase === 'done' && result) {
    return (
      <Stack gap="md">
        <Alert color="green" variant="light" role="status">
          {t('productImport.done', { ...result })}
        </Alert>
        <Group>
          <Button component={Link} to="/products" color="brown">
            {t('productImport.toProducts')}
          </Button>
          <Button variant="default" onClick={restart}>
            {t('productImport.another')}
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <Text>{t('productImport.intro')}</Text>
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <Group align="flex-end" wrap="wrap">
            <FileInput
              label={t('productImport.file')}
              placeholder={t('productImport.filePlaceholder')}
              accept=".csv,.txt,.zip,text/csv,text/plain,application/zip"
              value={file}
              onChange={(chosen) => {
                setFile(chosen);
                setPreview(null);
                setFailure(null);
              }}
              disabled={busy}
              clearable
              leftSection={<IconFileImport size={18} aria-hidden />}
              style={{ flex: '1 1 260px' }}
            />
            <Button onClick={() => void readAndCheck()} disabled={!file || busy} color="brown">
              {preview ? t('productImport.checkAgain') : t('productImport.check')}
            </Button>
          </Group>
          {busy && <ImportProgress phase={phase} readPercent={readPercent} />}
          {preview && (
            <Text size="sm" c="dimmed">
              {t('productImport.detected', {
                file: preview.csvName,
                encoding: preview.encoding,
                separator: separatorText(t, preview.separator),
              })}
            </Text>
          )}
        </Stack>
      </Paper>
      {Boolean(failure) && (
        <Alert color="red" variant="light" role="alert">
          {errorText(failure)}
        </Alert>
      )}
      {preview && (
        <>
          <MappingPanel
            headers={preview.headers}
            mapping={preview.mapping}
            priceUnit={preview.priceUnit}
            disabled={busy}
            onChange={remap}
          />
          <ImportRowsTable
            key={`${JSON.stringify(preview.mapping)}${preview.priceUnit}`}
            rows={preview.rows}
            counts={preview.counts}
          />
          <Paper withBorder p="md" radius="md">
            <Stack gap="sm">
              {preview.counts.new > 0 && priceLists.length > 0 && (
                <Select
                  label={t('productImport.priceList')}
                  data={[
                    { value: NO_LIST, label: t('productImport.noPriceList') },
                    ...priceLists.map((l) => ({ value: l.id, label: l.name })),
                  ]}
                  value={priceListId}
                  onChange={(value) => setChosenList(value ?? NO_LIST)}
                  allowDeselect={false}
                  disabled={busy}
                  maw={420}
                />
              )}
              {preview.defaultVat && (
                <Alert color="yellow" variant="light" role="status">
                  {t('productImport.defaultVat', {
                    count: preview.defaultVat.count,
                    rate: `${formatPercent(preview.defaultVat.rate, language)} %`,
                  })}
                </Alert>
              )}
              {preview.counts.invalid > 0 && (
                <Text size="sm">{t('productImport.invalidSkipped', { count: preview.counts.invalid })}</Text>
              )}
              {toWrite === 0 ? (
                <Text size="sm">{t('productImport.nothingToDo')}</Text>
              ) : (
                <Group>
                  <Button
                    color="brown"
                    onClick={() => void confirm()}
                    disabled={busy || preview.mapping.code === null}
                    h="auto"
                    py={8}
                    styles={{ label: { whiteSpace: 'normal', textAlign: 'left' } }}
                  >
                    {t('productImport.confirm', { new: preview.counts.new, changed: preview.counts.changed })}
                  </Button>
                  <Button variant="default" onClick={restart} disabled={busy}>
                    {t('productImport.cancel')}
                  </Button>
                </Group>
              )}
            </Stack>
          </Paper>
        </>
      )}
    </Stack>
  );
}

/** Reading shows real progress; the server's check and write show a moving bar with what happens. */
function ImportProgress({ phase, readPercent }: { phase: Phase; readPercent: number }) {
  const { t } = useTranslation();
  const label =
    phase === 'reading'
      ? t('productImport.progress.reading', { percent: readPercent })
      : t(`productImport.progress.${phase === 'importing' ? 'importing' : 'checking'}`);
  return (
    <Stack gap={4}>
      <Progress
        value={phase === 'reading' ? readPercent : 100}
        animated={phase !== 'reading'}
        striped={phase !== 'reading'}
        color="brown"
        aria-label={label}
        size="lg"
      />
      <Text size="sm" role="status">
        {label}
      </Text>
    </Stack>
  );
}
