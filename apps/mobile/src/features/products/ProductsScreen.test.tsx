import { fireEvent, screen, within } from '@testing-library/react-native';
import { GUEST, fakeServer, memoryStorage, product, refusal } from '../../test/fake-server';
import { renderApp } from '../../test/render-app';

const PRODUCTS = [
  product('p1', 'Semmel', 60, { approxWeight: 70 }),
  product('p2', 'Bauernbrot', 450, {
    approxWeight: 1000,
    haveToWeight: true,
    availableDays: -18,
    availableWeekdays: [2, 5],
    thumb: {
      url: '/media/brot-480.webp',
      formats: { thumbnail: '/media/brot-160.webp', small: '/media/brot-480.webp' },
    },
  }),
  product('p3', 'Brötchen mit Kürbiskernen', 95, {
    availableDays: 1 + 2 ** 14,
    descriptions: { de: 'Mit Kernen aus der Steiermark', it: 'Con semi di zucca', en: 'With pumpkin seeds' },
  }),
];

function signedIn(products = PRODUCTS, user = GUEST) {
  const server = fakeServer({
    GuestMe: () => ({ data: { me: user } }),
    GuestProducts: () => ({ data: { guestProducts: products } }),
  });
  return { server, ...renderApp(server, { storage: memoryStorage('jwt-stored') }) };
}

describe('products', () => {
  it('lists what the host offers with display prices, weights and delivery days', async () => {
    signedIn();
    expect(await screen.findByText('Semmel')).toBeOnTheScreen();
    expect(screen.getByText(/^0,60\s€$/)).toBeOnTheScreen();
    expect(screen.getByText(/^4,50\s€$/)).toBeOnTheScreen();
    expect(screen.getByText('ca. 1000 g · Preis nach Gewicht')).toBeOnTheScreen();
    expect(screen.getByText('Lieferbar: jeden Di, Fr')).toBeOnTheScreen();
    // days of the month (requirements/catalogue-and-price-lists.md#available-days)
    expect(screen.getByText('Lieferbar: am 1. und 15.')).toBeOnTheScreen();
    expect(screen.getAllByText('Täglich lieferbar')).toHaveLength(1);
    expect(screen.getByText('Mit Kernen aus der Steiermark')).toBeOnTheScreen();
    expect(screen.getByLabelText('Bild von Bauernbrot')).toHaveProp('source', {
      uri: 'http://localhost:3000/media/brot-160.webp',
    }); // native: the server's address; the web build keeps /media/…
  });

  it('shows prices and texts in the language the guest switches to, and saves it to the account', async () => {
    const { server } = signedIn();
    server.on('GuestChangeLanguage', (variables) => ({
      data: { changeLanguage: { ...GUEST, language: variables.language } },
    }));
    await screen.findByText('Semmel');

    fireEvent.press(screen.getByRole('tab', { name: 'Profil' }));
    fireEvent.press(screen.getByRole('radio', { name: 'English' }));
    expect(await screen.findByRole('radio', { name: 'English', checked: true })).toBeOnTheScreen();
    fireEvent.press(screen.getByRole('tab', { name: 'Products' }));
    expect(await screen.findByText('€0.60')).toBeOnTheScreen();
    expect(screen.getByText('With pumpkin seeds')).toBeOnTheScreen();
    expect(screen.getByRole('header', { name: 'Products' })).toBeOnTheScreen();
    expect(server.calls.find((call) => call.operationName === 'GuestChangeLanguage')).toEqual({
      operationName: 'GuestChangeLanguage',
      variables: { language: 'en' },
      token: 'jwt-stored',
    });
  });

  it('tells the guest when the language could not be saved', async () => {
    const { server } = signedIn();
    server.on('GuestChangeLanguage', () => refusal('INTERNAL'));
    await screen.findByText('Semmel');
    fireEvent.press(screen.getByRole('tab', { name: 'Profil' }));
    fireEvent.press(screen.getByRole('radio', { name: 'Italiano' }));
    expect(await screen.findByText('Si è verificato un errore imprevisto.')).toBeOnTheScreen();
  });

  it('finds products by name, ignoring case and accents', async () => {
    signedIn();
    await screen.findByText('Semmel');
    fireEvent.changeText(screen.getByLabelText('Produkt suchen'), 'BROT');
    expect(screen.getByText('Bauernbrot')).toBeOnTheScreen();
    expect(screen.getByText('Brötchen mit Kürbiskernen')).toBeOnTheScreen();
    expect(screen.queryByText('Semmel')).toBeNull();

    fireEvent.changeText(screen.getByLabelText('Produkt suchen'), 'Croissant');
    expect(screen.getByText('Kein Produkt passt zu „Croissant“.')).toBeOnTheScreen();
  });

  it('says when the host offers nothing', async () => {
    signedIn([]);
    expect(await screen.findByText('Ihr Gastgeber bietet derzeit keine Produkte an.')).toBeOnTheScreen();
  });

  it('shows a refusal of the product list and loads again on retry', async () => {
    const answers = [refusal('FORBIDDEN'), { data: { guestProducts: PRODUCTS } }];
    const server = fakeServer({ GuestMe: () => ({ data: { me: GUEST } }), GuestProducts: () => answers.shift()! });
    renderApp(server, { storage: memoryStorage('jwt-stored') });
    expect(await screen.findByText('Sie dürfen diese Aktion nicht ausführen.')).toBeOnTheScreen();
    expect(screen.queryByText('Semmel')).toBeNull();

    fireEvent.press(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByText('Semmel')).toBeOnTheScreen();
    expect(screen.queryByText('Sie dürfen diese Aktion nicht ausführen.')).toBeNull();
  });

  it('greets a private customer without stay dates', async () => {
    signedIn(PRODUCTS, {
      ...GUEST,
      kind: 'PRIVATE',
      label: 'anna',
      activeFrom: '2021-01-01',
      activeTo: '9999-01-01',
      stayStatus: null,
    });
    expect(await screen.findByText('Hallo anna')).toBeOnTheScreen();
    expect(screen.queryByText(/Ihr Aufenthalt/)).toBeNull();
    fireEvent.press(screen.getByRole('tab', { name: 'Profil' }));
    expect(within(screen.getByLabelText('Sprache')).getAllByRole('radio')).toHaveLength(3);
  });
});
