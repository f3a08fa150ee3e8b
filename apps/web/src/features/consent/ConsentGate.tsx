import { Suspense, useState } from 'react';
import { lazyWithRetry } from '../../routes/lazy-with-retry';
import { hasConsent } from './consent';

// the banner (focus trap, overlay, portal) is fetched only by visitors who have not answered yet
const ConsentBanner = lazyWithRetry(
  () => import('./ConsentBanner'),
  (module) => module.ConsentBanner,
);

/** The cookie consent banner of the logged-out frame, for visitors without an answer. */
export function ConsentGate() {
  const [isNeeded] = useState(() => !hasConsent());
  if (!isNeeded) return null;
  return (
    <Suspense fallback={null}>
      <ConsentBanner />
    </Suspense>
  );
}
