import { useState } from 'react';
import { Alert, Anchor, Button, Container, Grid, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconArrowLeft, IconFileInvoice, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../api/client';
import { LoadFailed, LoadingState } from '../../ui/LoadStates';
import { errorCodeOf } from '../../i18n/error-text';
import { DatesLocale } from '../../i18n/DatesLocale';
import { BillPeriodPicker } from './BillPeriodPicker';
import { BillInvoicePlan } from './BillInvoicePlan';
import { BillTotals } from './BillTotals';
import { ClientBillRunPanel } from './ClientBillRunPanel';
import { ClientPicker } from './ClientPicker';
import { DraftOrderList } from './DraftOrderList';
import { eInvoiceProblems, useBillErrorText } from './bill-errors';
import { useBillCreate } from './useBillCreate';

/**
 * /bill/create (requirements/bills-and-e-invoices.md#creating-a-bill, bakery): pick a period and a client with orders to bill, choose the
 * orders, check the totals and create the bill; refusals show their §8 text in place.
 */
export function BillCreateScreen({ today }: { today?: Date }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const errorText = useBillErrorText();
  const api = useBillCreate(today);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const draft = api.draft.status === 'ready' ? api.draft.draft : null;
  const refreshing = api.draft.status === 'ready' && api.draft.refreshing;
  const clientName =
    draft?.name ??
    (api.clients.status === 'ready' ? api.clients.items.find((c) => c.client.id === api.clientId)?.name : undefined) ??
    '';

  const create = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const bill = await api.create();
      notifications.show({ color: 'green', message: t('bills.create.done', { number: bill.number }) });
      void navigate(`/bill/${bill.id}`);
    } catch (error) {
      setFailure(error);
      setBusy(false);
    }
  };
  const clearFailure = () => setFailure(null);
  const problems = eInvoiceProblems(failure);

  return (
    <DatesLocale>
      <Container size="lg" py="xl" px={{ base: 'xs', sm: 'md' }}>
        <Stack gap="lg">
          <Anchor component={Link} to="/bills" size="sm">
            <Group gap={4}>
              <IconArrowLeft size={16} />
              {t('bills.back')}
            </Group>
          </Anchor>
          <Title order={1} c="brown.8" fz={{ base: 26, sm: 32 }}>
            {t('bills.create.title')}
          </Title>

          <Paper withBorder p={{ base: 'sm', sm: 'md' }}>
            <Grid gap="md">
              <Grid.Col span={{ base: 12, md: 6 }}>
                <BillPeriodPicker
                  period={api.period}
                  today={today}
                  onChange={(period) => {
                    clearFailure();
                    api.setPeriod(period);
                  }}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 6 }}>
                {api.clients.status === 'failed' ? (
                  <LoadFailed title={t('bills.create.clientsFailed')} error={api.clients.error} onRetry={api.reload} />
                ) : (
                  <ClientPicker
                    clients={api.clients.status === 'ready' ? api.clients.items : []}
                    loading={api.clients.status === 'loading'}
                    value={api.clientId}
                    onChange={(id) => {
                      clearFailure();
                      api.setClientId(id);
                    }}
                  />
                )}
              </Grid.Col>
            </Grid>
          </Paper>

          {api.draft.status === 'loading' ? <LoadingState /> : null}
          {api.draft.status === 'failed' ? (
            <LoadFailed title={t('bills.create.draftFailed')} error={api.draft.error} onRetry={api.reload} />
          ) : null}
          {api.draft.status === 'none' && api.clients.status === 'ready' && api.clients.items.length > 0 ? (
            <Text c="dimmed" ta="center" py="md">
              {t('bills.create.pickClient')}
            </Text>
          ) : null}

          {draft ? (
            <Grid gap="lg" align="flex-start">
              <Grid.Col span={{ base: 12, md: 7 }}>
                {draft.orders.length === 0 ? (
                  <Alert color="yellow" variant="light">
                    {t('errors.BILL_NO_ORDERS', { client: draft.name })}
                  </Alert>
                ) : (
                  <DraftOrderList
                    orders={draft.orders}
                    excluded={api.excluded}
                    disabled={busy}
                    onToggle={(id, chosen) => {
                      clearFailure();
                      api.toggle(id, chosen);
                    }}
                    onChooseAll={(chosen) => {
                      clearFailure();
                      api.chooseAll(chosen);
                    }}
                  />
                )}
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 5 }}>
                <Paper withBorder p="md" style={{ position: 'sticky', top: 80 }}>
                  <Stack gap="md">
                    <Stack gap={0}>
                      <Text size="xs" c="taupe.7" tt="uppercase" fw={600}>
                        {t('bills.create.billTo')}
                      </Text>
                      <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
                        {draft.name}
                      </Text>
                    </Stack>
                    <div style={{ opacity: refreshing ? 0.55 : 1, transition: 'opacity 150ms' }} aria-busy={refreshing}>
                      <BillTotals amounts={draft} />
                    </div>
                    <BillInvoicePlan
                      plan={draft.invoice}
                      problem={api.settling ? null : draft.invoiceProblem}
                      billDate={api.billDate}
                      onBillDate={api.setBillDate}
                      disabled={busy || refreshing}
                    />
                    <ClientBillRunPanel
                      clientId={draft.clientId}
                      clientName={draft.name}
                      period={api.period}
                      blocked={draft.missingData.length > 0}
                      onDone={api.reload}
                    />
                    {draft.missingData.length > 0 ? (
                      <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />}>
                        {errorText(new ApiError('BILL_CLIENT_DATA_MISSING', { fields: draft.missingData }))}
                      </Alert>
                    ) : null}
                    {failure ? (
                      <Alert color="red" variant="light" role="alert" icon={<IconAlertTriangle size={18} />}>
                        <Stack gap="xs" align="flex-start">
                          <Text size="sm">{errorText(failure, clientName)}</Text>
                          {problems.length > 0 ? (
                            <List size="xs" spacing={2}>
                              {problems.map((problem) => (
                                <List.Item key={problem}>{problem}</List.Item>
                              ))}
                            </List>
                          ) : null}
                          {errorCodeOf(failure) === 'BILL_ORDERS_CHANGED' ? (
                            <Button
                              size="xs"
                              variant="light"
                              color="red"
                              leftSection={<IconRefresh size={14} />}
                              onClick={() => {
                                clearFailure();
                                api.reload();
                              }}
                            >
                              {t('bills.create.reload')}
                            </Button>
                          ) : null}
                        </Stack>
                      </Alert>
                    ) : null}
                    <Button
                      size="md"
                      fullWidth
                      leftSection={<IconFileInvoice size={18} />}
                      loading={busy}
                      disabled={
                        refreshing ||
                        api.chosenIds.length === 0 ||
                        draft.missingData.length > 0 ||
                        draft.invoiceProblem !== null
                      }
                      onClick={() => void create()}
                    >
                      {t('bills.create.submit')}
                    </Button>
                  </Stack>
                </Paper>
              </Grid.Col>
            </Grid>
          ) : null}
        </Stack>
      </Container>
    </DatesLocale>
  );
}
