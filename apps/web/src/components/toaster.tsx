import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { onToastRequested } from '@/lib/toast';
import { PlainToaster } from './plain-toaster';

// After a deploy the chunk that holds notistack is gone: the app then draws the toasts itself.
const ToasterHost = lazy<ComponentType>(() =>
  import('./toaster-host').catch(() => ({ default: PlainToaster })),
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
