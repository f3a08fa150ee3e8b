import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { data, installFakeApi, makeUser } from '../../test/fake-api';
import { renderApp, signInStored } from '../../test/render-app';
import { renderUi } from '../../test/render-ui';
import { makeProduct } from '../../test/product-fixtures';
import { ProductList } from './ProductList';

const BREAD = makeProduct();
const ROLL = makeProduct({
  id: '12',
  name: 'Semmel',
  names: { de: 'Semmel', it: 'Rosetta', en: 'Bread roll' },
  gramPrice: '0.009',
  approxWeight: 50,
  haveToWeight: false,
  easybackKodex: '1001',
  inPriceList: false,
  displayOrder: 1,
  availableDays: 1 + 2 ** 14,
  availableMonthDays: [1, 15],
});

function listApi(items = [BREAD, ROLL]) {
  return installFakeApi({
    Products: () => data({ products: { items, total: items.length } }),
    ToggleProduct: (variables) => data({ toggleProduct: { ...BREAD, id: String(variables.id), active: false } }),
    DeleteProduct: () => data({ deleteProduct: true }),
    MoveProduct: (variables) => data({ moveProduct: { ...BREAD, id: String(variables.id) } }),
  });
}

describe('product list (/products)', () => {
  it('shows names, piece and kg prices in German', async () => {
    listApi();
    renderUi(<ProductList />, 'de');
    const bread = await screen.findByRole('listitem', { name: 'Bauernbrot' });
    expect(within(bread).getAllByText('5,20 €')).toHaveLength(2); // 0.0052 €/g × 1000 g, per piece and per kg
    expect(within(bread).getByText('10 %')).toBeInTheDocument();
    expect(within(bread).getByText('Artikelnummer: 1005')).toBeInTheDocument();
    const roll = screen.getByRole('listitem', { name: 'Semmel' });
    expect(within(roll).getByText('Verfügbar: am 1. und 15.')).toBeInTheDocument();
    expect(within(bread).queryByTestId('product-days')).not.toBeInTheDocument(); // every day: nothing to say
    expect(within(roll).getByText('0,45 €')).toBeInTheDocument();
    expect(within(roll).queryByText('pro kg')).not.toBeInTheDocument();
    expect(within(roll).getByText('In keiner Preisliste – für Kunden unsichtbar')).toBeInTheDocument();
    expect(within(bread).getByRole('link', { name: 'Bearbeiten: Bauernbrot' })).toHaveAttribute(
      'href',
      '/product/edit/11/bauernbrot',
    );
  });

  it('shows names and prices in Italian and English formats', async () => {
    listApi();
    const { unmount } = renderUi(<ProductList />, 'it');
    const bread = await screen.findByRole('listitem', { name: 'Pane contadino' });
    expect(within(bread).getAllByText('5,20 €')).toHaveLength(2);
    expect(within(bread).getByText('al kg')).toBeInTheDocument();
    unmount();

    renderUi(<ProductList />, 'en');
    const roll = await screen.findByRole('listitem', { name: 'Bread roll' });
    expect(within(roll).getByText('€0.45')).toBeInTheDocument();
    expect(within(roll).getByText('Not in any price list — invisible to customers')).toBeInTheDocument();
  });

  it('asks for what the list shows and nothing it does not (no descriptions: the editor loads them)', async () => {
    const listed = [BREAD, ROLL].map(
      ({ descriptions: _d, availableWeekdays: _w, availableMonthDays: _m, displayOrder: _o, ...item }) => item,
    );
    const api = installFakeApi({ Products: () => data({ products: { items: listed, total: 2 } }) });
    renderUi(<ProductList />, 'de');
    const roll = await screen.findByRole('listitem', { name: 'Semmel' });
    expect(within(roll).getByText('Verfügbar: am 1. und 15.')).toBeInTheDocument();
    const query = api.callsOf('Products')[0]?.query ?? '';
    for (const unshown of ['descriptions', 'availableWeekdays', 'availableMonthDays', 'displayOrder', 'medium'])
      expect([unshown, query.includes(unshown)]).toEqual([unshown, false]);
    for (const shown of ['names', 'gramPrice', 'approxWeight', 'haveToWeight', 'easybackKodex', 'availableDays'])
      expect([shown, query.includes(shown)]).toEqual([shown, true]);
    for (const shown of ['active', 'inPriceList', 'vat', 'value', 'thumb', 'thumbnail', 'small'])
      expect([shown, new RegExp(`\\b${shown}\\b`).test(query)]).toEqual([shown, true]);
  });

  it('toggles a product with toggleProduct', async () => {
    const user = userEvent.setup({ delay: null });
    const api = listApi();
    renderUi(<ProductList />);
    await user.click(await screen.findByRole('switch', { name: 'Aktiv: Bauernbrot' }));
    await waitFor(() => expect(api.callsOf('ToggleProduct')[0]?.variables).toEqual({ id: '11' }));
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Aktiv: Bauernbrot' })).not.toBeChecked());
  });

  it('deletes a product only after confirmation', async () => {
    const user = userEvent.setup({ delay: null });
    const api = listApi();
    renderUi(<ProductList />);
    await user.click(await screen.findByRole('button', { name: 'Löschen: Semmel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Produkt löschen?' });
    expect(api.callsOf('DeleteProduct')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Löschen' }));
    await waitFor(() => expect(api.callsOf('DeleteProduct')[0]?.variables).toEqual({ id: '12' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Semmel' })).not.toBeInTheDocument());
  });

  it('moves a product down to its new position', async () => {
    const user = userEvent.setup({ delay: null });
    const api = listApi();
    renderUi(<ProductList />);
    const bread = await screen.findByRole('listitem', { name: 'Bauernbrot' });
    expect(within(bread).getByRole('button', { name: 'Nach oben' })).toBeDisabled();
    await user.click(within(bread).getByRole('button', { name: 'Nach unten' }));
    await waitFor(() => expect(api.callsOf('MoveProduct')[0]?.variables).toEqual({ id: '11', position: 2 }));
    await waitFor(() => expect(screen.getAllByTestId('product-card')[0]).toHaveAccessibleName('Semmel'));
  });

  it('searches on the server and shows a clean empty state', async () => {
    const user = userEvent.setup({ delay: null });
    const api = installFakeApi({
      Products: (variables) =>
        data({ products: { items: variables.search ? [] : [BREAD], total: variables.search ? 0 : 1 } }),
    });
    renderUi(<ProductList />);
    await screen.findByRole('listitem', { name: 'Bauernbrot' });
    await user.type(screen.getByRole('searchbox', { name: 'Suchen' }), 'zzz');
    expect(await screen.findByText('Keine Treffer')).toBeInTheDocument();
    expect(api.callsOf('Products').at(-1)?.variables).toEqual({ search: 'zzz', includeInactive: true });
  });
});

describe('/products for a host', () => {
  it("shows the host's screen and never asks for the bakery's range", async () => {
    const api = installFakeApi({
      Me: () => data({ me: makeUser({ kind: 'HOST', isBakery: false, isHost: true }) }),
      ProductOffers: () => data({ productOffers: [] }),
      HostProducts: () => data({ hostProducts: [] }),
      OwnProducts: () => data({ ownProducts: [] }),
    });
    signInStored();
    renderApp('/products');
    expect(await screen.findByRole('heading', { name: 'Ihre Produkte' })).toBeInTheDocument();
    expect(api.callsOf('Products')).toHaveLength(0);
  });
});
