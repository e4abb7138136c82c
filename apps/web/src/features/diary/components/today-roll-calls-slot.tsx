import { lazy } from 'react';
import { useTodayClasses } from '../api/homes';

// The card (and its icons and links) loads only for a teacher whose classes meet today. While it
// loads it suspends to the home's boundary (RevealWhenSettled), so it does not push the page down.
const TodayRollCalls = lazy(() => import('./today-roll-calls').then((m) => ({ default: m.TodayRollCalls })));

/** "Chamada de hoje" on the teacher's home, when a class of hers meets today. */
export function TodayRollCallsSlot() {
  const today = useTodayClasses();
  if (!today.data?.results.length) return null;
  return <TodayRollCalls today={today.data} />;
}
