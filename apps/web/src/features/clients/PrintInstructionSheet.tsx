import {
  Alert,
  Anchor,
  Box,
  Button,
  Container,
  Divider,
  Group,
  Image,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { IconArrowLeft, IconFileTypePdf, IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { downloadDocument } from '../../api/download';
import { formatDate } from '../../i18n/format';
import { useFixedT } from '../../i18n/use-fixed-t';
import { useErrorText } from '../../i18n/error-text';
import { BrandLogo } from '../../ui/BrandLogo';
import { useQrCode } from './CreatedCredentials';
import { instructionData } from './print-instruction';

/**
 * The printable instruction sheet for a guest, in the guest's language: QR code (when the sign-in
 * link is at hand, ADR 009), label, password, host, bakery, order deadline and stay. Prints on
 * its own (browser print); controls carry `no-print`. With the guest's id at hand, the server
 * also makes it as an A4 PDF (with a QR sign-in link of its own). `guestAppUrl` is the app's full
 * address (publicConfig), for guests who type it.
 */
export function PrintInstructionSheet({
  params,
  signInUrl,
  guestAppUrl,
  guestId = null,
  linkProblem = null,
}: {
  params: Record<string, string | undefined>;
  signInUrl: string | null;
  guestAppUrl: string | null;
  guestId?: string | null;
  /** Why QR code and PDF are missing: 'none' = no guest of the host with this label and password, else the failure. */
  linkProblem?: unknown;
}) {
  const { t: viewerT, i18n } = useTranslation();
  const data = instructionData(params);
  // the sheet speaks the guest's language: until its texts are loaded, the viewer's
  const t = useFixedT(data?.language ?? i18n.language) ?? viewerT;
  const errorText = useErrorText();
  const [downloading, setDownloading] = useState(false);
  const [pdfError, setPdfError] = useState<string | null>(null);
  const downloadPdf = async () => {
    if (!data || !guestId) return;
    setDownloading(true);
    setPdfError(null);
    try {
      await downloadDocument(
        `/api/guests/${encodeURIComponent(guestId)}/instruction-sheet.pdf`,
        { password: data.password },
        `${data.username}.pdf`,
      );
    } catch (error) {
      setPdfError(errorText(error));
    } finally {
      setDownloading(false);
    }
  };
  const qr = useQrCode(data ? signInUrl : null);

  return (
    <Container size={760} py="xl" px={{ base: 'xs', sm: 'md' }}>
      <Group justify="space-between" mb="md" className="no-print" wrap="wrap">
        <Anchor component={Link} to="/clients">
          <Group gap={4} component="span">
            <IconArrowLeft size={16} aria-hidden />
            {viewerT('common.back')}
          </Group>
        </Anchor>
        {data ? (
          <Group gap="sm">
            {guestId ? (
              <Button
                variant="light"
                leftSection={<IconFileTypePdf size={16} />}
                loading={downloading}
                onClick={() => void downloadPdf()}
              >
                {viewerT('printInstruction.pdf')}
              </Button>
            ) : null}
            <Button leftSection={<IconPrinter size={16} />} onClick={() => window.print()}>
              {viewerT('printInstruction.print')}
            </Button>
          </Group>
        ) : null}
      </Group>
      {pdfError ? (
        <Alert color="red" role="alert" mb="md" className="no-print">
          {pdfError}
        </Alert>
      ) : null}
      {data && linkProblem ? (
        <Alert color="orange" role="status" mb="md" className="no-print">
          {linkProblem === 'none' ? viewerT('printInstruction.notLinked') : errorText(linkProblem)}
        </Alert>
      ) : null}
      {!data ? (
        <Alert color="orange" role="alert">
          {viewerT('printInstruction.missingData')}
        </Alert>
      ) : (
        <Paper withBorder p={{ base: 'md', sm: 'xl' }} lang={data.language}>
          <Stack gap="lg">
            <BrandLogo />
            <Title order={1} c="brown.8" fz={{ base: 24, sm: 28 }}>
              {t('printInstruction.title')}
            </Title>
            <Text size="lg">{t('printInstruction.intro', { host: data.host, bakery: data.bakery })}</Text>
            <Divider color="taupe.2" />
            <SimpleGrid cols={{ base: 1, sm: qr ? 2 : 1 }} spacing="lg">
              {qr ? (
                <Stack gap={6} align="center">
                  <Image src={qr} alt={t('printInstruction.scan')} w={220} h={220} />
                  <Text size="sm" ta="center">
                    {t('printInstruction.scan')}
                  </Text>
                </Stack>
              ) : null}
              <Stack gap="xs">
                <Title order={2} fz="lg" c="brown.8">
                  {t('printInstruction.loginData')}
                </Title>
                <Text size="sm">{t('printInstruction.orType')}</Text>
                {guestAppUrl ? (
                  <Text fw={600} c="brown.8" style={{ wordBreak: 'break-all' }}>
                    {guestAppUrl}
                  </Text>
                ) : null}
                <Table withRowBorders={false} fz="lg">
                  <Table.Tbody>
                    <Table.Tr>
                      <Table.Th w={140}>{t('printInstruction.label')}</Table.Th>
                      <Table.Td ff="monospace">{data.username}</Table.Td>
                    </Table.Tr>
                    <Table.Tr>
                      <Table.Th>{t('password.label')}</Table.Th>
                      <Table.Td ff="monospace" data-testid="sheet-password">
                        {data.password}
                      </Table.Td>
                    </Table.Tr>
                  </Table.Tbody>
                </Table>
              </Stack>
            </SimpleGrid>
            <Divider color="taupe.2" />
            <Box>
              <Table withRowBorders={false}>
                <Table.Tbody>
                  <Table.Tr>
                    <Table.Th w={160}>{t('printInstruction.host')}</Table.Th>
                    <Table.Td>{data.host}</Table.Td>
                  </Table.Tr>
                  <Table.Tr>
                    <Table.Th>{t('printInstruction.bakery')}</Table.Th>
                    <Table.Td>{data.bakery}</Table.Td>
                  </Table.Tr>
                </Table.Tbody>
              </Table>
            </Box>
            <Text>{t('printInstruction.stay', { from: formatDate(data.from), to: formatDate(data.to) })}</Text>
            <Text fw={600}>{t('printInstruction.deadline', { deadline: data.deadline })}</Text>
          </Stack>
        </Paper>
      )}
    </Container>
  );
}
