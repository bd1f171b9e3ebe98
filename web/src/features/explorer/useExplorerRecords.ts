import { useEffect, useState } from 'react';
import { type ExplorerLists, fetchExplorerLists, fetchExplorerRecords } from './explorerApi.ts';
import { type ExplorerRecord, parseRecords, type Selection } from './explorerData.ts';

const none = () => new Set<number>();

/** The explorer's lists and records (loaded once per audience) and the filter selection, all types checked. */
export function useExplorerRecords(staff: boolean) {
  const [lists, setLists] = useState<ExplorerLists | null>(null);
  const [records, setRecords] = useState<ExplorerRecord[] | null>(null);
  const [selection, setSelection] = useState<Selection>({
    projects: none(),
    categories: none(),
    subcategories: none(),
    types: none(),
  });
  useEffect(() => {
    let live = true;
    (async () => {
      const loaded = await fetchExplorerLists();
      if (!live) return;
      setLists(loaded);
      const typeIds = loaded.tipos.map((t) => t.id);
      setSelection((s) => ({ ...s, types: new Set(typeIds) }));
      const raw = await fetchExplorerRecords(typeIds, staff);
      if (live) setRecords(parseRecords(raw));
    })().catch(() => live && setRecords([]));
    return () => {
      live = false;
    };
  }, [staff]);
  return { lists, records, selection, setSelection };
}
