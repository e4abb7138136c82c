import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { FatalErrorScreen } from '@/app/app-error-boundary';
import { installChunkReloadGuard } from '@/lib/chunk-reload';
import { loadRuntimeConfig } from '@/lib/runtime-config';
import { initSentry } from '@/lib/sentry';

installChunkReloadGuard();

const root = createRoot(document.getElementById('root')!);

try {
  const config = await loadRuntimeConfig();
  void initSentry(config).catch(() => undefined);
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
} catch (error) {
  root.render(<FatalErrorScreen error={error} />);
}
