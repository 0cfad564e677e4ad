import { Component, type ReactNode } from 'react';

/**
 * Keeps a chart that fails to load or draw from taking the page down: the figures stay readable in the summary and
 * the table beside it (the chart's text alternative), so nothing in its place is the honest fallback.
 */
export class ChartBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
