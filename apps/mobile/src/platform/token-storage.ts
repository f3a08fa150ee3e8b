import * as SecureStore from 'expo-secure-store';

/** Where the session token survives a restart. Native: the keychain / keystore; web: localStorage (token-storage.web.ts). */
export interface TokenStorage {
  read(): Promise<string | null>;
  write(token: string): Promise<void>;
  clear(): Promise<void>;
}

export const TOKEN_KEY = 'brotzeit.token';

export const tokenStorage: TokenStorage = {
  read: () => SecureStore.getItemAsync(TOKEN_KEY),
  write: (token) => SecureStore.setItemAsync(TOKEN_KEY, token),
  clear: () => SecureStore.deleteItemAsync(TOKEN_KEY),
};
