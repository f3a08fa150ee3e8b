import type { KeyValueStore } from './app-storage';

export type { KeyValueStore } from './app-storage';

/** The web build keeps the basket and the last product list in localStorage (no AsyncStorage code in the bundle). */
export const appStorage: KeyValueStore = {
  getItem: async (key) => window.localStorage.getItem(key),
  setItem: async (key, value) => {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      // storage full or disabled (private mode): the app still works, it only forgets on reload
    }
  },
  removeItem: async (key) => window.localStorage.removeItem(key),
};
