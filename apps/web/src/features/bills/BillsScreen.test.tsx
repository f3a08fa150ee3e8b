import { Notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AccountKind } from '../../api/operations';
import { data, gqlError, installFakeApi } from '../../test/fake-api';
import { renderUi } from '../../test/render-ui';
import { monthPeriod } from './bill-format';
import { makeBillSummary, makeRun } from './bill-fixtures';
import { BillsScreen } from './BillsScreen';
import { billListArgs, NO_BILL_FILTERS } from './useBills';

const user = () => userEvent.setup({ delay: null });
const client = (id: string, displayName: string) => ({
  id,
  displayName,
  kind: 'HOST',
  detail: null,
  clientSettings: null,
});

function billsApi(total = 3, handlers: Parameters<typeof installFakeApi>[0] = {}) {
  return installFakeApi({
    Bills: (v) => {
      const page = Number(v.page);
      return data({
        bills: {
          total,
          page,
          pageSize: 10,
          items: [makeBillSummary({ id: String(40 + page), number: `2026/${page + 1}` })],
        },
      });
    },
    OrderClients: () =>
      data({ clients: { total: 2, items: [client('20', 'Hotel Post'), client('21', 'Café Maria')] } }),
    LatestBillRun: () => data({ latestBillRun: null }),
    ...handlers,
  });
}

const renderBills = (kind: AccountKind = 'BAKERY', language: 'de' | 'it' | 'en' = 'de') =>
  renderUi(
    <>
      <Notifications />
      <BillsScreen viewerKind={kind} pollMs={20} />
    </>,
    language,
  );

describe('/bills', () => {
  it('lists the newest bills with number, date, client, total and state', async () => {
    const api = billsApi();
    renderBills();
    const row = await screen.findByRole('row', { name: 'Rechnung 2026/1' });
    expect(api.callsOf('Bills')[0]?.variables).toEqual({ page: 0 });
    expect(within(row).getByRole('link', { name: 'Rechnung 2026/1' })).toHaveAttribute('href', '/bill/40');
    expect(within(row).getByText('01.04.2026')).toBeInTheDocument();
    expect(within(row).getByText('Hotel Post')).toBeInTheDocument();
    expect(within(row).getByText('134,20 €')).toBeInTheDocument();
    expect(within(row).getByText('Nicht versendet')).toBeInTheDocument();
    expect(within(row).getByText('Offen')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Rechnung erstellen' })).toHaveAttribute('href', '/bill/create');
  });

  it('shows the SdI state of a sent bill and paid', async () => {
    billsApi(1, {
      Bills: () =>
        data({
          bills: {
            total: 1,
            page: 0,
            pageSize: 10,
            items: [makeBillSummary({ sent: true, paid: true, sdiState: 'REJECTED' })],
          },
        }),
    });
    renderBills('BAKERY', 'en');
    const row = await screen.findByRole('row', { name: 'Bill 2026/7' });
    expect(within(row).getByText('SdI: rejected')).toBeInTheDocument();
    expect(within(row).getByText('Paid')).toBeInTheDocument();
  });

  it('pages by 10 and asks for the chosen page', async () => {
    const u = user();
    const api = billsApi(25);
    renderBills();
    await screen.findByRole('row', { name: 'Rechnung 2026/1' });
    await u.click(screen.getByRole('button', { name: '3' }));
    expect(await screen.findByRole('row', { name: 'Rechnung 2026/3' })).toBeInTheDocument();
    expect(api.callsOf('Bills').at(-1)?.variables).toEqual({ page: 2 });
  });

  it('says there are no bills yet, and with a filter that none matched', async () => {
    const u = user();
    billsApi(0, { Bills: (v) => data({ bills: { total: 0, page: Number(v.page), pageSize: 10, items: [] } }) });
    renderBills();
    expect(await screen.findByText('Noch keine Rechnungen.')).toBeInTheDocument();
    await u.click(screen.getByRole('combobox', { name: 'Zahlung' }));
    await u.click(await screen.findByRole('option', { name: 'Offen' }));
    expect(await screen.findByText('Keine Rechnungen gefunden.')).toBeInTheDocument();
    expect(screen.queryByText('Noch keine Rechnungen.')).not.toBeInTheDocument();
  });

  it('filters by client, sent and paid, back on page one', async () => {
    const u = user();
    const api = billsApi(25);
    renderBills();
    await screen.findByRole('row', { name: 'Rechnung 2026/1' });
    await u.click(screen.getByRole('button', { name: '2' }));
    await screen.findByRole('row', { name: 'Rechnung 2026/2' });

    await u.click(screen.getByRole('combobox', { name: 'Kunde' }));
    await u.click(await screen.findByRole('option', { name: 'Café Maria' }));
    await waitFor(() => expect(api.callsOf('Bills').at(-1)?.variables).toEqual({ page: 0, clientId: '21' }));

    await u.click(screen.getByRole('combobox', { name: 'Versand' }));
    await u.click(await screen.findByRole('option', { name: 'Versendet' }));
    await waitFor(() =>
      expect(api.callsOf('Bills').at(-1)?.variables).toEqual({ page: 0, clientId: '21', sent: true }),
    );

    await u.click(screen.getByRole('combobox', { name: 'Zahlung' }));
    await u.click(await screen.findByRole('option', { name: 'Offen' }));
    await waitFor(() =>
      expect(api.callsOf('Bills').at(-1)?.variables).toEqual({ page: 0, clientId: '21', sent: true, paid: false }),
    );
  });

  it('sends a period as both days, a single picked day as that day', () => {
    expect(billListArgs({ ...NO_BILL_FILTERS, from: '2026-03-01', to: '2026-03-31' }, 0)).toEqual({
      page: 0,
      from: '2026-03-01',
      to: '2026-03-31',
    });
    expect(billListArgs({ ...NO_BILL_FILTERS, from: '2026-03-05' }, 1)).toEqual({
      page: 1,
      from: '2026-03-05',
      to: '2026-03-05',
    });
  });

  it('shows a host its own bills without client filter, client column or bakery actions', async () => {
    billsApi();
    renderBills('HOST', 'it');
    const row = await screen.findByRole('row', { name: 'Fattura 2026/1' });
    expect(within(row).queryByText('Hotel Post')).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Cliente' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Crea fattura' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Fattura il mese per tutti i clienti' })).not.toBeInTheDocument();
  });

  it('says when the list cannot be loaded', async () => {
    billsApi(0, { Bills: () => gqlError('FORBIDDEN') });
    renderBills();
    expect(await screen.findByRole('alert')).toHaveTextContent('Die Rechnungen konnten nicht geladen werden.');
  });
});

describe('/bills: the month for all clients', () => {
  it('starts the run for the previous month, follows its progress and lists the created bills and failures', async () => {
    const u = user();
    const progress = [
      makeRun({ done: 2 }),
      makeRun({
        state: 'DONE',
        done: 3,
        created: 2,
        late: 1,
        failed: [{ clientId: '21', clientName: 'Café Maria', code: 'BILL_CLIENT_DATA_MISSING' }],
      }),
    ];
    const api = billsApi(3, {
      StartBillRun: () => data({ startBillRun: makeRun() }),
      BillRun: () => data({ billRun: progress.length > 1 ? progress.shift() : progress[0] }),
    });
    renderBills();
    await screen.findByRole('row', { name: 'Rechnung 2026/1' });
    await u.click(screen.getByRole('button', { name: 'Monat für alle Kunden abrechnen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Monat für alle Kunden abrechnen' });
    await u.click(within(dialog).getByRole('button', { name: /abrechnen$/ }));

    expect(api.callsOf('StartBillRun')[0]?.variables).toEqual(monthPeriod(new Date(), -1));
    expect(await within(dialog).findByRole('progressbar', { name: 'Fortschritt der Abrechnung' })).toBeInTheDocument();
    expect(within(dialog).getByText('Lieferzeitraum 01.03.2026 – 31.03.2026')).toBeInTheDocument();
    const before = api.callsOf('Bills').length;
    expect(await within(dialog).findByText('2 Rechnungen erstellt.')).toBeInTheDocument();
    await waitFor(() => expect(api.callsOf('Bills')).toHaveLength(before + 1));
    expect(api.callsOf('BillRun')[0]?.variables).toEqual({ id: 'run-1' });
    // one of them is after its deadline (art. 21 c. 4 D.P.R. 633/72): said, with the rule
    expect(within(dialog).getByTestId('late-bills')).toHaveTextContent(
      '1 dieser Rechnungen ist verspätet: Ihre Frist (Sofortrechnung 12 Tage nach der Lieferung',
    );
    const failures = within(dialog).getByRole('list', { name: 'Nicht abgerechnete Kunden' });
    expect(failures).toHaveTextContent('Café Maria: Der Kunde muss noch die Rechnungsdaten eingeben!');

    await u.click(within(dialog).getByRole('button', { name: 'Schließen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Monat für alle Kunden abrechnen' })).toBeInTheDocument();
  });

  it('follows a run still going when the list opens, and says when a restart interrupted it', async () => {
    const u = user();
    let release: () => void = () => undefined;
    const restarted = new Promise<void>((resolve) => (release = resolve));
    const api = billsApi(3, {
      LatestBillRun: () => data({ latestBillRun: makeRun({ done: 1 }) }),
      BillRun: async () => {
        await restarted;
        return data({ billRun: makeRun({ state: 'INTERRUPTED', done: 2, created: 2 }) });
      },
    });
    renderBills('BAKERY', 'en');
    await u.click(await screen.findByRole('button', { name: 'Billing under way (1/3)' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('1 of 3 clients done')).toBeInTheDocument();
    release();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The billing stopped after 2 of 3 clients because the server restarted.',
    );
    expect(within(dialog).getByText('2 bills created.')).toBeInTheDocument();
    expect(api.callsOf('StartBillRun')).toHaveLength(0);
  });

  it('shows why the run could not start', async () => {
    const u = user();
    billsApi(3, { StartBillRun: () => gqlError('BILLING_DISABLED') });
    renderBills('BAKERY', 'en');
    await screen.findByRole('row', { name: 'Bill 2026/1' });
    await u.click(screen.getByRole('button', { name: 'Bill the month for all clients' }));
    const dialog = await screen.findByRole('dialog');
    await u.click(within(dialog).getByRole('button', { name: /^Bill / }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Invoicing is turned off.');
  });
});
