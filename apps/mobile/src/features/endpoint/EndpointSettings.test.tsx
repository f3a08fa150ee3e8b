import { fireEvent, render, screen } from '@testing-library/react-native';
import { endpointSwitchFor, GuestApp } from '../../App';
import {
  ENDPOINT_OVERRIDE_KEY,
  isEndpointSwitchEnabled,
  parseServerOrigin,
  readEndpointOverride,
} from '../../platform/endpoint';
import { graphqlEndpoint, serverOrigin, serverUrl, setServerOriginOverride } from '../../platform/server';
import { fakeServer, memoryStorage, memoryStore } from '../../test/fake-server';
import type { EndpointSwitch } from '../session/services';
import { SECRET_TAPS, secretTapCounter } from './EndpointSettings';

function renderWith(endpointSwitch: EndpointSwitch | null) {
  return render(
    <GuestApp
      language="de"
      services={{
        endpoint: 'https://bakery.test/graphql',
        storage: memoryStorage(),
        store: memoryStore(),
        fetch: fakeServer({}).fetch,
        initialUrl: async () => null,
        endpointSwitch,
      }}
    />,
  );
}

async function tapBrand(times: number) {
  const brand = await screen.findByText('Brotzeit');
  for (let i = 0; i < times; i++) fireEvent.press(brand);
}

afterEach(() => setServerOriginOverride(null));

// requirements/accounts-and-sign-in.md#testers-server-switch
describe('endpoint switch: the testers’ hidden server setting', () => {
  it('is in development builds and builds with EXPO_PUBLIC_ENDPOINT_SWITCH=1, not in store builds', () => {
    expect(isEndpointSwitchEnabled(undefined, false)).toBe(false);
    expect(isEndpointSwitchEnabled('0', false)).toBe(false);
    expect(isEndpointSwitchEnabled('1', false)).toBe(true);
    expect(isEndpointSwitchEnabled(undefined, true)).toBe(true);
  });

  it('takes an http(s) origin only', () => {
    expect(parseServerOrigin(' https://staging.example:8443/ ')).toBe('https://staging.example:8443');
    expect(parseServerOrigin('http://192.168.1.20:3000')).toBe('http://192.168.1.20:3000');
    expect(parseServerOrigin('staging.example')).toBeNull();
    expect(parseServerOrigin('ftp://staging.example')).toBeNull();
    expect(parseServerOrigin('https://staging.example/graphql')).toBeNull();
    expect(parseServerOrigin('https://user:pw@staging.example')).toBeNull();
  });

  it('opens after seven quick taps on the app name, not after six or slow ones', () => {
    let now = 0;
    const tap = secretTapCounter(() => now);
    const results = Array.from({ length: SECRET_TAPS }, () => ((now += 300), tap()));
    expect(results).toEqual([false, false, false, false, false, false, true]);
    const slow = secretTapCounter(() => now);
    expect(Array.from({ length: SECRET_TAPS }, () => ((now += 2000), slow())).some(Boolean)).toBe(false);
  });

  it('sign-in screen: the gesture opens the setting, a bad address is refused, a good one is switched to', async () => {
    const set = jest.fn(async () => undefined);
    renderWith({ current: 'https://bestellen.example', overridden: false, set });
    await tapBrand(SECRET_TAPS - 1);
    expect(screen.queryByText('Server für Tests')).toBeNull();
    fireEvent.press(screen.getByText('Brotzeit'));
    expect(await screen.findByText('Server für Tests')).toBeOnTheScreen();
    expect(screen.getByText('Jetzt: https://bestellen.example (Server des Builds)')).toBeOnTheScreen();
    fireEvent.changeText(screen.getByLabelText('Server-Adresse'), 'staging.example');
    fireEvent.press(screen.getByRole('button', { name: 'Server wechseln' }));
    expect(await screen.findByText('Bitte eine Adresse wie https://staging.example eingeben.')).toBeOnTheScreen();
    expect(set).not.toHaveBeenCalled();
    fireEvent.changeText(screen.getByLabelText('Server-Adresse'), 'https://staging.bestellen.example/');
    fireEvent.press(screen.getByRole('button', { name: 'Server wechseln' }));
    expect(set).toHaveBeenCalledWith('https://staging.bestellen.example');
  });

  it('goes back to the build’s server and cancels back to sign-in', async () => {
    const set = jest.fn(async () => undefined);
    renderWith({ current: 'https://staging.example', overridden: true, set });
    await tapBrand(SECRET_TAPS);
    expect(await screen.findByText('Jetzt: https://staging.example (von Ihnen gewählt)')).toBeOnTheScreen();
    fireEvent.press(screen.getByRole('button', { name: 'Zurück zum Server des Builds' }));
    expect(set).toHaveBeenCalledWith(null);
  });

  it('does nothing without the switch (store build)', async () => {
    renderWith(null);
    await tapBrand(SECRET_TAPS * 2);
    expect(screen.queryByText('Server für Tests')).toBeNull();
    expect(screen.getByLabelText('Benutzername')).toBeOnTheScreen();
  });

  it('keeps the chosen server across restarts, ends the session and sends every call and picture there', async () => {
    const store = memoryStore();
    const tokens = memoryStorage('old-server-token');
    const restart = jest.fn();
    await endpointSwitchFor(store, tokens, null, restart).set('https://staging.example');
    expect(store.items[ENDPOINT_OVERRIDE_KEY]).toBe('https://staging.example');
    expect(tokens.value).toBeNull();
    expect(restart).toHaveBeenCalledWith('https://staging.example');
    expect(await readEndpointOverride(store)).toBe('https://staging.example');
    expect(serverOrigin()).toBe('https://staging.example');
    expect(graphqlEndpoint()).toBe('https://staging.example/graphql');
    expect(serverUrl('/media/a.webp')).toBe('https://staging.example/media/a.webp');
    await endpointSwitchFor(store, tokens, 'https://staging.example', restart).set(null);
    expect(store.items[ENDPOINT_OVERRIDE_KEY]).toBeUndefined();
    expect(serverOrigin()).not.toBe('https://staging.example');
  });
});
