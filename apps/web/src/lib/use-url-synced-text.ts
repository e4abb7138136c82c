import { useEffect, useEffectEvent, useState } from 'react';
import { useDebouncedValue } from './use-debounced-value';

const trimmed = (text: string) => text.trim();

/**
 * The text of a search box whose settled value lives in the URL. Typing shows at once; once it
 * pauses, `commit` gets the normalised text. The URL wins when it changes elsewhere (back button,
 * "Limpar"), but not when it only catches up with what is being typed (a trailing space, lower case).
 */
export function useUrlSyncedText(
  value: string,
  commit: (text: string) => void,
  normalize: (text: string) => string = trimmed,
) {
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (value !== normalize(text)) setText(value);
  }
  const settled = normalize(useDebouncedValue(text));
  const settle = useEffectEvent((next: string) => {
    if (next !== value) commit(next);
  });
  // Only a settled change of the typed text writes to the URL, so a change from elsewhere is not undone.
  useEffect(() => settle(settled), [settled]);
  return [text, setText] as const;
}
