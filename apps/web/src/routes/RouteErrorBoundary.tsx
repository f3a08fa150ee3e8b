import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportError } from '../features/error-reporting';
import { ServerErrorRoute } from './server-error/ServerErrorRoute';

interface Props {
  /** The page address: moving to another page tries again. */
  resetKey: string;
  children: ReactNode;
}

/**
 * What the visitor sees when a screen cannot be shown (a script chunk still missing after its
 * retries and one reload, a bug): the error page with "try again" instead of an empty page.
 */
export class RouteErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    reportError(error, info.componentStack ?? undefined);
  }

  override componentDidUpdate(previous: Props): void {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  override render() {
    return this.state.failed ? <ServerErrorRoute /> : this.props.children;
  }
}
