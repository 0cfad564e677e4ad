import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportLoadFailure } from './report-load-failure';
import { RemoteErrorPanel } from './remote-error-panel';

type Props = { id: string; children: ReactNode };
type State = { failed: boolean };

/**
 * Catches what the runtime plugin cannot: a registry that did not answer, and errors a remote page
 * throws while rendering (including its own lazy chunks failing).
 */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`[federation] ${this.props.id} failed`, error, info.componentStack);
    // A load's own failure arrives here too (rethrown) and was reported when it failed; this reports render errors.
    reportLoadFailure(this.props.id, error, 'render');
  }

  override render(): ReactNode {
    return this.state.failed ? <RemoteErrorPanel id={this.props.id} /> : this.props.children;
  }
}
