import type { OptionsObject, SnackbarKey, SnackbarMessage } from 'notistack';

/**
 * notistack's `useSnackbar`, without loading notistack: it is ~8 KB brotli that a first visit does not
 * need (issue 18), so components/toaster.tsx loads it with the first toast. Until then the calls wait
 * here, in order.
 */
type ToastCall =
  { kind: 'show'; message: SnackbarMessage; options?: OptionsObject } | { kind: 'close'; key?: SnackbarKey };

type Receiver = (call: ToastCall) => void;

let receiver: Receiver | null = null;
const waiting: ToastCall[] = [];
const requested = new Set<() => void>();

function send(call: ToastCall) {
  if (receiver) return receiver(call);
  waiting.push(call);
  for (const listener of requested) listener();
}

/** Unlike notistack's, returns nothing: the key is only made once notistack is loaded (pass `key` to choose it). */
function enqueueSnackbar(message: SnackbarMessage, options?: OptionsObject): void {
  send({ kind: 'show', message, options });
}

export function closeSnackbar(key?: SnackbarKey): void {
  send({ kind: 'close', key });
}

const snackbar = { enqueueSnackbar, closeSnackbar };

export function useSnackbar(): typeof snackbar {
  return snackbar;
}

/** For the toaster: called when a toast is asked for (at once if one already waits). Returns an unsubscribe. */
export function onToastRequested(listener: () => void): () => void {
  requested.add(listener);
  if (waiting.length > 0) listener();
  return () => requested.delete(listener);
}

/** For the loaded toaster: takes the waiting calls and every later one. Returns a disconnect. */
export function connectToaster(receive: Receiver): () => void {
  receiver = receive;
  for (const call of waiting.splice(0)) receive(call);
  return () => {
    if (receiver === receive) receiver = null;
  };
}
