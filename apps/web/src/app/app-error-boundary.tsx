import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorView } from '@/components/error-view';
import { reportError } from '@/lib/sentry';
import { describeError } from './describe-error';
import { theme } from './theme';

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
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <ErrorView {...describeError(error)} />
    </ThemeProvider>
  );
}
