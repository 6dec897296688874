import { Component, type ReactNode } from 'react';
import { ErrorPage } from '../pages/error-page';

/** The error page in place of the whole shell when rendering fails in the browser. */
export class ErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: undefined as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override render() {
    return this.state.error === undefined ? (
      this.props.children
    ) : (
      <ErrorPage error={this.state.error} />
    );
  }
}
