import { memoryStore } from '../../test/fake-server';
import { clearLocal, keepLocalOnlyFor, LOCAL_KEYS, readLocal } from './local-data';

const stored = (userId: string | null, value: unknown) => JSON.stringify({ userId, value });

describe('what the device keeps for an account', () => {
  it('is read back for its owner, for an unknown viewer, and never for another account', async () => {
    const store = memoryStore({ [LOCAL_KEYS.basket]: stored('41', 'mine') });
    expect(await readLocal(store, LOCAL_KEYS.basket, '41')).toBe('mine');
    expect(await readLocal(store, LOCAL_KEYS.basket, null)).toBe('mine');
    expect(await readLocal(store, LOCAL_KEYS.basket, '77')).toBeNull();
  });

  it('is all forgotten by clearLocal; the device settings stay', async () => {
    const store = memoryStore({
      [LOCAL_KEYS.basket]: stored('41', 'basket'),
      [LOCAL_KEYS.queries]: stored('41', 'answers'),
      [LOCAL_KEYS.catalogue]: stored(null, 'list'),
      'brotzeit.reminder': 'on',
    });
    await clearLocal(store);
    expect(store.items).toEqual({ 'brotzeit.reminder': 'on' });
  });

  it("keeps on a new session only the account's own: another's, an unknown owner's and unreadable data go", async () => {
    const store = memoryStore({
      [LOCAL_KEYS.basket]: stored('41', 'basket of 41'),
      [LOCAL_KEYS.queries]: stored('77', 'answers of 77'),
      [LOCAL_KEYS.catalogue]: stored(null, 'kept offline'),
      'brotzeit.endpointOverride': 'https://staging.example',
    });
    await keepLocalOnlyFor(store, '41');
    expect(store.items).toEqual({
      [LOCAL_KEYS.basket]: stored('41', 'basket of 41'),
      'brotzeit.endpointOverride': 'https://staging.example',
    });

    store.items[LOCAL_KEYS.queries] = '{not json';
    await keepLocalOnlyFor(store, '77');
    expect(store.items).toEqual({ 'brotzeit.endpointOverride': 'https://staging.example' });
  });
});
