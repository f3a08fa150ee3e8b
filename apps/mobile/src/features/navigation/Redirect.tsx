import { useEffect } from 'react';

/** Goes elsewhere once mounted (a screen opened by an address whose content is gone). */
export function Redirect({ to }: { to: () => void }) {
  useEffect(() => {
    to();
    // once, on mount
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}
