import { useId, useRef, useState } from 'react';
import { Box, Button, FileButton, Group, Progress, Stack, Text, Textarea } from '@mantine/core';
import { IconPhoto, IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PDF_TEXT_LIMITS } from '@bakery/core/fiscal';
import type { Media } from '../../api/operations';
import { uploadMedia } from '../../api/upload';
import { useErrorText } from '../../i18n/error-text';
import type { DocumentsField } from './documents-form';
import { DocumentsFieldset } from './DocumentsFieldset';

const ACCEPT = 'image/jpeg,image/png,image/webp,image/gif,image/avif';

interface BillPdfSectionProps {
  header: string;
  footer: string;
  logo: Media | null;
  errors: Partial<Record<DocumentsField, string>>;
  onChange: (change: { pdfHeader?: string; pdfFooter?: string; logo?: Media | null }) => void;
  /** Told while the logo uploads, so the form waits before saving. */
  onBusyChange: (busy: boolean) => void;
}

/** The logo: uploaded at once over POST /api/media (the server checks and resizes it), saved with the form. */
function LogoField({
  logo,
  error,
  onChange,
  onBusyChange,
}: {
  logo: Media | null;
  error?: string;
  onChange: (logo: Media | null) => void;
  onBusyChange: (busy: boolean) => void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const labelId = useId();
  const resetRef = useRef<() => void>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const uploading = progress !== null;

  const choose = (file: File | null) => {
    resetRef.current?.();
    if (!file) return;
    setFailure(null);
    setProgress(0);
    onBusyChange(true);
    uploadMedia(file, setProgress)
      .then(onChange)
      .catch(setFailure)
      .finally(() => (setProgress(null), onBusyChange(false)));
  };

  return (
    <div role="group" aria-labelledby={labelId}>
      <Text id={labelId} fw={500} size="sm">
        {t('settings.documents.pdf.logo.label')}
      </Text>
      <Text size="xs" c="taupe.7" mb="xs">
        {t('settings.documents.pdf.logo.hint')}
      </Text>
      <Group gap="md" align="center" wrap="wrap">
        <Box
          w={200}
          h={80}
          bg="gray.0"
          style={{
            border: '1px solid var(--mantine-color-gray-3)',
            borderRadius: 'var(--mantine-radius-sm)',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            overflow: 'hidden',
          }}
        >
          {logo ? (
            <img
              src={logo.formats.small ?? logo.url}
              alt={t('settings.documents.pdf.logo.preview')}
              style={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }}
            />
          ) : (
            <IconPhoto size={28} color="var(--mantine-color-gray-5)" aria-hidden data-testid="logo-placeholder" />
          )}
        </Box>
        <Stack gap="xs" style={{ flex: 1, minWidth: 180 }}>
          <Group gap="xs">
            <FileButton
              onChange={choose}
              accept={ACCEPT}
              resetRef={resetRef}
              disabled={uploading}
              inputProps={{ 'aria-label': t('settings.documents.pdf.logo.choose') }}
            >
              {(props) => (
                <Button
                  {...props}
                  variant="light"
                  size="xs"
                  leftSection={<IconPhotoUp size={16} />}
                  loading={uploading}
                >
                  {logo ? t('settings.documents.pdf.logo.replace') : t('settings.documents.pdf.logo.choose')}
                </Button>
              )}
            </FileButton>
            {logo ? (
              <Button
                variant="subtle"
                color="red"
                size="xs"
                leftSection={<IconTrash size={16} />}
                onClick={() => onChange(null)}
                disabled={uploading}
              >
                {t('settings.documents.pdf.logo.remove')}
              </Button>
            ) : null}
          </Group>
          {uploading ? (
            <Progress
              value={Math.round(progress * 100)}
              aria-label={t('settings.documents.pdf.logo.progress')}
              size="sm"
              animated
            />
          ) : null}
          {failure || error ? (
            <Text size="sm" c="red" role="alert">
              {failure ? errorText(failure) : error}
            </Text>
          ) : null}
        </Stack>
      </Group>
    </div>
  );
}

/** Settings → Documents → what every bill PDF shows besides the bill: header and footer lines and the logo. */
export function BillPdfSection({ header, footer, logo, errors, onChange, onBusyChange }: BillPdfSectionProps) {
  const { t } = useTranslation();
  const limits = PDF_TEXT_LIMITS;
  return (
    <DocumentsFieldset legend={t('settings.documents.pdf.title')} text={t('settings.documents.pdf.text')}>
      <Stack gap="md">
        <LogoField
          logo={logo}
          error={errors.pdfLogoId}
          onChange={(next) => onChange({ logo: next })}
          onBusyChange={onBusyChange}
        />
        <Textarea
          label={t('settings.documents.pdf.header')}
          description={t('settings.documents.pdf.limit', {
            lines: limits.header.maxLines,
            length: limits.header.maxLength,
          })}
          value={header}
          autosize
          minRows={3}
          maxLength={limits.header.maxLength}
          error={errors.pdfHeader}
          onChange={(e) => onChange({ pdfHeader: e.currentTarget.value })}
        />
        <Textarea
          label={t('settings.documents.pdf.footer')}
          description={t('settings.documents.pdf.limit', {
            lines: limits.footer.maxLines,
            length: limits.footer.maxLength,
          })}
          value={footer}
          autosize
          minRows={3}
          maxLength={limits.footer.maxLength}
          error={errors.pdfFooter}
          onChange={(e) => onChange({ pdfFooter: e.currentTarget.value })}
        />
      </Stack>
    </DocumentsFieldset>
  );
}
