import { Notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { HostProduct, Media, Product, ProductOffer } from '../../api/operations';
import { data, gqlError, installFakeApi, makeUser } from '../../test/fake-api';
import { renderApp, signInStored } from '../../test/render-app';
import { renderUi } from '../../test/render-ui';
import { makeProduct } from '../../test/product-fixtures';
import { parseDisplayPrice } from './display-price';
import { HostProductsScreen } from './HostProductsScreen';

const photo = (id: string): Media => ({
  id,
  url: `/media/${id}-medium.webp`,
  formats: {
    thumbnail: `/media/${id}-thumbnail.webp`,
    small: `/media/${id}-small.webp`,
    medium: `/media/${id}-medium.webp`,
  },
});
const roll = {
  id: '12',
  name: 'Semmel',
  names: { de: 'Semmel', it: 'Rosetta', en: 'Bread roll' },
  approxWeight: 50,
  haveToWeight: false,
  thumb: photo('m12'),
};
const bread = {
  id: '11',
  name: 'Bauernbrot',
  names: { de: 'Bauernbrot', it: 'Pane contadino', en: "Farmer's bread" },
  approxWeight: 1000,
  haveToWeight: true,
  thumb: null,
};
const OFFERS: ProductOffer[] = [
  { product: roll, listGramPrice: '0.009000', basePriceCents: 45, adopted: false },
  { product: bread, listGramPrice: '0.005200', basePriceCents: 520, adopted: false },
];
const takeOver = (
  id: string,
  product = roll,
  displayPrice: string | null = null,
  basePriceCents = 45,
): HostProduct => ({
  id,
  product,
  displayPrice,
  basePriceCents,
  priceCents: displayPrice === null ? basePriceCents : Math.round(Number(displayPrice) * 100),
});
const KRAPFEN = makeProduct({
  id: '40',
  name: 'Krapfen',
  names: { de: 'Krapfen', it: 'Krapfen', en: 'Doughnut' },
  gramPrice: '0.0125',
  approxWeight: 90,
  haveToWeight: false,
  inPriceList: false,
  thumb: photo('m40'),
});

function hostApi(
  options: {
    offers?: ProductOffer[];
    takeOvers?: HostProduct[];
    own?: Product[];
    adopt?: (v: Record<string, unknown>) => ReturnType<typeof data>;
  } = {},
) {
  return installFakeApi({
    ProductOffers: () => data({ productOffers: options.offers ?? OFFERS }),
    HostProducts: () => data({ hostProducts: options.takeOvers ?? [] }),
    OwnProducts: () => data({ ownProducts: options.own ?? [KRAPFEN] }),
    AdoptProduct:
      options.adopt ?? ((v) => data({ adoptProduct: takeOver('90', roll, (v.displayPrice as string | null) ?? null) })),
    AdoptAllProducts: () => data({ adoptAllProducts: 2 }),
    UpdateHostProduct: (v) =>
      data({ updateHostProduct: takeOver(String(v.id), roll, (v.displayPrice as string | null) ?? null) }),
    RemoveHostProduct: () => data({ removeHostProduct: true }),
    ToggleOwnProduct: () => data({ toggleOwnProduct: { ...KRAPFEN, active: false } }),
    DeleteOwnProduct: () => data({ deleteOwnProduct: true }),
  });
}

const screenUi = (language: 'de' | 'it' | 'en' = 'de') =>
  renderUi(
    <>
      <Notifications />
      <HostProductsScreen />
    </>,
    language,
  );

describe('display price input', () => {
  it('reads decimal comma and point, blank as the base price, and refuses the rest', () => {
    expect(parseDisplayPrice('0,6')).toBe('0.60');
    expect(parseDisplayPrice(' 2.40 ')).toBe('2.40');
    expect(parseDisplayPrice('')).toBeNull();
    for (const bad of ['-1', '0,605', 'abc', '1.000,00']) expect(parseDisplayPrice(bad)).toBeUndefined();
  });
});

describe('/products for a host', () => {
  it('shows the offers with base prices per piece and per kg for weighed products, and own products', async () => {
    hostApi();
    screenUi();
    const offers = await screen.findByRole('list', { name: 'Angebot Ihrer Bäckerei' });
    const semmel = within(offers).getByRole('listitem', { name: 'Semmel' });
    expect(within(semmel).getByText('0,45 €')).toBeInTheDocument();
    expect(within(semmel).queryByText('pro kg')).not.toBeInTheDocument();
    const brot = within(offers).getByRole('listitem', { name: 'Bauernbrot' });
    expect(within(brot).getAllByText('5,20 €')).toHaveLength(2);
    const own = screen.getByRole('list', { name: 'Ihre eigenen Produkte' });
    const krapfen = within(own).getByRole('listitem', { name: 'Krapfen' });
    expect(within(krapfen).getByText('1,13 €')).toBeInTheDocument(); // 0.0125 €/g × 90 g, half up
    expect(within(krapfen).getByRole('link', { name: 'Bearbeiten: Krapfen' })).toHaveAttribute(
      'href',
      '/product/edit/40/krapfen',
    );
  });

  it('shows the thumbnail of each product on offer, take-over and own cards, a placeholder where there is none', async () => {
    const zeltenProduct = makeProduct({
      id: '41',
      name: 'Zelten',
      names: { de: 'Zelten', it: 'Zelten', en: 'Zelten' },
      thumb: null,
    });
    hostApi({
      takeOvers: [takeOver('5', roll, '0.60')],
      offers: [{ ...OFFERS[0]!, adopted: true }, OFFERS[1]!],
      own: [KRAPFEN, zeltenProduct],
    });
    screenUi();
    const offers = await screen.findByRole('list', { name: 'Angebot Ihrer Bäckerei' });
    const semmel = within(offers).getByRole('listitem', { name: 'Semmel' });
    expect(within(semmel).getByRole('img', { name: 'Semmel' })).toHaveAttribute('src', '/media/m12-thumbnail.webp');
    const brot = within(offers).getByRole('listitem', { name: 'Bauernbrot' });
    expect(within(brot).queryByRole('img')).not.toBeInTheDocument();
    expect(within(brot).getByTestId('thumb-placeholder')).toBeInTheDocument();

    const taken = screen.getByRole('list', { name: 'Von Ihrer Bäckerei übernommen' });
    expect(
      within(within(taken).getByRole('listitem', { name: 'Semmel' })).getByRole('img', { name: 'Semmel' }),
    ).toHaveAttribute('src', '/media/m12-thumbnail.webp');

    const own = screen.getByRole('list', { name: 'Ihre eigenen Produkte' });
    expect(
      within(within(own).getByRole('listitem', { name: 'Krapfen' })).getByRole('img', { name: 'Krapfen' }),
    ).toHaveAttribute('src', '/media/m40-thumbnail.webp');
    const zelten = within(own).getByRole('listitem', { name: 'Zelten' });
    expect(within(zelten).queryByRole('img')).not.toBeInTheDocument();
    expect(within(zelten).getByTestId('thumb-placeholder')).toBeInTheDocument();
  });

  it('takes an offer over with a display price typed with a decimal comma', async () => {
    const user = userEvent.setup({ delay: null });
    const api = hostApi();
    screenUi();
    await user.type(await screen.findByRole('textbox', { name: 'Anzeigepreis (€): Semmel' }), '0,60');
    await user.click(screen.getByRole('button', { name: 'Übernehmen: Semmel' }));
    await waitFor(() =>
      expect(api.callsOf('AdoptProduct')[0]?.variables).toEqual({ productId: '12', displayPrice: '0.60' }),
    );
    const taken = await screen.findByRole('list', { name: 'Von Ihrer Bäckerei übernommen' });
    expect(within(taken).getByRole('listitem', { name: 'Semmel' })).toHaveTextContent('0,60 €');
    expect(await screen.findByText('„Semmel“ wurde übernommen.')).toBeInTheDocument();
  });

  it("says so when the product was already taken over, in the viewer's language", async () => {
    const user = userEvent.setup({ delay: null });
    hostApi({ adopt: () => gqlError('PRODUCT_ALREADY_ADOPTED') });
    screenUi('en');
    await user.click(await screen.findByRole('button', { name: 'Take over: Bread roll' }));
    expect(await screen.findByText('You have already adopted this product.')).toBeInTheDocument();
  });

  it('refuses a bad display price before sending anything', async () => {
    const user = userEvent.setup({ delay: null });
    const api = hostApi();
    screenUi('it');
    await user.type(await screen.findByRole('textbox', { name: 'Prezzo di vendita (€): Rosetta' }), '-1');
    await user.click(screen.getByRole('button', { name: 'Adotta: Rosetta' }));
    expect(await screen.findByText(/Inserisca un prezzo in euro/)).toBeInTheDocument();
    expect(api.callsOf('AdoptProduct')).toHaveLength(0);
  });

  it('takes all over only after confirmation and reports how many', async () => {
    const user = userEvent.setup({ delay: null });
    const api = hostApi();
    screenUi();
    await user.click(await screen.findByRole('button', { name: 'Alle übernehmen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Alle Produkte übernehmen?' });
    expect(api.callsOf('AdoptAllProducts')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Alle übernehmen' }));
    expect(await screen.findByText('2 Produkte wurden übernommen.')).toBeInTheDocument();
    expect(api.callsOf('AdoptAllProducts')).toHaveLength(1);
    expect(api.callsOf('HostProducts')).toHaveLength(2); // reloaded
  });

  it('edits a display price inline: bad input is refused with a message, blank resets to the base price', async () => {
    const user = userEvent.setup({ delay: null });
    const api = hostApi({ takeOvers: [takeOver('5', roll, '0.60')], offers: [{ ...OFFERS[0]!, adopted: true }] });
    screenUi();
    const input = await screen.findByRole('textbox', { name: 'Anzeigepreis (€): Semmel' });
    expect(input).toHaveValue('0,60');
    await user.clear(input);
    await user.type(input, '0,605');
    await user.click(screen.getByRole('button', { name: 'Preis speichern: Semmel' }));
    expect(await screen.findByText(/Bitte geben Sie einen Preis in Euro ein/)).toBeInTheDocument();
    expect(api.callsOf('UpdateHostProduct')).toHaveLength(0);

    await user.clear(input);
    await user.type(input, '{Enter}');
    await waitFor(() =>
      expect(api.callsOf('UpdateHostProduct')[0]?.variables).toEqual({ id: '5', displayPrice: null }),
    );
    const taken = screen.getByRole('list', { name: 'Von Ihrer Bäckerei übernommen' });
    await waitFor(() => expect(within(taken).getAllByText('0,45 €')).toHaveLength(2)); // guest price = base price
  });

  it('removes a take-over only after confirmation', async () => {
    const user = userEvent.setup({ delay: null });
    const api = hostApi({ takeOvers: [takeOver('5', roll, '0.60')], offers: [{ ...OFFERS[0]!, adopted: true }] });
    screenUi();
    await user.click(await screen.findByRole('button', { name: 'Entfernen: Semmel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Produkt entfernen?' });
    expect(api.callsOf('RemoveHostProduct')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Entfernen' }));
    await waitFor(() => expect(api.callsOf('RemoveHostProduct')[0]?.variables).toEqual({ id: '5' }));
    expect(await screen.findByText('Sie haben noch keine Produkte übernommen.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Übernehmen: Semmel' })).toBeInTheDocument(); // offered again
  });

  it('toggles and deletes its own products', async () => {
    const user = userEvent.setup({ delay: null });
    const api = hostApi();
    screenUi();
    await user.click(await screen.findByRole('switch', { name: 'Aktiv: Krapfen' }));
    await waitFor(() => expect(api.callsOf('ToggleOwnProduct')[0]?.variables).toEqual({ id: '40' }));
    await user.click(screen.getByRole('button', { name: 'Löschen: Krapfen' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Produkt löschen?' })).getByRole('button', { name: 'Löschen' }),
    );
    await waitFor(() => expect(api.callsOf('DeleteOwnProduct')[0]?.variables).toEqual({ id: '40' }));
    expect(await screen.findByText('Sie haben noch keine eigenen Produkte.')).toBeInTheDocument();
  });

  it('is what a signed-in host gets at /products', async () => {
    installFakeApi({
      Me: () => data({ me: makeUser({ kind: 'HOST', isBakery: false, isHost: true }) }),
      ProductOffers: () => data({ productOffers: OFFERS }),
      HostProducts: () => data({ hostProducts: [] }),
      OwnProducts: () => data({ ownProducts: [] }),
    });
    signInStored();
    renderApp('/products');
    expect(await screen.findByRole('heading', { name: 'Angebot Ihrer Bäckerei' })).toBeInTheDocument();
  });
});

describe('product editor routes for a host', () => {
  const signInHost = (handlers: Parameters<typeof installFakeApi>[0] = {}) => {
    const api = installFakeApi({
      Me: () => data({ me: makeUser({ kind: 'HOST', isBakery: false, isHost: true }) }),
      Vats: () => data({ vats: [] }),
      ...handlers,
    });
    signInStored();
    return api;
  };

  it('creates an own product with createOwnProduct', async () => {
    const user = userEvent.setup({ delay: null });
    const api = signInHost({
      CreateOwnProduct: () => data({ createOwnProduct: KRAPFEN }),
      ProductOffers: () => data({ productOffers: [] }),
      HostProducts: () => data({ hostProducts: [] }),
      OwnProducts: () => data({ ownProducts: [KRAPFEN] }),
    });
    renderApp('/product/create');
    expect(
      await screen.findByText('Ihr eigener Preis: Ihre Gäste zahlen Grammpreis × ungefähres Gewicht.'),
    ).toBeInTheDocument();
    for (const language of ['Deutsch', 'Italiano', 'English']) {
      const group = screen.getByRole('group', { name: language });
      await user.click(within(group).getByLabelText(/^Name/));
      await user.paste('Krapfen');
      await user.click(within(group).getByLabelText(/^Beschreibung/));
      await user.paste('Hausgemacht');
    }
    await user.click(screen.getByRole('radio', { name: 'pro kg' }));
    await user.type(screen.getByLabelText(/^Preis pro kg/), '12,50');
    await user.type(screen.getByLabelText(/^Gewicht ca/), '90');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() =>
      expect(api.callsOf('CreateOwnProduct')[0]?.variables).toMatchObject({
        input: { gramPrice: '0.0125', approxWeight: 90 },
      }),
    );
    expect(api.callsOf('CreateProduct')).toHaveLength(0);
  });

  it('loads an own product with ownProduct for editing', async () => {
    const api = signInHost({ OwnProduct: () => data({ ownProduct: KRAPFEN }) });
    renderApp('/product/edit/40/krapfen');
    expect(await screen.findByRole('heading', { name: /Krapfen/ })).toBeInTheDocument();
    expect(api.callsOf('OwnProduct')[0]?.variables).toEqual({ id: '40' });
    expect(api.callsOf('Product')).toHaveLength(0);
  });

  it('keeps the product import for bakeries', async () => {
    signInHost({
      ProductOffers: () => data({ productOffers: [] }),
      HostProducts: () => data({ hostProducts: [] }),
      OwnProducts: () => data({ ownProducts: [] }),
    });
    renderApp('/product/import');
    expect(await screen.findByText('Kein Zugriff')).toBeInTheDocument();
  });
});
