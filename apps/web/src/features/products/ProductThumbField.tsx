import { useId, useRef, useState } from 'react';
import { Button, FileButton, Group, Progress, Stack, Text } from '@mantine/core';
import { IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { uploadMedia } from '../../api/upload';
import type { Media } from '../../api/operations';
import { useErrorText } from '../../i18n/error-text';
import { ProductThumb } from './ProductThumb';

const ACCEPT = 'image/jpeg,image/png,image/webp,image/gif,image/avif';

interface ProductThumbFieldProps {
  /** The image the form will save: the product's current thumb, a fresh upload, or none. */
  value: Media | null;
  onChange: (media: Media | null) => void;
  /** Alternative text of the preview (the product's name). */
  alt: string;
  disabled?: boolean;
  /** Told while an upload runs, so the form can wait before saving. */
  onBusyChange?: (isBusy: boolean) => void;
}

/**
 * Chooses the product image: uploads at once (with progress) and hands the stored media to the
 * form, which attaches it when the product is saved. The server checks and resizes the image.
 */
export function ProductThumbField({ value, onChange, alt, disabled = false, onBusyChange }: ProductThumbFieldProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const labelId = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const resetRef = useRef<() => void>(null);
  const isUploading = progress !== null;

  const choose = (file: File | null) => {
    resetRef.current?.(); // choosing the same file again must fire again
    if (!file) return;
    setFailure(null);
    setProgress(0);
    onBusyChange?.(true);
    uploadMedia(file, setProgress)
      .then(onChange)
      .catch(setFailure)
      .finally(() => {
        setProgress(null);
        onBusyChange?.(false);
      });
  };

  return (
    <div role="group" aria-labelledby={labelId}>
      <Text id={labelId} fw={500} size="sm">
        {t('products.thumb.label')}
      </Text>
      <Text size="xs" c="taupe.7" mb="xs">
        {t('products.thumb.hint')}
      </Text>
      <Group gap="md" wrap="nowrap" align="center">
        <ProductThumb media={value} alt={value ? t('products.thumb.preview', { name: alt }) : ''} size={96} />
        <Stack gap="xs" style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs">
            <FileButton
              onChange={choose}
              accept={ACCEPT}
              resetRef={resetRef}
              disabled={disabled || isUploading}
              inputProps={{ 'aria-label': t('products.thumb.choose') }}
            >
              {(props) => (
                <Button
                  {...props}
                  variant="light"
                  size="xs"
                  leftSection={<IconPhotoUp size={16} />}
                  loading={isUploading}
                >
                  {value ? t('products.thumb.replace') : t('products.thumb.choose')}
                </Button>
              )}
            </FileButton>
            {value ? (
              <Button
                variant="subtle"
                color="red"
                size="xs"
                leftSection={<IconTrash size={16} />}
                onClick={() => onChange(null)}
                disabled={disabled || isUploading}
              >
                {t('products.thumb.remove')}
              </Button>
            ) : null}
          </Group>
          {isUploading ? (
            <>
              <Progress
                value={Math.round(progress * 100)}
                aria-label={t('products.thumb.progress')}
                size="sm"
                animated
              />
              <Text size="xs" c="taupe.7" aria-live="polite">
                {t('products.thumb.uploading')}
              </Text>
            </>
          ) : null}
          {failure ? (
            <Text size="sm" c="red" role="alert">
              {errorText(failure)}
            </Text>
          ) : null}
        </Stack>
      </Group>
    </div>
  );
}
