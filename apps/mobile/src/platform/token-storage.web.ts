import type { TokenStorage } from './token-storage';

export type { TokenStorage } from './token-storage';

export const TOKEN_KEY = 'brotzeit.token';

/** The web build keeps the session in localStorage (the browser has no keychain for pages). */
export const tokenStorage: TokenStorage = {
  read: async () => window.localStorage.getItem(TOKEN_KEY),
  write: async (token) => window.localStorage.setItem(TOKEN_KEY, token),
  clear: async () => window.localStorage.removeItem(TOKEN_KEY),
};
