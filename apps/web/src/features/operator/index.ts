// The platform operator's list of all bakeries.
export { AllBakeriesScreen } from './AllBakeriesScreen';
