import { Notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AccountKind } from '../../api/operations';
import { data, gqlError, installFakeApi } from '../../test/fake-api';
import { renderUi } from '../../test/render-ui';
import { makeOrderSummary } from '../../test/order-fixtures';
import { OrdersScreen } from './OrdersScreen';
import { filterOf, NO_FILTERS } from './useOrderList';

const COUNTS = { next: 3, future: 25, past: 7, all: 35, nextDeliveryDate: '2026-03-12' };
const client = (id: string, displayName: string) => ({
  id,
  displayName,
  kind: 'HOST',
  detail: null,
  clientSettings: null,
});

function ordersApi(total = 3) {
  return installFakeApi({
    Orders: (v) => {
      const page = Number(v.page);
      return data({ orders: { total, items: [makeOrderSummary({ id: String(100 + page), number: 1000 + page })] } });
    },
    OrderCounts: () => data({ orderCounts: COUNTS }),
    OrderClients: () =>
      data({ clients: { total: 2, items: [client('20', 'Hotel Post'), client('21', 'Café Maria')] } }),
    SetOrderPaid: (v) => data({ setOrderPaid: { ...makeOrderSummary({ id: String(v.id) }), paid: v.paid } }),
    AcceptOrder: () => gqlError('ORDER_DEADLINE_PASSED'),
  });
}

const renderList = (kind: AccountKind = 'BAKERY', language: 'de' | 'it' | 'en' = 'de') =>
  renderUi(
    <>
      <Notifications />
      <OrdersScreen viewerKind={kind} />
    </>,
    language,
  );

describe('/orders', () => {
  it('starts on the next delivery day, shows the counts per group and switches groups', async () => {
    const user = userEvent.setup({ delay: null });
    const api = ordersApi();
    renderList();
    expect(await screen.findByRole('listitem', { name: 'Bestellung Nr. 1000' })).toBeInTheDocument();
    expect(api.callsOf('Orders')[0]?.variables).toEqual({ filter: { group: 'NEXT' }, page: 0 });
    expect(await screen.findByRole('tab', { name: /Zukünftige\s*25/ })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Nächster Liefertag\s*3/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Nächster Liefertag: 12.03.2026')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: /Vergangene/ }));
    await waitFor(() =>
      expect(api.callsOf('Orders').at(-1)?.variables).toEqual({ filter: { group: 'PAST' }, page: 0 }),
    );
  });

  it('shows a row with client, German dates, deadline, status and total', async () => {
    ordersApi();
    renderList();
    const row = await screen.findByRole('listitem', { name: 'Bestellung Nr. 1000' });
    expect(within(row).getByText('Hotel Post')).toBeInTheDocument();
    expect(within(row).getByText('12.03.2026')).toBeInTheDocument();
    expect(within(row).getByText(/Bestellschluss \d{2}\.03\.2026 \d{2}:00 – geschlossen/)).toBeInTheDocument();
    expect(within(row).getByText('Nicht bezahlt')).toBeInTheDocument();
    expect(within(row).getByLabelText('Gesamt')).toHaveTextContent('12,90 €');
    expect(within(row).getByRole('link', { name: 'Bestellung Nr. 1000' })).toHaveAttribute('href', '/order/100');
  });

  it('pages by 10 and asks the server for the chosen page of the same group', async () => {
    const user = userEvent.setup({ delay: null });
    const api = ordersApi(25);
    renderList();
    await user.click(await screen.findByRole('tab', { name: /Zukünftige/ }));
    await screen.findByRole('listitem', { name: 'Bestellung Nr. 1000' });
    await user.click(screen.getByRole('button', { name: '3' }));
    expect(await screen.findByRole('listitem', { name: 'Bestellung Nr. 1002' })).toBeInTheDocument();
    expect(api.callsOf('Orders').at(-1)?.variables).toEqual({ filter: { group: 'FUTURE' }, page: 2 });
  });

  it('sends the public-id search and the client filter, back on page one, and counts with the same filter', async () => {
    const user = userEvent.setup({ delay: null });
    const api = ordersApi(25);
    renderList();
    await screen.findByRole('listitem', { name: 'Bestellung Nr. 1000' });
    await user.click(screen.getByRole('button', { name: '2' }));
    await screen.findByRole('listitem', { name: 'Bestellung Nr. 1001' });

    await user.type(screen.getByRole('textbox', { name: 'Bestell-ID' }), 'k7m');
    await waitFor(() =>
      expect(api.callsOf('Orders').at(-1)?.variables).toEqual({ filter: { group: 'NEXT', publicId: 'k7m' }, page: 0 }),
    );
    expect(api.callsOf('OrderCounts').at(-1)?.variables).toEqual({ filter: { publicId: 'k7m' } });

    await user.click(screen.getByRole('combobox', { name: 'Kunde' }));
    await user.click(await screen.findByRole('option', { name: 'Café Maria' }));
    await waitFor(() =>
      expect(api.callsOf('Orders').at(-1)?.variables).toEqual({
        filter: { group: 'NEXT', publicId: 'k7m', clientId: '21' },
        page: 0,
      }),
    );
  });

  it("turns a deadline range into inclusive instants from the start of the first to the end of the last day in the bakery's zone", () => {
    const filters = { ...NO_FILTERS, deadlineFrom: '2026-03-01', deadlineTo: '2026-03-31', publicId: '  ' };
    const filter = filterOf(filters, 'Europe/Rome');
    expect(Object.keys(filter).sort()).toEqual(['deadlineFrom', 'deadlineTo']);
    // Rome is UTC+1 on 1 March and UTC+2 (summer time) on 31 March, whatever the browser's zone
    expect(filter.deadlineFrom).toBe('2026-02-28T23:00:00.000Z');
    expect(filter.deadlineTo).toBe('2026-03-31T21:59:59.999Z');
  });

  it('lets the bakery mark an order paid and tells it so', async () => {
    const user = userEvent.setup({ delay: null });
    const api = ordersApi();
    renderList();
    const row = await screen.findByRole('listitem', { name: 'Bestellung Nr. 1000' });
    await user.click(within(row).getByRole('switch', { name: 'Bezahlt' }));
    await waitFor(() => expect(api.callsOf('SetOrderPaid')[0]?.variables).toEqual({ id: '100', paid: true }));
    expect(await screen.findByText('Bestellung Nr. 1000 als bezahlt markiert.')).toBeInTheDocument();
    expect(within(row).getByRole('switch', { name: 'Bezahlt' })).toBeChecked();
  });

  it("shows a guest's order as paid or not to the bakery without a switch: it is the host's record", async () => {
    installFakeApi({
      Orders: () =>
        data({
          orders: {
            total: 1,
            items: [
              makeOrderSummary({
                number: 1000,
                paid: true,
                client: { id: '30', displayName: 'Zimmer 101', kind: 'GUEST' },
              }),
            ],
          },
        }),
      OrderCounts: () => data({ orderCounts: COUNTS }),
      OrderClients: () => data({ clients: { total: 0, items: [] } }),
    });
    renderList('BAKERY', 'en');
    const row = await screen.findByRole('listitem', { name: 'Order no. 1000' });
    expect(within(row).getByRole('switch', { name: 'Accepted' })).toBeInTheDocument();
    expect(within(row).queryByRole('switch', { name: 'Paid' })).not.toBeInTheDocument();
    expect(within(row).getByText('Paid')).toBeInTheDocument(); // the badge
  });

  it('offers private customers a new order but no client filter or bakery switches', async () => {
    ordersApi();
    renderList('PRIVATE', 'it');
    const row = await screen.findByRole('listitem', { name: 'Ordine n. 1000' });
    expect(within(row).queryByRole('switch')).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Cliente' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nuovo ordine' })).toHaveAttribute('href', '/order/new');
  });
});
