import { useState, type ReactNode } from 'react';
import { Anchor, Button, Container, Grid, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft, IconCode, IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCents, periodText, suppliedPeriod } from '@bakery/core';
import type { AccountKind, BillDetail } from '../../api/operations';
import { formatDate } from '../../i18n/format';
import { LoadFailed, LoadingState } from '../../ui/LoadStates';
import { useFormatDateTime } from '../auth';
import { useLanguage } from '../../i18n/use-language';
import { BillActions } from './BillActions';
import { BillLines } from './BillLines';
import { BillPdfPreview } from './BillPdfPreview';
import { BillStatusBadges } from './BillStatusBadges';
import { BillTotals } from './BillTotals';
import { CreditNoteButton, CreditNotesList, CreditOfLink, useDocumentTitle } from './CreditNoteParts';
import { SdiHistory } from './SdiHistory';
import { SdiReceiptUpload } from './SdiReceiptUpload';
import { latestRejection, SdiRejection } from './SdiRejection';
import { downloadBillPdf, downloadBillXml } from './bill-documents';
import { useBillErrorText } from './bill-errors';
import { TruncationWarning } from './TruncationWarning';
import { useBill, type BillApi } from './useBill';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="taupe.7" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}

function Downloads({ bill }: { bill: BillDetail }) {
  const { t } = useTranslation();
  const errorText = useBillErrorText();
  const [busy, setBusy] = useState<'pdf' | 'xml' | null>(null);
  const run = async (kind: 'pdf' | 'xml') => {
    setBusy(kind);
    try {
      await (kind === 'pdf' ? downloadBillPdf(bill) : downloadBillXml(bill));
    } catch (error) {
      notifications.show({ color: 'red', message: errorText(error) });
    } finally {
      setBusy(null);
    }
  };
  return (
    <Group gap="sm" wrap="wrap">
      <Button
        variant="default"
        leftSection={<IconDownload size={18} />}
        loading={busy === 'pdf'}
        onClick={() => void run('pdf')}
      >
        {t('bills.view.downloadPdf')}
      </Button>
      {bill.eInvoiceFile ? (
        <Button
          variant="default"
          leftSection={<IconCode size={18} />}
          loading={busy === 'xml'}
          onClick={() => void run('xml')}
        >
          {t('bills.view.downloadXml')}
        </Button>
      ) : null}
    </Group>
  );
}

function BillDetails({
  bill,
  viewerKind,
  api,
  today,
}: {
  bill: BillDetail;
  viewerKind: AccountKind;
  api: BillApi;
  today: Date;
}) {
  const formatDateTime = useFormatDateTime();
  const { t } = useTranslation();
  const language = useLanguage();
  const isBakery = viewerKind === 'BAKERY';
  const rejected = isBakery && bill.sdiState === 'REJECTED';
  const isPhone = useMediaQuery('(max-width: 48em)', undefined, { getInitialValueInEffect: false }) ?? false;
  // when the goods were supplied (the orders' delivery days), not the month the bill was made for
  const supplied = suppliedPeriod(
    bill.orders.map((o) => o.deliveryDate),
    { from: bill.periodFrom, to: bill.periodTo },
  );
  const period = supplied ? periodText(supplied, formatDate) : null;
  const creditNote = bill.documentType === 'TD04';
  const title = useDocumentTitle();

  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/bills" size="sm">
        <Group gap={4}>
          <IconArrowLeft size={16} />
          {t('bills.back')}
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Title order={1} c="brown.8" fz={{ base: 26, sm: 32 }} style={{ overflowWrap: 'anywhere' }}>
          {title(bill)}
        </Title>
        <BillStatusBadges bill={bill} />
      </Group>

      <Paper withBorder p="md">
        <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="md" verticalSpacing="sm">
          {isBakery ? (
            <Fact label={t('bills.view.client')}>
              <b>{bill.clientName}</b>
            </Fact>
          ) : null}
          <Fact label={t('bills.view.billDate')}>{formatDate(bill.billDate)}</Fact>
          <Fact label={t('bills.create.invoiceTitle')}>{t(`bills.create.${bill.documentType}`)}</Fact>
          {creditNote ? (
            <Fact label={t('bills.credit.ofBill')}>
              <CreditOfLink bill={bill} />
            </Fact>
          ) : (
            <Fact label={t('bills.view.dueDate')}>{formatDate(bill.dueDate)}</Fact>
          )}
          {bill.issueBy ? (
            <Fact label={t('bills.view.issueBy')}>
              <Text span c={bill.issuedLate ? 'red.8' : undefined} fw={bill.issuedLate ? 700 : undefined}>
                {formatDate(bill.issueBy)}
              </Text>
            </Fact>
          ) : null}
          {bill.creditReason ? <Fact label={t('bills.credit.reason')}>{bill.creditReason}</Fact> : null}
          {bill.paymentMethod ? (
            <Fact label={t('clients.fields.paymentMethod')}>
              {[
                t(`clients.paymentMethods.${bill.paymentMethod as 'MP05'}`),
                bill.paymentTerms ? t(`clients.paymentTerms.${bill.paymentTerms as 'DAYS_30'}`) : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            </Fact>
          ) : null}
          {period ? <Fact label={t('bills.view.period')}>{period}</Fact> : null}
          {bill.note ? <Fact label={t('bills.edit.note')}>{bill.note}</Fact> : null}
          <Fact label={t('bills.view.total')}>
            <b>{formatCents(bill.totalCents, language)}</b>
          </Fact>
          {bill.sentAt ? <Fact label={t('bills.view.sentAt')}>{formatDateTime(bill.sentAt)}</Fact> : null}
          {bill.paidAt ? <Fact label={t('bills.view.paidAt')}>{formatDateTime(bill.paidAt)}</Fact> : null}
        </SimpleGrid>
      </Paper>

      <Paper withBorder p="md">
        <Stack gap="md">
          {rejected ? <SdiRejection bill={bill} today={today} /> : null}
          {isBakery ? <TruncationWarning bill={bill} /> : null}
          <Group justify="space-between" align="flex-start" wrap="wrap" gap="md">
            {isBakery ? (
              <div style={{ flex: '1 1 320px' }}>
                <BillActions bill={bill} api={api} />
              </div>
            ) : null}
            <Stack gap="sm" align={isPhone ? 'flex-start' : 'flex-end'} style={{ flex: '0 1 auto', maxWidth: '100%' }}>
              <Downloads bill={bill} />
              {isBakery ? <CreditNoteButton bill={bill} /> : null}
              {isBakery && bill.sent ? <SdiReceiptUpload bill={bill} api={api} /> : null}
            </Stack>
          </Group>
        </Stack>
      </Paper>

      <BillLines orders={bill.orders} lines={bill.lines} />
      <CreditNotesList bill={bill} />

      <Grid gap="lg" align="flex-start">
        {isBakery ? (
          <Grid.Col span={{ base: 12, md: 7 }} order={{ base: 2, md: 1 }}>
            <SdiHistory
              notifications={bill.sdiNotifications}
              explainedAbove={rejected ? latestRejection(bill) : null}
            />
          </Grid.Col>
        ) : null}
        <Grid.Col span={{ base: 12, md: 5 }} offset={{ base: 0, md: isBakery ? 0 : 7 }} order={{ base: 1, md: 2 }}>
          <Paper withBorder p="md">
            <BillTotals amounts={bill} totalLabel={creditNote ? t('bills.credit.total') : undefined} />
          </Paper>
        </Grid.Col>
      </Grid>

      <Stack gap="sm">
        <Title order={2} fz="xl" c="brown.8">
          {t('bills.preview.heading')}
        </Title>
        {/* made again after an edit: the new e-invoice file names the new version */}
        <BillPdfPreview key={bill.eInvoiceFile ?? bill.id} billId={bill.id} number={bill.number} inline={!isPhone} />
      </Stack>
    </Stack>
  );
}

/**
 * /bill/:id (requirements/bills-and-e-invoices.md#sending): a bill as issued; the bakery sends it (again, within 5 days, after SdI
 * rejected it), records SdI's receipts, marks it paid and deletes it while allowed. Clients read their own.
 */
export function BillView({
  id,
  viewerKind,
  today = new Date(),
}: {
  id: string;
  viewerKind: AccountKind;
  today?: Date;
}) {
  const { t } = useTranslation();
  const api = useBill(id);
  return (
    <Container size="xl" py="xl" px={{ base: 'xs', sm: 'md' }}>
      {api.state.status === 'loading' ? <LoadingState /> : null}
      {api.state.status === 'failed' ? (
        <LoadFailed title={t('bills.view.loadFailed')} error={api.state.error} onRetry={api.reload} />
      ) : null}
      {api.state.status === 'ready' ? (
        <BillDetails bill={api.state.bill} viewerKind={viewerKind} api={api} today={today} />
      ) : null}
    </Container>
  );
}
