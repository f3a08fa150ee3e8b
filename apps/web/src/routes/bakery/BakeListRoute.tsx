import { BakeListScreen } from '../../features/bakeList/BakeListScreen';

export function BakeListRoute() {
  return <BakeListScreen />;
}
