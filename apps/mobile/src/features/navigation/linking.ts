import { getStateFromPath, type LinkingOptions, type PathConfig } from '@react-navigation/native';
import type { AbosRoutes, OrdersRoutes, ProductsRoutes, RootRoutes } from './routes';

/**
 * The path every address of the app starts with: the web export's base URL (app.json
 * `experiments.baseUrl`, where the server serves it) and the host of the app's scheme
 * (`brotzeit://guest?token=…`, the QR link), so both spell the same addresses.
 */
export const BASE_PATH = 'guest';

/** Drops `token` from a path's query: the session signs in with it (sign-in-link.ts), no screen keeps it. */
export function withoutToken(path: string): string {
  const [beforeHash = '', hash] = path.split('#');
  const [pathname = '', query] = beforeHash.split('?');
  const kept = (query ?? '').split('&').filter((pair) => pair !== '' && pair.split('=')[0] !== 'token');
  return `${pathname}${kept.length > 0 ? `?${kept.join('&')}` : ''}${hash !== undefined ? `#${hash}` : ''}`;
}

// below a screen opened by its address lies its section's list, so Back goes there
const products: PathConfig<ProductsRoutes> = {
  path: '',
  initialRouteName: 'list',
  screens: { list: '', basket: 'basket', placed: 'basket/placed/:id' },
};
const orders: PathConfig<OrdersRoutes> = {
  path: 'orders',
  initialRouteName: 'list',
  screens: { list: '', order: ':id' },
};
const abos: PathConfig<AbosRoutes> = {
  path: 'abos',
  initialRouteName: 'list',
  screens: { list: '', create: 'new', edit: ':id/edit' },
};

/**
 * Screen ↔ address: /guest (products), /guest/basket, /guest/basket/placed/:id, /guest/orders,
 * /guest/orders/:id, /guest/abos, /guest/abos/new, /guest/abos/:id/edit, /guest/profile and
 * /guest/sign-in. On the web the browser's history follows the screens (Back goes back within the
 * app); on devices the same paths come after `brotzeit://`.
 */
export const linking: LinkingOptions<RootRoutes> = {
  // the app's scheme (app.json `scheme`); on the web the address bar's path is read directly
  prefixes: ['brotzeit://'],
  config: {
    screens: {
      signIn: `${BASE_PATH}/sign-in`,
      main: {
        path: BASE_PATH,
        initialRouteName: 'products',
        screens: {
          products,
          orders,
          abos,
          profile: 'profile',
        },
      },
    },
  },
  getStateFromPath: (path, options) => getStateFromPath(withoutToken(path), options),
};
