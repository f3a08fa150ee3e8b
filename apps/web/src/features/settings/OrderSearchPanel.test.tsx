import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { OrderSummary } from '../../api/operations';
import { data, gqlError, installFakeApi } from '../../test/fake-api';
import { renderUi } from '../../test/render-ui';
import { makeOrderSummary } from '../../test/order-fixtures';
import { OrderSearchPanel } from './OrderSearchPanel';

const ORDERS: OrderSummary[] = [
  makeOrderSummary({ id: '31', number: 1042, publicId: 'k7m2xq9abcde', deliveryDate: '2026-03-12', totalCents: 1290 }),
  makeOrderSummary({
    id: '30',
    number: 1041,
    publicId: 'zz11yy22xx33',
    deliveryDate: '2026-03-11',
    paid: true,
    client: { id: '21', displayName: 'Maria Rossi', kind: 'PRIVATE' },
  }),
];

function searchApi(handlers: Parameters<typeof installFakeApi>[0] = {}) {
  return installFakeApi({
    Orders: (variables) => {
      const filter = variables.filter as { publicId: string | null };
      const items = ORDERS.filter((o) => !filter.publicId || o.publicId.includes(filter.publicId));
      return data({ orders: { total: items.length, items } });
    },
    OrderClients: () =>
      data({
        clients: {
          total: 1,
          items: [{ id: '20', displayName: 'Hotel Post', kind: 'HOST', detail: null, clientSettings: null }],
        },
      }),
    ...handlers,
  });
}

describe('settings: order search', () => {
  it('shows the last orders with number, public id, client, date, status and total, each linking to the order', async () => {
    const api = searchApi();
    renderUi(<OrderSearchPanel withClient />);
    const first = await screen.findByRole('listitem', { name: 'Bestellung Nr. 1042' });
    expect(within(first).getByRole('link', { name: 'Bestellung Nr. 1042' })).toHaveAttribute('href', '/order/31');
    expect(within(first).getByText('k7m2xq9abcde')).toBeInTheDocument();
    expect(within(first).getByText(/Hotel Post/)).toBeInTheDocument();
    expect(within(first).getByText('12.03.2026')).toBeInTheDocument();
    expect(within(first).getByText('Angenommen')).toBeInTheDocument();
    expect(within(first).getByLabelText('Gesamt')).toHaveTextContent('12,90 €');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(api.callsOf('Orders')[0]?.variables).toEqual({
      filter: { group: 'ALL', publicId: null, clientId: null },
      page: 0,
    });
  });

  it('sends the typed public id as the filter and shows only the matches', async () => {
    const user = userEvent.setup({ delay: null });
    const api = searchApi();
    renderUi(<OrderSearchPanel withClient={false} />);
    await screen.findByRole('listitem', { name: 'Bestellung Nr. 1041' });
    expect(screen.queryByRole('textbox', { name: 'Kunde' })).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Bestellkennung' }), ' zz11 ');
    await waitFor(() =>
      expect(api.callsOf('Orders').at(-1)?.variables).toEqual({
        filter: { group: 'ALL', publicId: 'zz11', clientId: null },
        page: 0,
      }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: 'Bestellung Nr. 1042' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('link', { name: 'Bestellung Nr. 1041' })).toHaveAttribute('href', '/order/30');
    await user.type(screen.getByRole('textbox', { name: 'Bestellkennung' }), 'nix');
    expect(await screen.findByText('Keine Bestellung passt zu dieser Suche.')).toBeInTheDocument();
  });

  it('says so when there are no orders yet, and translates a failure', async () => {
    searchApi({ Orders: () => data({ orders: { total: 0, items: [] } }) });
    const { unmount } = renderUi(<OrderSearchPanel withClient={false} />, 'en');
    expect(await screen.findByText('No orders yet.')).toBeInTheDocument();
    unmount();
    searchApi({ Orders: () => gqlError('INTERNAL') });
    renderUi(<OrderSearchPanel withClient={false} />, 'it');
    expect(await screen.findByRole('alert')).toHaveTextContent('Non è stato possibile caricare gli ordini.');
  });
});
