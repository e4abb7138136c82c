import { lazy, Suspense } from 'react';
import { useTodayClasses } from '../api/homes';

// The card (and its icons and links) loads only for a teacher whose classes meet today.
const TodayRollCalls = lazy(() => import('./today-roll-calls').then((m) => ({ default: m.TodayRollCalls })));

/** "Chamada de hoje" on the teacher's home, when a class of hers meets today. */
export function TodayRollCallsSlot() {
  const today = useTodayClasses();
  if (!today.data?.results.length) return null;
  return (
    <Suspense fallback={null}>
      <TodayRollCalls today={today.data} />
    </Suspense>
  );
}
