import Box from '@mui/material/Box';
import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useState, type ReactNode } from 'react';

/** Rendered by Suspense while a lazy part loads: tells the parent when that starts and ends. */
function WhileSuspended({ onChange }: { onChange: (suspended: boolean) => void }) {
  useEffect(() => {
    onChange(true);
    return () => onChange(false);
  }, [onChange]);
  return null;
}

/**
 * Shows `fallback` until the screen's first requests have all answered and its lazy parts have
 * loaded, then the whole content at once. A home made of sections that each appear or grow when their
 * own data comes would move under the reader's eyes (and finger) as each answers. The content is
 * mounted, hidden, from the start, so its requests all start at once; after `maxWaitMs` whatever has
 * come is shown, so a slow request never hides the rest.
 */
export function RevealWhenSettled({
  fallback,
  children,
  maxWaitMs = 4000,
}: {
  fallback: ReactNode;
  children: ReactNode;
  maxWaitMs?: number;
}) {
  const client = useQueryClient();
  const fetching = useIsFetching();
  const [settled, setSettled] = useState(false);
  const [suspended, setSuspended] = useState(false);
  const [timedOut, setTimedOut] = useState(false);
  useEffect(() => {
    // The client's own count, not `fetching`: the content's requests start in its effects, which
    // run before this one, after `fetching` was read.
    if (!settled && client.isFetching() === 0) setSettled(true);
  }, [client, fetching, settled]);
  useEffect(() => {
    const timer = setTimeout(() => setTimedOut(true), maxWaitMs);
    return () => clearTimeout(timer);
  }, [maxWaitMs]);
  const shown = timedOut || (settled && !suspended);
  return (
    <>
      {!shown && fallback}
      <Box hidden={!shown}>
        <Suspense fallback={<WhileSuspended onChange={setSuspended} />}>{children}</Suspense>
      </Box>
    </>
  );
}
