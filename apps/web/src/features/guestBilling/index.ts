// A host's billing of its guests (/client/billing).
export { GuestBillingScreen } from './GuestBillingScreen';
