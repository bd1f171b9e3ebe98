import { useState } from 'react';

/**
 * The items (by id) whose request is on its way, so that their buttons are busy and take no second click, which
 * would send it again. `run` marks an item for the time its call takes, failed or not.
 */
export function useInFlight() {
  const [ids, setIds] = useState<ReadonlySet<number>>(new Set());
  return {
    has: (id: number) => ids.has(id),
    run: async <T>(id: number, call: () => Promise<T>): Promise<T> => {
      setIds((now) => new Set(now).add(id));
      try {
        return await call();
      } finally {
        setIds((now) => new Set([...now].filter((other) => other !== id)));
      }
    },
  };
}
