import { AllBakeriesScreen } from '../../features/operator';

/**
 * /bakeries — the platform operator's start page: every bakery of the platform
 * (requirements/platform-and-contract.md#platform-operator).
 */
export function AllBakeriesRoute() {
  return <AllBakeriesScreen />;
}
