import { useEffect, useState } from 'react';
import { BUILD_ID } from '@/lib/build-id';
import { startBuildCheck } from '@/lib/build-check';

/** Hourly check for a newer deploy; true once one is found (and until dismissed). */
export function useBuildCheck(): [newBuild: boolean, dismiss: () => void] {
  const [newBuild, setNewBuild] = useState(false);
  useEffect(() => startBuildCheck({ currentBuildId: BUILD_ID, onNewBuild: () => setNewBuild(true) }), []);
  return [newBuild, () => setNewBuild(false)];
}
