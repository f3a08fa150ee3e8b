import type { KeyValueStore } from '../../platform/app-storage';
import type { Reminders } from '../../platform/reminders';
import type { TokenStorage } from '../../platform/token-storage';

export interface EndpointSwitch {
  /** The server in use (origin); the build's own when no tester chose one. */
  current: string;
  /** Whether `current` is a tester's choice. */
  overridden: boolean;
  /** Switches to `origin` (null: back to the build's server), signs out and restarts the app. */
  set(origin: string | null): Promise<void>;
}

/** What the app needs from the outside world; tests pass their own (a fake fetch, memory storage). */
export interface AppServices {
  /** The GraphQL endpoint (`/graphql` on the web, absolute in native builds). */
  endpoint: string;
  storage: TokenStorage;
  /** The basket, the chosen date and the last product list (AsyncStorage; localStorage on the web). */
  store: KeyValueStore;
  /** The local reminder before the deadline; null where there is none (the web, most tests). */
  reminders?: Reminders | null;
  /** Defaults to the global fetch. */
  fetch?: typeof fetch;
  /** The address the app was opened with: a QR sign-in link carries `?token=`. */
  initialUrl: () => Promise<string | null>;
  /** Tells `listener` about each link the app is opened with while it runs; returns the unsubscription. */
  onLink?: (listener: (url: string) => void) => () => void;
  /**
   * The hidden switch to another server for testers (requirements/accounts-and-sign-in.md#testers-server-switch);
   * absent in store builds.
   */
  endpointSwitch?: EndpointSwitch | null;
  /** Called once a link's token was used, so it leaves the address bar (web). */
  forgetSignInLink?: () => void;
}
