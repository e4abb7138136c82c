import { useCallback, useEffect, useRef } from 'react';

/**
 * Saves `draft` once it has differed from `saved` for `delay` ms, one request at a time and in order.
 * The returned `flush` saves right away (leaving the field, "Tentar de novo"); unmounting — leaving the
 * page or switching tabs inside the app — saves what is still waiting, so no typed text is lost.
 * `save` rejects when the change could not be stored (the caller shows the error).
 */
export function useAutosave(
  draft: string,
  saved: string,
  save: (value: string) => Promise<unknown>,
  delay: number,
): () => void {
  const latest = useRef({ draft, saved, save });
  const sending = useRef<string | null>(null);
  const queue = useRef<Promise<unknown>>(Promise.resolve());

  // Declared first, so the effects below (and the unmount flush) read this render's values.
  useEffect(() => {
    latest.current = { draft, saved, save };
  });

  const flush = useCallback(() => {
    const { draft: value, saved: stored, save: send } = latest.current;
    if (value === stored || value === sending.current) return;
    sending.current = value;
    queue.current = queue.current
      .then(() => send(value))
      .catch(() => undefined)
      .finally(() => {
        if (sending.current === value) sending.current = null;
      });
  }, []);

  useEffect(() => {
    if (draft === saved) return;
    const timer = setTimeout(flush, delay);
    return () => clearTimeout(timer);
  }, [draft, saved, delay, flush]);

  // On unmount: whatever was typed less than `delay` ago.
  useEffect(() => flush, [flush]);

  return flush;
}
