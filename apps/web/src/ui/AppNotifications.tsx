import { Suspense, useState } from 'react';
import { useNotifications } from '@mantine/notifications';
import { lazyWithRetry } from '../routes/lazy-with-retry';

// the notices' frame (transitions, portal, container) is a chunk of its own: the first page shows none
const Notifications = lazyWithRetry(
  () => import('./notifications-frame'),
  (module) => module.Notifications,
);

/**
 * Mantine's notices at the top right, below the header. The frame is fetched with the first notice
 * (notices shown before it is there wait in the store) and stays mounted from then on, so notices
 * leave with their transition.
 */
export function AppNotifications() {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position="top-right" />
    </Suspense>
  );
}
