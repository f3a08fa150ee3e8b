import AsyncStorage from '@react-native-async-storage/async-storage';

/**
 * Where the app keeps what must survive a restart and a lost connection (the basket, the chosen
 * date, the last product list). Native: AsyncStorage; web: localStorage (app-storage.web.ts).
 */
export interface KeyValueStore {
  getItem(key: string): Promise<string | null>;
  setItem(key: string, value: string): Promise<void>;
  removeItem(key: string): Promise<void>;
}

export const appStorage: KeyValueStore = {
  getItem: (key) => AsyncStorage.getItem(key),
  setItem: (key, value) => AsyncStorage.setItem(key, value),
  removeItem: (key) => AsyncStorage.removeItem(key),
};
