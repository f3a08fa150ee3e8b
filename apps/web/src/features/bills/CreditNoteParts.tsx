import { useState } from 'react';
import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconReceiptRefund } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCents } from '@bakery/core';
import type { BillDetail } from '../../api/operations';
import { formatDate } from '../../i18n/format';
import { useLanguage } from '../../i18n/use-language';
import { CreditNoteModal } from './CreditNoteModal';

/** "Credit note NC 1/2026" or "Invoice 7/2026": the heading of /bill/:id. */
export function useDocumentTitle() {
  const { t } = useTranslation();
  return (bill: Pick<BillDetail, 'documentType' | 'number'>) =>
    t(bill.documentType === 'TD04' ? 'bills.credit.number' : 'bills.billNumber', { number: bill.number });
}

/**
 * The bakery's button that opens the credit-note form (an issued bill: sent and delivered or made
 * available by SdI); while SdI has not answered a sent bill, a line saying when it will be possible.
 */
export function CreditNoteButton({ bill }: { bill: BillDetail }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  if (!bill.creditable) {
    const awaiting = bill.documentType !== 'TD04' && bill.sent && (bill.sdiState === 'SENT' || bill.sdiState === null);
    return awaiting ? (
      <Text size="sm" c="dimmed" maw={320} data-testid="credit-awaiting-sdi">
        {t('bills.credit.awaitingSdi')}
      </Text>
    ) : null;
  }
  return (
    <>
      <Button variant="default" leftSection={<IconReceiptRefund size={18} />} onClick={() => setOpened(true)}>
        {t('bills.credit.action')}
      </Button>
      {opened ? <CreditNoteModal bill={bill} opened onClose={() => setOpened(false)} /> : null}
    </>
  );
}

/** A credit note names the bill it corrects, with a link, and its reason. */
export function CreditOfLink({ bill }: { bill: BillDetail }) {
  const { t } = useTranslation();
  if (!bill.creditOf) return null;
  return (
    <Anchor component={Link} to={`/bill/${bill.creditOf.id}`} fw={600}>
      {t('bills.billNumber', { number: bill.creditOf.number })} · {formatDate(bill.creditOf.billDate)}
    </Anchor>
  );
}

/** The credit notes of a bill, with links; a client sees the sent ones. */
export function CreditNotesList({ bill }: { bill: BillDetail }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (bill.creditNotes.length === 0) return null;
  return (
    <Paper withBorder p="md">
      <Stack gap="xs">
        <Title order={2} fz="lg" c="brown.8">
          {t('bills.credit.heading')}
        </Title>
        {bill.creditNotes.map((note) => (
          <Group key={note.id} justify="space-between" gap="sm" wrap="wrap">
            <Group gap="xs">
              <Anchor component={Link} to={`/bill/${note.id}`} fw={700} c="brown.8">
                {t('bills.credit.number', { number: note.number })}
              </Anchor>
              <Text size="sm" c="dimmed">
                {formatDate(note.billDate)}
              </Text>
              {note.sent ? null : (
                <Badge color="gray" variant="light">
                  {t('bills.credit.notSent')}
                </Badge>
              )}
            </Group>
            <Text fw={600}>{formatCents(-note.totalCents, language)}</Text>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
