// The service fee panel of the settings.
export { ServiceFeePanel } from './ServiceFeePanel';
