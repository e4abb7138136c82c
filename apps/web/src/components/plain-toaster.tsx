import type { SnackbarKey, SnackbarMessage } from 'notistack';
import { useEffect, useState } from 'react';
import { closeSnackbar, connectToaster } from '@/lib/toast';
import { ToastArea, ToastBar, type ToastVariant } from './toast-bar';

interface PlainToast {
  key: SnackbarKey;
  message: SnackbarMessage;
  variant: ToastVariant;
  /** Milliseconds until it closes itself; null while it must stay. */
  hideAfter: number | null;
}

const SHOWN_AT_ONCE = 3;
const HIDE_AFTER_MS = 5000;
let made = 0;

function PlainToastBar({ toast }: { toast: PlainToast }) {
  const { key, hideAfter } = toast;
  useEffect(() => {
    if (hideAfter === null) return undefined;
    const timer = setTimeout(() => closeSnackbar(key), hideAfter);
    return () => clearTimeout(timer);
  }, [key, hideAfter]);
  return (
    <ToastBar
      variant={toast.variant}
      role={toast.variant === 'error' ? 'alert' : 'status'}
      onClose={() => closeSnackbar(key)}
    >
      {toast.message}
    </ToastBar>
  );
}

/**
 * The toasts of a tab that could not load notistack (its chunk gone after a deploy), drawn by the
 * app itself, so that no message is lost. Same options as notistack's: variant, key, persist,
 * autoHideDuration.
 */
export function PlainToaster() {
  const [toasts, setToasts] = useState<PlainToast[]>([]);
  useEffect(
    () =>
      connectToaster((call) => {
        if (call.kind === 'close') {
          setToasts((shown) =>
            call.key === undefined ? [] : shown.filter((toast) => toast.key !== call.key),
          );
          return;
        }
        const {
          key = `toast-${++made}`,
          variant = 'default',
          persist,
          autoHideDuration,
        } = call.options ?? {};
        const toast = {
          key,
          message: call.message,
          variant,
          hideAfter: persist ? null : (autoHideDuration ?? HIDE_AFTER_MS),
        };
        setToasts((shown) => [...shown.filter((other) => other.key !== key), toast].slice(-SHOWN_AT_ONCE));
      }),
    [],
  );
  if (toasts.length === 0) return null;
  return (
    <ToastArea at="top-right">
      {toasts.map((toast) => (
        <PlainToastBar key={String(toast.key)} toast={toast} />
      ))}
    </ToastArea>
  );
}
