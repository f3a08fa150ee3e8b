import { useEffect, useState } from 'react';
import { Box, Button, Paper, Stack, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LoadFailed, LoadingState } from '../../ui/LoadStates';
import { fetchBillPdf } from './bill-documents';

type PreviewState = { status: 'loading' } | { status: 'failed'; error: unknown } | { status: 'ready'; url: string };

/** The PDF's bytes as a blob URL for as long as the screen shows them. */
function useBillPdfUrl(billId: string) {
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
      if (url) URL.revokeObjectURL(url);
    };
  }, [billId, reloads]);
  const retry = () => {
    setState({ status: 'loading' });
    setReloads((n) => n + 1);
  };
  return { state, retry };
}

/** Whether the page's Content-Security-Policy refused to frame a blob: URL (the browser reports it as an event). */
function useFrameBlocked(): boolean {
  const [blocked, setBlocked] = useState(false);
  useEffect(() => {
    const listen = (event: SecurityPolicyViolationEvent) => {
      if (event.blockedURI.startsWith('blob') && event.effectiveDirective.startsWith('frame-src')) setBlocked(true);
    };
    document.addEventListener('securitypolicyviolation', listen);
    return () => document.removeEventListener('securitypolicyviolation', listen);
  }, []);
  return blocked;
}

/**
 * The bill's PDF as the client gets it, fetched with the session token into a blob URL (revoked
 * when the screen goes) and shown in a frame. Phones, whose browsers rarely show PDFs inline, and
 * pages whose security policy refuses the frame get a button opening the PDF in a new tab instead.
 */
export function BillPdfPreview({ billId, number, inline }: { billId: string; number: string; inline: boolean }) {
  const { t } = useTranslation();
  const { state, retry } = useBillPdfUrl(billId);
  const blocked = useFrameBlocked();

  if (state.status === 'loading') return <LoadingState />;
  if (state.status === 'failed')
    return <LoadFailed title={t('bills.preview.failed')} error={state.error} onRetry={retry} />;
  const open = (
    <Button
      component="a"
      href={state.url}
      target="_blank"
      rel="noopener"
      variant="light"
      leftSection={<IconExternalLink size={18} />}
    >
      {t('bills.preview.open')}
    </Button>
  );
  if (!inline || blocked) {
    return (
      <Paper withBorder p="md" bg="gray.0">
        <Stack align="center" gap="xs">
          <Text size="sm" c="dimmed" ta="center">
            {blocked ? t('bills.preview.blocked') : t('bills.preview.phone')}
          </Text>
          {open}
        </Stack>
      </Paper>
    );
  }
  return (
    <Paper withBorder p={{ base: 'xs', sm: 'sm' }} bg="gray.1">
      <Box
        component="iframe"
        src={state.url}
        title={t('bills.preview.title', { number })}
        w="100%"
        h={820}
        style={{ border: 0, display: 'block', borderRadius: 8, background: '#fff' }}
      />
    </Paper>
  );
}
