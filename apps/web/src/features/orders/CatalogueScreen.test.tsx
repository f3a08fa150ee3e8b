import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { gramPriceFromCents } from '@bakery/core';
import { data, gqlError, installFakeApi } from '../../test/fake-api';
import { renderUi } from '../../test/render-ui';
import { CatalogueScreen } from './CatalogueScreen';

const TEXTS = (de: string, it: string, en: string) => ({ de, it, en });
const offer = (id: string, name: string, priceCents: number, availableDays = 0, haveToWeight = false) => ({
  priceCents,
  gramPrice: gramPriceFromCents(priceCents, 50),
  product: {
    id,
    name,
    approxWeight: 50,
    haveToWeight,
    availableDays,
    descriptions: id === '12' ? TEXTS('Knusprig', 'Croccante', 'Crispy') : TEXTS('', '', ''),
    thumb: null,
  },
});

function catalogueApi(products: ReturnType<typeof offer>[]) {
  return installFakeApi({
    MyCatalogue: () => data({ orderOptions: { timeZone: 'Europe/Rome', products } }),
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("a private customer's products screen", () => {
  it('lists what it may order at its price, with kg price, days and description, each linking to the order form', async () => {
    catalogueApi([offer('12', 'Semmel', 45), offer('14', 'Montagsbrot', 250, -(1 << 0), true)]);
    renderUi(<CatalogueScreen />);
    const list = await screen.findByRole('list', { name: 'Produkte' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual(['Montagsbrot', 'Semmel']);
    const semmel = within(list).getByRole('listitem', { name: 'Semmel' });
    expect(within(semmel).getByTestId('offer-price')).toHaveTextContent('0,45 € pro Stück');
    expect(semmel).toHaveTextContent('9,00 € pro kg');
    expect(semmel).toHaveTextContent('Knusprig');
    expect(within(semmel).getByTestId('offer-days')).toHaveTextContent('Jeden Tag');
    expect(within(semmel).getByRole('link', { name: 'Semmel bestellen' })).toHaveAttribute(
      'href',
      '/order/new?product=12',
    );
    const brot = within(list).getByRole('listitem', { name: 'Montagsbrot' });
    expect(within(brot).getByTestId('offer-days')).toHaveTextContent(/Mo/);
    expect(brot).toHaveTextContent('Gewogen, ca. 50 g');
  });

  it('filters by name and speaks Italian and English', async () => {
    const user = userEvent.setup({ delay: null });
    catalogueApi([offer('12', 'Semmel', 45), offer('13', 'Krapfen', 120)]);
    const { unmount } = renderUi(<CatalogueScreen />, 'it');
    await user.type(await screen.findByRole('textbox', { name: 'Cerca prodotto' }), 'kra');
    const list = screen.getByRole('list', { name: 'Prodotti' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('aria-label')),
    ).toEqual(['Krapfen']);
    expect(within(list).getByTestId('offer-price')).toHaveTextContent('1,20 € al pezzo');
    unmount();
    renderUi(<CatalogueScreen />, 'en');
    const semmel = await screen.findByRole('listitem', { name: 'Semmel' });
    expect(semmel).toHaveTextContent('Crispy');
    expect(within(semmel).getByRole('link', { name: 'Order Semmel' })).toBeInTheDocument();
  });

  it('says when the bakery offers nothing, and when the products cannot be loaded', async () => {
    catalogueApi([]);
    const { unmount } = renderUi(<CatalogueScreen />);
    expect(await screen.findByText(/Bäckerei/)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Produkte' })).toBeNull();
    unmount();
    installFakeApi({ MyCatalogue: () => gqlError('INTERNAL') });
    renderUi(<CatalogueScreen />);
    expect(await screen.findByText('Die Produkte konnten nicht geladen werden.')).toBeInTheDocument();
  });
});
