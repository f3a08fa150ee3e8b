import { useState } from 'react';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { operationKey, useApiQuery } from '../../api/query';
import { OrderClientsQuery, type PhoneOrderClient } from '../../api/operations';

/** Clients matching a search (first page, 12), for the client filter and the phone-order picker. */
export function useClientOptions(enabled: boolean) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const queryClient = useQueryClient();
  // every answer stays in the cache this session, so a client picked in an earlier search is still known
  const query = useApiQuery(
    OrderClientsQuery,
    { search: debounced.trim() || null },
    { enabled, placeholderData: keepPreviousData, gcTime: Infinity },
  );
  const clients: PhoneOrderClient[] = query.isError ? [] : (query.data?.clients.items ?? []);

  const byId = (id: string | null) => {
    if (!id) return undefined;
    for (const [, answer] of queryClient.getQueriesData<{ clients: { items: PhoneOrderClient[] } }>({
      queryKey: operationKey(OrderClientsQuery),
    })) {
      const found = answer?.clients.items.find((client) => client.id === id);
      if (found) return found;
    }
    return undefined;
  };

  return { search, setSearch, clients, byId };
}
