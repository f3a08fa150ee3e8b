import { AllBakeriesScreen } from '../../features/operator/AllBakeriesScreen';

/** /bakeries — the platform operator's start page: every bakery of the platform (SPEC §7). */
export function AllBakeriesRoute() {
  return <AllBakeriesScreen />;
}
