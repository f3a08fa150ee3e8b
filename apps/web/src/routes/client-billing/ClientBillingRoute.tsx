import { GuestBillingScreen } from '../../features/guestBilling/GuestBillingScreen';

export function ClientBillingRoute() {
  return <GuestBillingScreen />;
}
