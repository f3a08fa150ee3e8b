import { useDeferredValue, type ReactNode } from 'react';
import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { loadStateOf } from '../api/query';
import { useErrorText } from '../i18n/error-text';

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

/**
 * A query's three faces (loadStateOf): the dots while it loads, the alert titled `title` with a
 * retry button when it failed, else `children` with its data.
 */
export function QueryStates<T>({
  query,
  title,
  py,
  children,
}: {
  query: UseQueryResult<T>;
  title: string;
  py?: number;
  children: (data: T) => ReactNode;
}) {
  const state = loadStateOf(query);
  // What the data draws is drawn in the background (a transition, in which React yields to the browser every
  // few milliseconds): a dashboard or a long list arriving does not block taps and scrolling for its whole
  // render (the first load of /dashboard had a 400 ms task at Lighthouse's 4× slowdown). Until then the
  // dots stay; later answers replace the earlier data the same way.
  const shown = useDeferredValue(state.status === 'ready' ? state.data : undefined);
  if (state.status === 'loading') return <LoadingState py={py} />;
  if (state.status === 'failed')
    return <LoadFailed title={title} error={state.error} onRetry={() => void query.refetch()} />;
  if (shown === undefined) return <LoadingState py={py} />;
  return <>{children(shown)}</>;
}
