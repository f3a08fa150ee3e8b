import { fireEvent, screen, within } from '@testing-library/react-native';
import { GUEST, fakeServer, memoryStorage, product } from '../../test/fake-server';
import { renderApp } from '../../test/render-app';

function signedIn() {
  const server = fakeServer({
    GuestMe: () => ({ data: { me: GUEST } }),
    GuestProducts: () => ({ data: { guestProducts: [product('p1', 'Semmel', 60)] } }),
  });
  return renderApp(server, { storage: memoryStorage('jwt-stored') });
}

describe('the tab bar', () => {
  it('offers products, orders, abos and profile as tabs, products first', async () => {
    signedIn();
    await screen.findByText('Semmel');
    const bar = screen.getByLabelText('Hauptnavigation');
    expect(
      within(bar)
        .getAllByRole('tab')
        .map((tab) => tab.props.accessibilityLabel),
    ).toEqual(['Produkte', 'Bestellungen', 'Abos', 'Profil']);
    expect(screen.getByRole('tab', { name: 'Produkte' })).toBeSelected();
    expect(screen.getByRole('tab', { name: 'Profil' })).not.toBeSelected();
  });

  it('switches between the sections and back', async () => {
    signedIn();
    await screen.findByText('Semmel');
    fireEvent.press(screen.getByRole('tab', { name: 'Abos' }));
    expect(screen.getByRole('tab', { name: 'Abos' })).toBeSelected();
    expect(screen.queryByText('Semmel')).toBeNull();

    fireEvent.press(screen.getByRole('tab', { name: 'Profil' }));
    expect(screen.getByText('zimmer12')).toBeOnTheScreen();
    expect(screen.getByRole('button', { name: 'Abmelden' })).toBeOnTheScreen();

    fireEvent.press(screen.getByRole('tab', { name: 'Produkte' }));
    expect(await screen.findByText('Semmel')).toBeOnTheScreen();
  });

  it('is in the language of the account', async () => {
    const server = fakeServer({
      GuestMe: () => ({ data: { me: { ...GUEST, language: 'it' } } }),
      GuestProducts: () => ({ data: { guestProducts: [] } }),
    });
    renderApp(server, { storage: memoryStorage('jwt-stored') });
    expect(await screen.findByRole('tab', { name: 'Prodotti' })).toBeOnTheScreen();
    expect(screen.getByRole('tab', { name: 'Ordini' })).toBeOnTheScreen();
    expect(screen.getByRole('tab', { name: 'Profilo' })).toBeOnTheScreen();
  });
});
