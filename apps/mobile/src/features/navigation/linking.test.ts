import { getPathFromState } from '@react-navigation/native';
import appJson from '../../../app.json';
import { BASE_PATH, linking, withoutToken } from './linking';

const stateOf = (path: string) => linking.getStateFromPath!(path, linking.config);
const config = linking.config!;

describe('addresses of the screens', () => {
  it('live under the web export’s base URL', () => {
    expect(`/${BASE_PATH}`).toBe(appJson.expo.experiments.baseUrl);
  });

  it.each([
    ['/guest', 'list'],
    ['/guest/basket', 'basket'],
    ['/guest/basket/placed/7', 'placed'],
    ['/guest/orders', 'list'],
    ['/guest/orders/12', 'order'],
    ['/guest/abos', 'list'],
    ['/guest/abos/new', 'create'],
    ['/guest/abos/3/edit', 'edit'],
    ['/guest/profile', 'profile'],
    ['/guest/sign-in', 'signIn'],
  ])('%s is the screen %s and is written back the same', (path, screen) => {
    const state = stateOf(path);
    let route = state?.routes[state.index ?? state.routes.length - 1];
    while (route?.state) route = route.state.routes[route.state.index ?? route.state.routes.length - 1];
    expect(route?.name).toBe(screen);
    expect(getPathFromState(state!, config)).toBe(path);
  });

  it('keep no sign-in token (the session uses it once; the address bar and history never show it again)', () => {
    expect(withoutToken('/guest?token=abc')).toBe('/guest');
    expect(withoutToken('guest?x=1&token=abc#top')).toBe('guest?x=1#top');
    expect(getPathFromState(stateOf('/guest?token=abc')!, config)).toBe('/guest');
  });
});
