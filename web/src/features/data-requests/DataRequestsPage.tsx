import { type DataRequestView, dataRequestTexts as t } from '@ppd/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { failureOf } from '../../lib/queryClient.ts';
import { ListDetailLayout, useSelectedId } from '../../ui/index.ts';
import { dataRequestKeys, dataRequestQueries } from './dataRequestsApi.ts';
import { RegisterDialog } from './RegisterDialog.tsx';
import { RequestClock } from './RequestClock.tsx';
import { RequestDetail } from './RequestDetail.tsx';
import './data-requests.css';

/**
 * Solicitudes de datos (/solicitudes-datos, administrators): ARCO requests received by e-mail, the open ones first
 * by their due day, each answered from its detail with the operation the app offers the person.
 */
export function DataRequestsPage() {
  const client = useQueryClient();
  const list = useQuery(dataRequestQueries.list);
  const { selectedId, setSelectedId, listProps } = useSelectedId();
  const [registering, setRegistering] = useState(false);
  const requests = list.data ?? [];
  const selected = requests.find((r) => r.id === selectedId) ?? null;
  const refresh = () => client.invalidateQueries({ queryKey: dataRequestKeys.all });

  return (
    <div className="data-requests-page">
      <ListDetailLayout<DataRequestView>
        title={t.title}
        onAdd={() => setRegistering(true)}
        addLabel={t.register}
        items={requests}
        loading={list.isPending}
        failed={failureOf(list)}
        emptyText={t.empty}
        {...listProps}
        renderItem={(r) => (
          <span className="data-request-item">
            <strong>
              {t.detailTitle(r.id)} · {t.rights[r.right]}
            </strong>
            <span>{`${r.person.name} ${r.person.last_name}`}</span>
            <RequestClock request={r} />
          </span>
        )}
        detail={
          selected ? (
            <RequestDetail request={selected} onChanged={refresh} />
          ) : (
            <div className="detail-empty">
              <p>{t.intro}</p>
              <p>{t.pick}</p>
            </div>
          )
        }
      />
      {registering && (
        <RegisterDialog
          onClose={() => setRegistering(false)}
          onRegistered={(request) => {
            setRegistering(false);
            setSelectedId(request.id);
            void refresh();
          }}
        />
      )}
    </div>
  );
}
