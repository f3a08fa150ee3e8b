import { CompileScreen } from '../../features/compile/CompileScreen';

export function OrdersCompileRoute() {
  return <CompileScreen />;
}
