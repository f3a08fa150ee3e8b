import { fireEvent, screen, waitFor } from '@testing-library/react-native';
import { GUEST, fakeServer, memoryStorage, product } from '../../test/fake-server';
import { renderApp } from '../../test/render-app';

// The app's query cache (issue 16): screens share answers, a session's answers end with it.

const OTHER = { ...GUEST, id: '77', label: 'zimmer7', username: 'zimmer7abcdefghijklmnopqrstuvwxyz0123456' };

function count(server: ReturnType<typeof fakeServer>, operationName: string) {
  return server.names().filter((name) => name === operationName).length;
}

describe('the query cache', () => {
  beforeEach(() => {
    jest.setSystemTime(new Date(2026, 10, 23, 10, 0));
  });

  it('shares one product list request between the products screen and the standing order form', async () => {
    const server = fakeServer({
      GuestMe: () => ({ data: { me: GUEST } }),
      GuestProducts: () => ({ data: { guestProducts: [product('p1', 'Semmel', 60)] } }),
      GuestAbos: () => ({ data: { abos: { total: 0, items: [] } } }),
    });
    renderApp(server, { storage: memoryStorage('jwt-stored') });
    expect(await screen.findByText('Semmel')).toBeOnTheScreen();
    fireEvent.press(screen.getByRole('tab', { name: 'Abos' }));
    fireEvent.press(await screen.findByRole('button', { name: 'Neues Abo' }));
    expect((await screen.findAllByLabelText(/Semmel/)).length).toBeGreaterThan(0);
    expect(count(server, 'GuestProducts')).toBe(1);
  });

  it('forgets the answers of a session when it ends: the next account asks the server again', async () => {
    let user = GUEST;
    const server = fakeServer({
      GuestMe: () => ({ data: { me: user } }),
      GuestProducts: (_variables, token) => ({
        data: { guestProducts: [product('p1', token === 'jwt-stored' ? 'Semmel' : 'Vollkornbrot', 60)] },
      }),
      GuestLogin: () => ({ data: { guestLogin: { jwt: 'jwt-other', userId: OTHER.id, user: OTHER } } }),
    });
    renderApp(server, { storage: memoryStorage('jwt-stored') });
    expect(await screen.findByText('Semmel')).toBeOnTheScreen();
    fireEvent.press(screen.getByRole('tab', { name: 'Profil' }));
    fireEvent.press(screen.getByRole('button', { name: 'Abmelden' }));

    user = OTHER;
    fireEvent.changeText(await screen.findByLabelText('Benutzername'), 'zimmer7');
    fireEvent.changeText(screen.getByLabelText('Passwort'), 'Sonne-2026!');
    fireEvent.press(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByText('Vollkornbrot')).toBeOnTheScreen();
    expect(screen.queryByText('Semmel')).toBeNull();
    await waitFor(() => expect(count(server, 'GuestProducts')).toBe(2));
  });
});
