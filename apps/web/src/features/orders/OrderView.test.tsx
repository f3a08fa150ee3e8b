import { Notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { OrderDetail } from '../../api/operations';
import type { AccountKind } from '../../api/operations';
import { data, gqlError, installFakeApi } from '../../test/fake-api';
import { renderUi } from '../../test/render-ui';
import { makeOrderDetail } from '../../test/order-fixtures';
import { OrderView } from './OrderView';

const OFFERS = [
  {
    gramPrice: '0.009',
    priceCents: 45,
    product: { id: '12', name: 'Semmel', approxWeight: 50, haveToWeight: false, availableDays: 0 },
  },
];

function orderApi(order: OrderDetail, handlers: Parameters<typeof installFakeApi>[0] = {}) {
  return installFakeApi({
    Order: () => data({ order }),
    MyOrderOptions: () =>
      data({
        orderOptions: {
          timeZone: 'Europe/Rome',
          deadlineTime: '18:00',
          ignoreDeadline: false,
          takeawayOnly: false,
          deliveryCostCents: 0,
          deliveryCostMinCents: 0,
          noDeliveryCost: true,
          products: OFFERS,
          days: [],
        },
        holidaysOfMyBakery: [],
      }),
    ClientOrderOptions: () =>
      data({
        orderOptions: {
          timeZone: 'Europe/Rome',
          deadlineTime: '18:00',
          ignoreDeadline: true,
          takeawayOnly: false,
          deliveryCostCents: 300,
          deliveryCostMinCents: 2000,
          noDeliveryCost: false,
          products: [],
          days: [],
        },
        holidaysOfMyBakery: [],
      }),
    UpdateOrderedProductAmount: (v) =>
      data({
        updateOrderedProductAmount: {
          ...order,
          lines: order.lines.map((l) =>
            l.id === v.orderedProductId
              ? { ...l, amount: Number(v.amount), totalCents: l.priceCents * Number(v.amount) }
              : l,
          ),
        },
      }),
    ...handlers,
  });
}

const renderView = (kind: AccountKind, language: 'de' | 'it' | 'en' = 'de') =>
  renderUi(
    <>
      <Notifications />
      <OrderView id="31" viewerKind={kind} />
    </>,
    language,
  );

describe('/order/:id', () => {
  it('shows items with amounts, unit prices, VAT, line totals, delivery cost and total', async () => {
    orderApi(makeOrderDetail({ editable: false }));
    renderView('HOST');
    const lines = await screen.findByRole('list', { name: 'Produkte' });
    const semmel = within(lines).getByRole('listitem', { name: 'Semmel' });
    expect(semmel).toHaveTextContent('Einzelpreis: 0,45 €');
    expect(semmel).toHaveTextContent('MwSt. 10 %');
    expect(within(semmel).getByLabelText('Menge: Semmel')).toHaveTextContent('× 2');
    expect(within(semmel).getByLabelText('Summe: Semmel')).toHaveTextContent('0,90 €');
    expect(within(lines).getByRole('listitem', { name: 'Bauernbrot' })).toHaveTextContent('wird gewogen');
    expect(screen.getByLabelText('Lieferkosten')).toHaveTextContent('3,00 €');
    expect(screen.getByLabelText('Gesamt')).toHaveTextContent('12,90 €');
  });

  it("lets the owner change an amount before the deadline and shows the server's new line", async () => {
    const user = userEvent.setup({ delay: null });
    const api = orderApi(makeOrderDetail({ editable: true, deadline: '2999-01-01T17:00:00.000Z' }));
    renderView('HOST');
    await user.click(await screen.findByRole('button', { name: 'Mehr: Semmel' }));
    await waitFor(() =>
      expect(api.callsOf('UpdateOrderedProductAmount')[0]?.variables).toEqual({
        orderId: '31',
        orderedProductId: '501',
        amount: 3,
      }),
    );
    expect(await screen.findByText('Menge geändert.')).toBeInTheDocument();
    expect(screen.getByLabelText('Summe: Semmel')).toHaveTextContent('1,35 €');
    expect(screen.getByRole('button', { name: 'Bestellung löschen' })).toBeInTheDocument();
  });

  it('does not send a typed amount that is not a whole number 1 … 999', async () => {
    const user = userEvent.setup({ delay: null });
    const api = orderApi(makeOrderDetail({ editable: true, deadline: '2999-01-01T17:00:00.000Z' }));
    renderView('HOST');
    const amount = await screen.findByRole('textbox', { name: 'Menge: Semmel' });
    await user.clear(amount);
    await user.type(amount, '2,5{Enter}');
    expect(await screen.findByText('Bitte eine ganze Zahl von 1 bis 999 eingeben.')).toBeInTheDocument();
    expect(api.callsOf('UpdateOrderedProductAmount')).toHaveLength(0);
  });

  it('is read-only after the deadline, with a note, for the owner', async () => {
    orderApi(makeOrderDetail({ editable: false, deadline: '2020-01-01T17:00:00.000Z' }));
    renderView('PRIVATE', 'en');
    expect(await screen.findByText('The deadline has passed: the order can no longer be changed.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'More: Semmel' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete order' })).not.toBeInTheDocument();
    expect(screen.getByText(/Closed/)).toBeInTheDocument();
  });

  it('is read-only before the deadline once paid, saying so, for the owner (it)', async () => {
    orderApi(makeOrderDetail({ editable: false, paid: true, deadline: '2999-01-01T17:00:00.000Z' }));
    renderView('PRIVATE', 'it');
    expect(
      await screen.findByText(
        "Quest'ordine è pagato: non si può più modificare. Per una modifica si rivolga al panificio.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Elimina ordine' })).not.toBeInTheDocument();
  });

  it("lets the bakery shift the delivery a day later after confirming, and shows the server's refusal reasons", async () => {
    const user = userEvent.setup({ delay: null });
    const order = makeOrderDetail({ editable: true, deadline: '2020-01-01T17:00:00.000Z', deliveryDate: '2026-03-12' });
    const api = orderApi(order, { ShiftOrderDelivery: () => gqlError('ORDER_DATE_REFUSED', { reasons: ['HOLIDAY'] }) });
    renderView('BAKERY');
    expect(
      await screen.findByText(
        'Der Bestellschluss ist vorbei. Als Bäckerei können Sie die Bestellung weiterhin ändern.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '1 Tag später' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lieferung verschieben?' });
    expect(dialog).toHaveTextContent('Lieferung vom 12.03.2026 auf den 13.03.2026 verschieben?');
    expect(api.callsOf('ShiftOrderDelivery')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Verschieben' }));
    await waitFor(() => expect(api.callsOf('ShiftOrderDelivery')[0]?.variables).toEqual({ id: '31', days: 1 }));
    expect(await screen.findByText(/Ruhetag der Bäckerei\./)).toBeInTheDocument();
  });

  it('shows the status history with who did what, oldest first', async () => {
    const at = '2026-03-10T08:00:00.000Z';
    const event = { at, actorKind: null, phone: false, productId: null, amount: null, from: null, to: null };
    orderApi(
      makeOrderDetail({
        editable: false,
        history: [
          { ...event, kind: 'PLACED', phone: true, actorKind: 'BAKERY' },
          { ...event, kind: 'AMOUNT_CHANGED', actorKind: 'HOST', productId: '12', from: '1', to: '2' },
          { ...event, kind: 'DELIVERY_SHIFTED', actorKind: 'BAKERY', from: '2026-03-11', to: '2026-03-12' },
        ],
      }),
    );
    renderView('HOST');
    const history = await screen.findByRole('region', { name: 'Verlauf' });
    expect(within(history).getByText('Telefonisch von der Bäckerei bestellt')).toBeInTheDocument();
    expect(within(history).getByText('Menge Semmel: 1 → 2')).toBeInTheDocument();
    expect(within(history).getByText('Liefertag 11.03.2026 → 12.03.2026')).toBeInTheDocument();
    expect(within(history).getAllByText(/Bäckerei$/)).toHaveLength(2);
  });
});
