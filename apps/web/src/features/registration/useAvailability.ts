import { useEffect, useState } from 'react';
import { useDebouncedValue } from '@mantine/hooks';
import { request } from '../../api/client';
import { EmailCountQuery, UsernameCountQuery } from '../../api/operations';

export type Availability = 'idle' | 'checking' | 'free' | 'taken' | 'unknown';

async function countOf(field: 'username' | 'email', value: string): Promise<number> {
  if (field === 'username') return (await request(UsernameCountQuery, { username: value })).usernameCount;
  return (await request(EmailCountQuery, { email: value })).emailCount;
}

/**
 * Live server check: availability is a count of the accounts using the value, 0 = free
 * (requirements/accounts-and-sign-in.md#usernames-and-e-mail-addresses), debounced, and only for values that already
 * pass the client rules.
 */
export function useAvailability(
  field: 'username' | 'email',
  value: string,
  isWellFormed: boolean,
  delay = 400,
): Availability {
  const [debounced] = useDebouncedValue(value, delay);
  const [result, setResult] = useState<{ value: string; availability: Availability } | null>(null);
  const shouldCheck = isWellFormed && debounced === value;

  useEffect(() => {
    if (!shouldCheck) return;
    let active = true;
    countOf(field, debounced)
      .then((count) => {
        if (active) setResult({ value: debounced, availability: count === 0 ? 'free' : 'taken' });
      })
      .catch(() => {
        if (active) setResult({ value: debounced, availability: 'unknown' });
      });
    return () => {
      active = false;
    };
  }, [field, debounced, shouldCheck]);

  if (!isWellFormed) return 'idle';
  return result?.value === value ? result.availability : 'checking';
}
