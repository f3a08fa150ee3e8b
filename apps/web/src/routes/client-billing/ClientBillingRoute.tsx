import { GuestBillingScreen } from '../../features/guestBilling';

export function ClientBillingRoute() {
  return <GuestBillingScreen />;
}
