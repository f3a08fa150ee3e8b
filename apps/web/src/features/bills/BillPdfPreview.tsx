import { useEffect, useState } from 'react';
import { Box, Button, Paper, Stack, Text } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LoadFailed, LoadingState } from '../../ui/LoadStates';
import { fetchBillPdf } from './bill-documents';

type PreviewState = { status: 'loading' } | { status: 'failed'; error: unknown } | { status: 'ready'; url: string };

function PdfFrame({ billId, title }: { billId: string; title: string }) {
  const { t } = useTranslation();
  const [state, setState] = useState<PreviewState>({ status: 'loading' });
  const [reloads, setReloads] = useState(0);

  useEffect(() => {
    const abort = new AbortController();
    let url: string | null = null;
    fetchBillPdf(billId, abort.signal)
      .then((blob) => {
        if (abort.signal.aborted) return;
        url = URL.createObjectURL(blob);
        setState({ status: 'ready', url });
      })
      .catch((error: unknown) => !abort.signal.aborted && setState({ status: 'failed', error }));
    return () => {
      abort.abort();
      // the bytes live as long as the screen shows them
      if (url) URL.revokeObjectURL(url);
    };
  }, [billId, reloads]);

  if (state.status === 'loading') return <LoadingState />;
  if (state.status === 'failed') {
    return (
      <LoadFailed
        title={t('bills.preview.failed')}
        error={state.error}
        onRetry={() => {
          setState({ status: 'loading' });
          setReloads((n) => n + 1);
        }}
      />
    );
  }
  return <Box component="iframe" src={state.url} title={title} w="100%" h={{ base: 480, sm: 820 }} style={{ border: 0, display: 'block', borderRadius: 8, background: '#fff' }} />;
}

/**
 * The bill's PDF as the client gets it, fetched with the session token into a blob URL (revoked
 * when the screen goes). On phones it loads only when asked: their browsers rarely show PDFs inline.
 */
export function BillPdfPreview({ billId, number, deferred }: { billId: string; number: string; deferred: boolean }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(!deferred);
  return (
    <Paper withBorder p={{ base: 'xs', sm: 'md' }} bg="gray.1">
      {shown ? (
        <PdfFrame billId={billId} title={t('bills.preview.title', { number })} />
      ) : (
        <Stack align="center" gap="xs" py="md">
          <Text size="sm" c="dimmed" ta="center">
            {t('bills.preview.deferred')}
          </Text>
          <Button variant="light" leftSection={<IconEye size={18} />} onClick={() => setShown(true)}>
            {t('bills.preview.show')}
          </Button>
        </Stack>
      )}
    </Paper>
  );
}
