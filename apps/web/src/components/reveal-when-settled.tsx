import Box from '@mui/material/Box';
import { useIsFetching, useQueryClient, type Query } from '@tanstack/react-query';
import { ReleasePaintedCopy, REVEALED_ATTRIBUTE } from './prerendered-part';
import {
  createContext,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useState,
  type ReactNode,
} from 'react';

/** Requests for data not yet on screen: a refresh of what the cache already shows does not count. */
const firstLoads = { predicate: (query: Query) => query.state.data === undefined };

/**
 * True inside content that is not on screen until it has settled: a loading state drawn there would
 * never be seen, so a section's skeleton (LoadingSkeleton) is not rendered at all, only its content.
 */
export const HiddenUntilSettled = createContext(false);

/** True where the page is rendered with every answer it asks for already in hand (the server's render of a home). */
export const RenderedWithAnswers = createContext(false);

/** Holds the reveal (true) until released (false): content still being mounted. */
const HoldReveal = createContext<((holding: boolean) => void) | undefined>(undefined);

/** A count from `from` up to `total`, one more per task while `stepping`; `total` once it stops. */
function useOneMorePerTask(total: number, from: number, stepping = true): number {
  const [count, setCount] = useState(from);
  const growing = stepping && count < total;
  useLayoutEffect(() => {
    if (!growing) return;
    const timer = setTimeout(() => setCount((current) => current + 1));
    return () => clearTimeout(timer);
  }, [growing, count]);
  return growing ? count : total;
}

/**
 * How many of a list's `total` items to render now: all of them on screen, but one more per task
 * while the home is hidden until settled, which waits for the last. Each card of a list is a few
 * dozen components, and a phone renders four of them in one go for ~200 ms with a tap waiting.
 */
export function useInTurns(total: number): number {
  const hidden = useContext(HiddenUntilSettled);
  const hold = useContext(HoldReveal);
  const rendered = useOneMorePerTask(total, hidden ? Math.min(1, total) : total, hidden);
  const inTurns = rendered < total;
  useLayoutEffect(() => {
    if (!inTurns) return;
    hold?.(true);
    return () => hold?.(false);
  }, [inTurns, hold]);
  return rendered;
}

/** Rendered by Suspense while a lazy part loads: tells the parent when that starts and ends. */
function WhileSuspended({ onChange }: { onChange: (suspended: boolean) => void }) {
  useEffect(() => {
    onChange(true);
    return () => onChange(false);
  }, [onChange]);
  return null;
}

/**
 * Shows `fallback` until the screen's first requests have all answered, its lazy parts have loaded
 * and its lists rendered in turns (useInTurns) have all their items, then the whole content at once.
 * A home made of sections that each appear or grow when their own data comes would move under the
 * reader's eyes (and finger) as each answers. The content is
 * mounted, hidden, as the screen opens, so its requests start at once; after `maxWaitMs` whatever has
 * come is shown, so a slow request never hides the rest.
 * Each child is mounted in a task of its own, one after the other, the first one too (the screen
 * around it renders in a task before): a home rendered in one go holds a phone's main thread for a
 * few hundred milliseconds, and a tap meanwhile waits for all of it.
 * Each child suspends on its own: Preact takes a suspended boundary's whole content off, so the
 * requests of a lazy part's siblings would be cancelled and asked again once it loads.
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
  const parts = Array.isArray(children) ? children : [children];
  const answered = useContext(RenderedWithAnswers);
  const mountedParts = useOneMorePerTask(parts.length, answered ? parts.length : 0);
  const allMounted = mountedParts >= parts.length;
  const client = useQueryClient();
  const loading = useIsFetching(firstLoads);
  const [settled, setSettled] = useState(false);
  const [partsHolding, setPartsHolding] = useState(0);
  const countHolding = useCallback((now: boolean) => setPartsHolding((count) => count + (now ? 1 : -1)), []);
  const [timedOut, setTimedOut] = useState(false);
  useEffect(() => {
    // Until the last part is mounted, some of the first requests have not started.
    if (settled || !allMounted) return;
    // Asked after a task, of the client itself: the content's requests start in its effects, which
    // run around this one, after `loading` was read.
    const timer = setTimeout(() => {
      if (client.isFetching(firstLoads) === 0) setSettled(true);
    });
    return () => clearTimeout(timer);
  }, [client, loading, settled, allMounted]);
  useEffect(() => {
    const timer = setTimeout(() => setTimedOut(true), maxWaitMs);
    return () => clearTimeout(timer);
  }, [maxWaitMs]);
  const shown = answered || timedOut || (settled && partsHolding === 0);
  const releasePaintedCopy = useContext(ReleasePaintedCopy);
  useLayoutEffect(() => {
    if (shown) releasePaintedCopy?.();
  }, [shown, releasePaintedCopy]);
  return (
    <>
      {/* Under a copy painted with the data (PrerenderedPart), a loading state would never be seen. */}
      {!shown && !releasePaintedCopy && fallback}
      <Box hidden={!shown} {...{ [REVEALED_ATTRIBUTE]: shown || undefined }}>
        <HoldReveal.Provider value={countHolding}>
          <HiddenUntilSettled.Provider value={!shown}>
            {parts.map((child: ReactNode, place) =>
              place >= mountedParts ||
              child === null ||
              child === undefined ||
              typeof child === 'boolean' ? null : (
                // Keyed by place in the source (a section shown only sometimes keeps its place), so
                // the sections after it are not mounted afresh, and their requests asked again, when it comes.
                <Suspense key={place} fallback={<WhileSuspended onChange={countHolding} />}>
                  {child}
                </Suspense>
              ),
            )}
          </HiddenUntilSettled.Provider>
        </HoldReveal.Provider>
      </Box>
    </>
  );
}
