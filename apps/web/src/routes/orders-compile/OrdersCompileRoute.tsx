import { CompileScreen } from '../../features/compile';

export function OrdersCompileRoute() {
  return <CompileScreen />;
}
