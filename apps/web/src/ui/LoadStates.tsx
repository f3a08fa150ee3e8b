import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../features/errors/error-text';

/** The dots a list shows while it loads, announced to screen readers. */
export function LoadingState({ py = 48 }: { py?: number }) {
  const { t } = useTranslation();
  return (
    <Center py={py} role="status" aria-label={t('common.loading')}>
      <Loader type="dots" />
    </Center>
  );
}

/** A red alert saying what could not be loaded and why, with a retry button when `onRetry` is given. */
export function LoadFailed({ title, error, onRetry }: { title: string; error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  return (
    <Alert color="red" variant="light" role="alert" title={title}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{errorText(error)}</Text>
        {onRetry ? (
          <Button size="xs" variant="light" color="red" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        ) : null}
      </Stack>
    </Alert>
  );
}
