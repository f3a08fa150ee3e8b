import { useEffect, useState } from 'react';
import { useDebouncedValue } from '@mantine/hooks';
import { request } from '../../api/client';
import { OrderClientsQuery, type PhoneOrderClient } from '../../api/operations';

/** Clients matching a search (first page, 12), for the client filter and the phone-order picker. */
export function useClientOptions(enabled: boolean) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const [clients, setClients] = useState<PhoneOrderClient[]>([]);
  const [known, setKnown] = useState<Record<string, PhoneOrderClient>>({});

  useEffect(() => {
    if (!enabled) return;
    let live = true;
    request(OrderClientsQuery, { search: debounced.trim() || null })
      .then(({ clients: page }) => {
        if (!live) return;
        setClients(page.items);
        setKnown((current) => ({ ...current, ...Object.fromEntries(page.items.map((c) => [c.id, c])) }));
      })
      .catch(() => live && setClients([]));
    return () => {
      live = false;
    };
  }, [debounced, enabled]);

  return { search, setSearch, clients, byId: (id: string | null) => (id ? known[id] : undefined) };
}
