import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorView } from '@/components/error-view';
import { reportError } from '@/lib/sentry';
import { describeError } from './describe-error';
import { AppThemeProvider } from './theme-provider';

interface State {
  error: unknown;
  failed: boolean;
}

/** Last line of defence for errors outside the router (providers, the router itself). */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    reportError(error);
    if (import.meta.env.DEV) console.error(error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return <FatalErrorScreen error={this.state.error} />;
  }
}

export function FatalErrorScreen({ error }: { error: unknown }) {
  return (
    <AppThemeProvider>
      <ErrorView {...describeError(error)} />
    </AppThemeProvider>
  );
}
