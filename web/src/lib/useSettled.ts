import { useEffect, useState } from 'react';

/** The value after it has stopped changing for `ms` (typing an age asks once, not per key; a pan counts once). */
export function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
