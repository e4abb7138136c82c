import { useEffect, useState } from 'react';
import { BUILD_ID } from '@/lib/build-id';
import { startBuildCheck } from '@/lib/build-check';
import { checkForUpdate, isUpdateWaiting, onUpdateWaiting } from '@/lib/service-worker';

/**
 * True once a newer deploy is ready (until dismissed). With the service worker, "ready" means its
 * new version has been fetched and waits: the hourly check only asks it to look, and the notice
 * comes when the whole new version is in the cache. Without one, the hourly check tells directly.
 */
export function useBuildCheck(): [newBuild: boolean, dismiss: () => void] {
  const [newBuild, setNewBuild] = useState(isUpdateWaiting);
  useEffect(() => onUpdateWaiting(() => setNewBuild(true)), []);
  useEffect(
    () =>
      startBuildCheck({
        currentBuildId: BUILD_ID,
        onNewBuild: () => {
          if (!checkForUpdate()) setNewBuild(true);
        },
      }),
    [],
  );
  return [newBuild, () => setNewBuild(false)];
}
