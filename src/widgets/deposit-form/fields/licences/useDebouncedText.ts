import { useEffect, useState } from 'react';

/** How long typing must pause before the licence search runs. */
export const SEARCH_DEBOUNCE_MS = 250;

/** The text once typing has paused, so a search is not sent for every keystroke. */
export const useDebouncedText = (text: string, delay = SEARCH_DEBOUNCE_MS): string => {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    if (text === settled) return undefined;
    const timer = setTimeout(() => setSettled(text), delay);
    return () => clearTimeout(timer);
  }, [text, settled, delay]);
  return settled;
};
