import { BakeListScreen } from '../../features/bakeList';

export function BakeListRoute() {
  return <BakeListScreen />;
}
