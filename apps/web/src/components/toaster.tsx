import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { onToastRequested } from '@/lib/toast';

// A toast that cannot load (its chunk gone after a deploy) is dropped rather than taking the app down.
const ToasterHost = lazy<ComponentType>(() =>
  import('./toaster-host').catch(() => ({ default: () => null })),
);

/** Where toasts appear: notistack is loaded with the first one (lib/toast.ts). */
export function Toaster() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => onToastRequested(() => setWanted(true)), []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToasterHost />
    </Suspense>
  );
}
