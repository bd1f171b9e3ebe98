import { messages } from '@ppd/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Button } from '../../ui/index.ts';
import { listedQuery } from './explorerQueries.ts';

const texts = messages.geo.explorer;
/** Records listed at first, and added by each Mostrar más: one details request each. */
const LIST_PAGE = 20;

/**
 * The map's text alternative (WCAG 1.1.1, 2.1.1): the records in view (`ids`, in the map's order) as a list of
 * buttons named by each record's name and category, LIST_PAGE more at a time; a button opens the record's popup as
 * its marker does.
 */
export function RecordList({
  id,
  staff,
  ids,
  onOpen,
}: {
  id: string;
  staff: boolean;
  ids: readonly number[];
  onOpen: (id: number) => void;
}) {
  const [limit, setLimit] = useState(LIST_PAGE);
  const page = useMemo(() => ids.slice(0, limit), [ids, limit]);
  const listed = useQuery({ ...listedQuery(staff, page), placeholderData: keepPreviousData });
  const byId = useMemo(() => new Map(listed.data?.map((d) => [d.id, d])), [listed.data]);
  return (
    <section id={id} className="map-panel explorer-list" aria-label={texts.listTitle} aria-busy={listed.isFetching}>
      <h2 className="map-panel-title">{texts.listTitle}</h2>
      {ids.length === 0 ? (
        <p className="muted">{texts.listEmpty}</p>
      ) : (
        <ul>
          {page.map((record) => {
            const details = byId.get(record);
            return (
              <li key={record}>
                <button type="button" className="btn btn-ghost explorer-list-item" onClick={() => onOpen(record)}>
                  <span>{details?.nombre ?? `#${record}`}</span>
                  {details && <span className="muted">{details.cat_principal_nombre}</span>}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {ids.length > limit && (
        <Button variant="link" onClick={() => setLimit((n) => n + LIST_PAGE)}>
          {texts.listMore}
        </Button>
      )}
    </section>
  );
}
