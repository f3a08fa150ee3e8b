// The cookie consent: the gate of the public pages and the banner of the signed-in ones.
export { ConsentGate } from './ConsentGate';
export { ConsentBanner } from './ConsentBanner';
export { CONSENT_COOKIE } from './consent';
