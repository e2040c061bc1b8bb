import { useEffect, useState } from 'react';

/**
 * The value once it has stopped changing for `delayMs` (typing in a search box, ticking a row of
 * checkboxes). Compared by JSON, so a fresh object with the same content does not restart the wait.
 */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  const key = JSON.stringify(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(JSON.parse(key) as T), delayMs);
    return () => clearTimeout(timer);
  }, [key, delayMs]);
  return settled;
}
