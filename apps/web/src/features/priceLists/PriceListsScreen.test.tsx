import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PriceList } from '../../api/operations';
import { data, gqlError, installFakeApi } from '../../test/fake-api';
import { renderUi } from '../../test/render-ui';
import { makeProduct } from '../../test/product-fixtures';
import { PriceListsScreen } from './PriceListsScreen';

const STANDARD: PriceList = {
  id: '1',
  name: 'Standard',
  isDefault: true,
  visibleFor: ['host', 'private'],
  clientCount: 3,
  productCount: 1,
};
const HOTELS: PriceList = {
  id: '2',
  name: 'Hotels',
  isDefault: false,
  visibleFor: ['host'],
  clientCount: 2,
  productCount: 0,
};
const BREAD = makeProduct(); // weighed, 0.0052 €/g → 5,20 € per kg
const ROLL = makeProduct({
  id: '12',
  name: 'Semmel',
  names: { de: 'Semmel', it: 'Rosetta', en: 'Bread roll' },
  gramPrice: '0.009',
  approxWeight: 50,
  haveToWeight: false,
  easybackKodex: '1001',
});

function listsApi(overrides: Parameters<typeof installFakeApi>[0] = {}) {
  return installFakeApi({
    PriceLists: () => data({ priceLists: [STANDARD, HOTELS] }),
    Products: () => data({ products: { items: [BREAD, ROLL], total: 2 } }),
    PriceListProducts: (variables) =>
      data({
        priceListProducts: variables.priceListId === '1' ? [{ product: { id: '11' }, gramPrice: '0.0048' }] : [],
      }),
    CreatePriceList: (variables) =>
      data({
        createPriceList: {
          id: '3',
          name: variables.name,
          isDefault: true,
          visibleFor: [],
          clientCount: 0,
          productCount: 0,
        },
      }),
    RenamePriceList: (variables) => data({ renamePriceList: { ...HOTELS, name: variables.name } }),
    SetProductPrice: () => data({ setProductPrice: true }),
    RemoveProductPrice: () => data({ removeProductPrice: true }),
    ...overrides,
  });
}

const setup = () => userEvent.setup({ delay: null });

describe('price lists (/products?tab=price-lists)', () => {
  it('lists names, default badge, counts and visibility in German', async () => {
    listsApi();
    renderUi(<PriceListsScreen />);
    const standard = await screen.findByRole('listitem', { name: 'Standard' });
    expect(within(standard).getByText('Standard', { selector: '.mantine-Badge-label' })).toBeInTheDocument();
    expect(within(standard).getByText('1 Produkt · 3 Kunden')).toBeInTheDocument();
    const hotels = screen.getByRole('listitem', { name: 'Hotels' });
    expect(within(hotels).getByRole('checkbox', { name: 'Gastgeber' })).toBeChecked();
    expect(within(hotels).getByRole('checkbox', { name: 'Privatkunden' })).not.toBeChecked();
    expect(
      screen.getByText('Eine neue Preisliste wird sofort zur Standard-Preisliste für neue Kunden.'),
    ).toBeInTheDocument();
  });

  it('creates a list that becomes the default', async () => {
    const user = setup();
    const api = listsApi();
    renderUi(<PriceListsScreen />);
    await screen.findByRole('listitem', { name: 'Standard' });
    await user.click(screen.getByRole('button', { name: 'Preisliste anlegen' }));
    expect(await screen.findByText('Bitte geben Sie einen Namen mit höchstens 80 Zeichen ein.')).toBeInTheDocument();
    expect(api.callsOf('CreatePriceList')).toHaveLength(0);
    await user.type(screen.getByRole('textbox', { name: 'Name der neuen Preisliste' }), ' Wiederverkäufer ');
    await user.click(screen.getByRole('button', { name: 'Preisliste anlegen' }));
    await waitFor(() => expect(api.callsOf('CreatePriceList')[0]?.variables).toEqual({ name: 'Wiederverkäufer' }));
    const created = await screen.findByRole('listitem', { name: 'Wiederverkäufer' });
    expect(within(created).getByText('Standard', { selector: '.mantine-Badge-label' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('listitem', { name: 'Standard' })).queryByText('Standard', {
        selector: '.mantine-Badge-label',
      }),
    ).not.toBeInTheDocument();
  });

  it('refuses a blank name with the Italian message and sends nothing', async () => {
    const user = setup();
    const api = listsApi();
    renderUi(<PriceListsScreen />, 'it');
    await screen.findByRole('listitem', { name: 'Standard' });
    await user.type(screen.getByRole('textbox', { name: 'Nome del nuovo listino' }), '   ');
    await user.click(screen.getByRole('button', { name: 'Crea listino' }));
    expect(await screen.findByText('Inserisca un nome di al massimo 80 caratteri.')).toBeInTheDocument();
    expect(api.callsOf('CreatePriceList')).toHaveLength(0);
  });

  it('renames a list', async () => {
    const user = setup();
    const api = listsApi();
    renderUi(<PriceListsScreen />);
    await user.click(
      within(await screen.findByRole('listitem', { name: 'Hotels' })).getByRole('button', { name: 'Umbenennen' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Preisliste umbenennen' });
    const input = within(dialog).getByRole('textbox', { name: 'Name' });
    await user.clear(input);
    await user.type(input, 'Hotels Süd');
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(api.callsOf('RenamePriceList')[0]?.variables).toEqual({ id: '2', name: 'Hotels Süd' }));
    expect(await screen.findByRole('listitem', { name: 'Hotels Süd' })).toBeInTheDocument();
  });

  it('explains a refused delete: clients with their count, and the default list', async () => {
    const user = setup();
    const api = listsApi({
      DeletePriceList: (variables) =>
        variables.id === '2' ? gqlError('PRICE_LIST_HAS_CLIENTS', { clients: 2 }) : gqlError('PRICE_LIST_IS_DEFAULT'),
    });
    renderUi(<PriceListsScreen />);
    await user.click(
      within(await screen.findByRole('listitem', { name: 'Hotels' })).getByRole('button', { name: 'Löschen' }),
    );
    let dialog = await screen.findByRole('dialog', { name: 'Preisliste löschen?' });
    expect(api.callsOf('DeletePriceList')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Löschen' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      '„Hotels“ kann nicht gelöscht werden: 2 Kunden sind ihr zugeordnet. Ordnen Sie sie zuerst einer anderen Preisliste zu.',
    );
    expect(screen.getByRole('listitem', { name: 'Hotels' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));

    await user.click(
      within(screen.getByRole('listitem', { name: 'Standard' })).getByRole('button', { name: 'Löschen' }),
    );
    dialog = await screen.findByRole('dialog', { name: 'Preisliste löschen?' });
    await user.click(within(dialog).getByRole('button', { name: 'Löschen' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Die Standard-Preisliste kann nicht gelöscht werden.',
    );
  });

  it('edits a grid price per kg and per piece, refusing bad input without a call', async () => {
    const user = setup();
    const api = listsApi();
    renderUi(<PriceListsScreen />);
    await user.click(
      within(await screen.findByRole('listitem', { name: 'Standard' })).getByRole('button', {
        name: 'Preise bearbeiten',
      }),
    );
    const grid = await screen.findByRole('list', { name: 'Preise in „Standard“' });
    const bread = await within(grid).findByRole('listitem', { name: 'Bauernbrot' });
    const kg = within(bread).getByRole('textbox', { name: 'Preis für Bauernbrot (pro kg)' });
    expect(kg).toHaveValue('4,80'); // 0.0048 €/g in the list
    expect(within(bread).getByText(/Grundpreis: 5,20\s€ pro kg/)).toBeInTheDocument();

    for (const bad of ['-1', 'abc', '4.50', '4,505']) {
      // a point is no decimal mark in German
      await user.clear(kg);
      await user.type(kg, bad);
      await user.click(within(bread).getByRole('button', { name: 'Preis speichern: Bauernbrot' }));
      expect(
        await within(bread).findByText(
          'Bitte geben Sie einen Preis ≥ 0 in Euro mit höchstens 2 Nachkommastellen ein, z. B. 4,50.',
        ),
      ).toBeInTheDocument();
    }
    expect(api.callsOf('SetProductPrice')).toHaveLength(0);

    await user.clear(kg);
    await user.type(kg, '5,5');
    await user.click(within(bread).getByRole('button', { name: 'Preis speichern: Bauernbrot' }));
    await waitFor(() =>
      expect(api.callsOf('SetProductPrice')[0]?.variables).toEqual({
        priceListId: '1',
        productId: '11',
        gramPrice: '0.005500',
      }),
    );

    const roll = within(grid).getByRole('listitem', { name: 'Semmel' });
    expect(within(roll).getByText('nicht in der Liste')).toBeInTheDocument();
    const piece = within(roll).getByRole('textbox', { name: 'Preis für Semmel (pro Stück)' });
    expect(piece).toHaveValue('0,45'); // base price 0.009 €/g × 50 g
    await user.clear(piece);
    await user.type(piece, '0,50');
    await user.click(within(roll).getByRole('button', { name: 'In die Liste aufnehmen: Semmel' }));
    await waitFor(() =>
      expect(api.callsOf('SetProductPrice')[1]?.variables).toEqual({
        priceListId: '1',
        productId: '12',
        gramPrice: '0.010000',
      }),
    );
    await waitFor(() =>
      expect(
        within(screen.getByRole('listitem', { name: 'Standard' })).getByText('2 Produkte · 3 Kunden'),
      ).toBeInTheDocument(),
    );
  });

  it('adds all missing products at base price and removes one', async () => {
    const user = setup();
    const api = listsApi();
    renderUi(<PriceListsScreen />, 'en');
    await user.click(
      within(await screen.findByRole('listitem', { name: 'Hotels' })).getByRole('button', { name: 'Edit prices' }),
    );
    await user.click(await screen.findByRole('button', { name: 'Add all missing products at base price' }));
    await waitFor(() =>
      expect(
        api
          .callsOf('SetProductPrice')
          .map((call) => call.variables.gramPrice)
          .sort(),
      ).toEqual(['0.0052', '0.009']),
    );
    const grid = screen.getByRole('list', { name: 'Prices in “Hotels”' });
    await user.click(await within(grid).findByRole('button', { name: 'Remove from the list: Bread roll' }));
    await waitFor(() =>
      expect(api.callsOf('RemoveProductPrice')[0]?.variables).toEqual({ priceListId: '2', productId: '12' }),
    );
    expect(await within(grid).findByText('not in the list')).toBeInTheDocument();
  });
});
