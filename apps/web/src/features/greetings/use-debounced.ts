import { useEffect, useState } from 'react';

/**
 * The value once it has stopped changing for `ms` (compared by JSON, so a fresh object with the same
 * content does not restart the wait). Keeps the live preview from rendering on every tick of a
 * checkbox row.
 */
export function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  const key = JSON.stringify(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(JSON.parse(key) as T), ms);
    return () => clearTimeout(timer);
  }, [key, ms]);
  return settled;
}
