import { Notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { data, gqlError, installFakeApi } from '../../test/fake-api';
import { renderUi } from '../../test/render-ui';
import { BILLABLE, makeDraft, MIXED_ORDERS } from './bill-fixtures';
import { BillCreateScreen } from './BillCreateScreen';

const user = () => userEvent.setup({ delay: null });
const TODAY = new Date(2026, 3, 15);
const MARCH = { from: '2026-03-01', to: '2026-03-31' };

function Location() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

function createApi(handlers: Parameters<typeof installFakeApi>[0] = {}) {
  return installFakeApi({
    BillableClients: () => data({ billableClients: BILLABLE }),
    BillDraft: (v) => data({ billDraft: makeDraft((v.orderIds as string[] | null | undefined) ?? null) }),
    CreateBill: () => data({ createBill: { id: '77', number: '2026/8' } }),
    ClientRunPreview: () => data({ billDraft: { runPreview: { invoices: 1, immediate: 0, totalCents: 0 } } }),
    ...handlers,
  });
}

const renderCreate = (language: 'de' | 'it' | 'en' = 'de') =>
  renderUi(
    <>
      <Notifications />
      <BillCreateScreen today={TODAY} />
      <Location />
    </>,
    language,
  );

/** The client picker once its clients came (it is disabled while they load). */
async function clientPicker(name: string) {
  const picker = await screen.findByRole('combobox', { name });
  await waitFor(() => expect(picker).toBeEnabled());
  return picker;
}

async function chooseHotelPost(u: ReturnType<typeof user>) {
  await u.click(await clientPicker('Kunde'));
  await u.click(await screen.findByRole('option', { name: /Hotel Post/ }));
  return screen.findByRole('list', { name: 'Bestellungen' });
}

describe('/bill/create', () => {
  it('offers the clients of the previous month with their order counts; one without billing data cannot be chosen', async () => {
    const u = user();
    const api = createApi();
    renderCreate();
    await waitFor(() => expect(api.callsOf('BillableClients')[0]?.variables).toEqual(MARCH));
    expect(
      await screen.findByText('Noch nicht abrechenbar: Café Maria. Der Kunde muss noch die Rechnungsdaten eingeben!'),
    ).toBeInTheDocument();
    await u.click(await clientPicker('Kunde'));
    expect(await screen.findByRole('option', { name: /Hotel Post\s*3 Bestellungen/ })).toBeInTheDocument();
    const maria = screen.getByRole('option', { name: /Café Maria/ });
    expect(maria).toHaveAttribute('data-combobox-disabled', 'true');
    expect(maria).toHaveTextContent('Der Kunde muss noch die Rechnungsdaten eingeben!');

    await u.click(screen.getByRole('button', { name: 'Dieser Monat' }));
    await waitFor(() =>
      expect(api.callsOf('BillableClients').at(-1)?.variables).toEqual({ from: '2026-04-01', to: '2026-04-30' }),
    );
  });

  it('lists the orders of the draft, updates the totals when one is left out and bills the chosen ones', async () => {
    const u = user();
    const api = createApi();
    renderCreate();
    const orders = await chooseHotelPost(u);
    expect(api.callsOf('BillDraft')[0]?.variables).toEqual({ clientId: '20', ...MARCH, orderIds: null });

    const guestOrder = within(orders).getByRole('checkbox', { name: 'Bestellung #1051 vom 14.03.2026' });
    expect(guestOrder).toBeChecked();
    const item = guestOrder.closest('li')!;
    expect(within(item as HTMLElement).getByText('Gastbestellung')).toBeInTheDocument();
    expect(
      within(item as HTMLElement).getByText(
        '2 Produkte noch nicht gewogen: werden nach ungefährem Gewicht abgerechnet.',
      ),
    ).toBeInTheDocument();
    expect(within(orders).getByText('Lieferschein DDT-12')).toBeInTheDocument();
    expect(screen.getByText('3 von 3 Bestellungen gewählt')).toBeInTheDocument();
    expect(screen.getByLabelText('Rechnungsbetrag')).toHaveTextContent('88,00 €');
    expect(screen.getByLabelText('MwSt. 10 %')).toHaveTextContent('8,00 €');

    await u.click(guestOrder);
    await waitFor(() =>
      expect(api.callsOf('BillDraft').at(-1)?.variables).toEqual({
        clientId: '20',
        ...MARCH,
        orderIds: ['301', '303'],
      }),
    );
    await waitFor(() => expect(screen.getByLabelText('Rechnungsbetrag')).toHaveTextContent('60,50 €'));
    expect(screen.getByText('2 von 3 Bestellungen gewählt')).toBeInTheDocument();

    await u.click(screen.getByRole('button', { name: 'Rechnung erstellen' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/bill/77'));
    expect(api.callsOf('CreateBill')[0]?.variables).toEqual({
      input: { clientId: '20', ...MARCH, orderIds: ['301', '303'], billDate: null },
    });
    expect(await screen.findByText('Rechnung 2026/8 erstellt.')).toBeInTheDocument();
  });

  it('cannot bill when every order is left out, and takes them all back in', async () => {
    const u = user();
    const api = createApi();
    renderCreate('en');
    await u.click(await clientPicker('Client'));
    await u.click(await screen.findByRole('option', { name: /Hotel Post/ }));
    await screen.findByRole('list', { name: 'Orders' });
    await u.click(screen.getByRole('button', { name: 'None' }));
    await waitFor(() =>
      expect(api.callsOf('BillDraft').at(-1)?.variables).toEqual({ clientId: '20', ...MARCH, orderIds: [] }),
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Create bill' })).toBeDisabled());
    await u.click(screen.getByRole('button', { name: 'All' }));
    await waitFor(() =>
      expect(api.callsOf('BillDraft').at(-1)?.variables).toEqual({ clientId: '20', ...MARCH, orderIds: null }),
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Create bill' })).toBeEnabled());
  });

  it('shows a refusal in place with its §8 text and stays on the screen', async () => {
    const u = user();
    createApi({ CreateBill: () => gqlError('BILL_NO_ORDERS', { client: 'Hotel Post' }) });
    renderCreate();
    await chooseHotelPost(u);
    await u.click(screen.getByRole('button', { name: 'Rechnung erstellen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Für Hotel Post wurde in diesem Zeitraum keine Bestellung zur Abrechnung gefunden.',
    );
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('offers to reload the orders when some were billed meanwhile', async () => {
    const u = user();
    const api = createApi({ CreateBill: () => gqlError('BILL_ORDERS_CHANGED', { orderIds: ['302'] }) });
    renderCreate('it');
    await u.click(await clientPicker('Cliente'));
    await u.click(await screen.findByRole('option', { name: /Hotel Post/ }));
    await screen.findByRole('list', { name: 'Ordini' });
    await u.click(screen.getByRole('button', { name: 'Crea fattura' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Alcuni degli ordini scelti sono stati nel frattempo fatturati o modificati.');
    const drafts = api.callsOf('BillDraft').length;
    await u.click(within(alert).getByRole('button', { name: 'Ricarica gli ordini' }));
    await waitFor(() => expect(api.callsOf('BillDraft').length).toBe(drafts + 1));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('names invoicing turned off', async () => {
    const u = user();
    createApi({ CreateBill: () => gqlError('BILLING_DISABLED') });
    renderCreate();
    await chooseHotelPost(u);
    await u.click(screen.getByRole('button', { name: 'Rechnung erstellen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Die Rechnungserstellung ist ausgeschaltet.');
  });

  it("shows a month of docketed deliveries as a deferred invoice (TD24) dated the month's last day, to be issued by the 15th", async () => {
    const u = user();
    createApi();
    renderCreate();
    await chooseHotelPost(u);
    expect(await screen.findByText('Sammelrechnung (fattura differita, TD24)')).toBeInTheDocument();
    expect(
      screen.getByText('Lieferungen eines Monats, jede mit Lieferschein. Auszustellen bis 15.04.2026.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rechnungsdatum' })).toHaveTextContent('31.03.2026');
    expect(screen.getByText('Zwischen 20.03.2026 und 15.04.2026.')).toBeInTheDocument();
    expect(screen.queryByText(/Frist ist am/)).not.toBeInTheDocument();
  });

  it('starts from the invoice of the earliest date, and names the orders without docket when docketed ones join them (D.P.R. 633/72 art. 21 c. 4)', async () => {
    const u = user();
    const api = createApi({
      BillDraft: (v) =>
        data({ billDraft: makeDraft((v.orderIds as string[] | null | undefined) ?? null, MIXED_ORDERS) }),
    });
    renderCreate('it');
    await u.click(await clientPicker('Cliente'));
    await u.click(await screen.findByRole('option', { name: /Hotel Post/ }));
    // all of March is no one invoice: the form starts with the immediate invoice of the 14th (dated before the
    // deferred one of March), not with a refusal
    expect(await screen.findByText('Fattura immediata (TD01)')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Ordine n. 1051 del 14.03.2026' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Ordine n. 1042 del 12.03.2026' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Ordine n. 1060 del 20.03.2026' })).not.toBeChecked();
    expect(api.callsOf('BillDraft').at(-1)?.variables.orderIds).toEqual(['302']);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Crea fattura' })).toBeEnabled());
    expect(screen.queryByText(/Alcuni ordini non hanno un documento di trasporto/)).not.toBeInTheDocument();

    // a docketed order joins it: refused, the order without docket named
    await u.click(screen.getByRole('checkbox', { name: 'Ordine n. 1042 del 12.03.2026' }));
    const refusal = () =>
      screen
        .queryAllByRole('alert')
        .find((a) => a.textContent?.includes('Alcuni ordini non hanno un documento di trasporto.'));
    await waitFor(() => expect(refusal()).toHaveTextContent('Ordini: #1051'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Crea fattura' })).toBeDisabled());
    // without it, the docketed ones are one deferred invoice
    await u.click(screen.getByRole('checkbox', { name: 'Ordine n. 1051 del 14.03.2026' }));
    expect(await screen.findByText('Fattura differita (TD24)')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Crea fattura' })).toBeEnabled());
  });

  it("after a change of the tax regime starts from the deliveries before it, and refuses both regimes' together", async () => {
    const u = user();
    // the bakery's new regime applies from 15 March: the server refuses a bill of deliveries on both sides
    const spans = (ids: readonly string[] | null) =>
      ids === null || (ids.some((id) => id !== '303') && ids.includes('303'));
    createApi({
      BillDraft: (v) => {
        const ids = (v.orderIds as string[] | null | undefined) ?? null;
        const draft = makeDraft(ids);
        return data({
          billDraft: spans(ids)
            ? {
                ...draft,
                invoice: null,
                invoiceProblem: {
                  code: 'BILL_SPANS_REGIME_CHANGE',
                  orderNumbers: [],
                  months: [],
                  days: ['2026-03-15'],
                },
              }
            : draft,
        });
      },
    });
    renderCreate('en');
    await u.click(await clientPicker('Client'));
    await u.click(await screen.findByRole('option', { name: /Hotel Post/ }));
    expect(await screen.findByText('Deferred invoice (fattura differita, TD24)')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Order #1042 of 12.03.2026' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Order #1051 of 14.03.2026' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Order #1060 of 20.03.2026' })).not.toBeChecked();

    await u.click(screen.getByRole('checkbox', { name: 'Order #1060 of 20.03.2026' }));
    const refusal = await screen.findByText(/Your tax regime changed on the day named/);
    expect(refusal.closest('[role="alert"]')).toHaveTextContent('New tax regime from: 15.03.2026');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Create bill' })).toBeDisabled());
  });

  it('warns that the invoice is late after the 15th, and still lets it be issued', async () => {
    const u = user();
    createApi({
      BillDraft: (v) =>
        data({ billDraft: makeDraft((v.orderIds as string[] | null | undefined) ?? null, undefined, '2026-04-20') }),
    });
    renderCreate('en');
    await u.click(await clientPicker('Client'));
    await u.click(await screen.findByRole('option', { name: /Hotel Post/ }));
    expect(await screen.findByText(/The deadline passed on 15.04.2026/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create bill' })).toBeEnabled();
  });
});
