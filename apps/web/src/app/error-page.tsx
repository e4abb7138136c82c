import { useEffect, useState } from 'react';
import { useRouteError } from 'react-router';
import { ErrorView } from '@/components/error-view';
import { ProgressBar } from '@/components/progress-bar';
import { handleChunkLoadError } from '@/lib/chunk-reload';
import { reportError } from '@/lib/sentry';
import { describeError, notFoundError } from './describe-error';

/** errorElement of every route: a failed chunk load reloads once, anything else shows the error page. */
export function ErrorPage() {
  const error = useRouteError();
  const [reloading] = useState(() => handleChunkLoadError(error));
  const view = describeError(error);

  useEffect(() => {
    if (!reloading && view.status >= 500) reportError(error);
  }, [error, reloading, view.status]);

  if (reloading) return <ProgressBar label="Recarregando a página" />;
  return <ErrorView {...view} />;
}

export function NotFoundPage() {
  return <ErrorView {...notFoundError} />;
}
