import { ALERT_TABS, type AlertTab, folio, messages } from '@ppd/domain';
import { useState } from 'react';
import { DateText, ListDetailLayout, LoadMore, Truncated, useSelectedId } from '../../ui/index.ts';
import { ClaimBadge, ClaimBar, useClaimOnOpen } from '../claims/index.ts';
import { ResponderLegend, responderLayers } from '../positions/index.ts';
import { AlertCard } from './AlertCard.tsx';
import { AlertMap } from './AlertMap.tsx';
import { AssignModal } from './AssignModal.tsx';
import { BoardAnnouncer } from './BoardAnnouncer.tsx';
import { ChatModal } from './ChatModal.tsx';
import { ResponseClock } from './ResponseClock.tsx';
import { StatusBadge } from './StatusBadge.tsx';
import { useAlertBoard } from './useAlertBoard.ts';
import '../../ui/alerts.css';

const t = messages.board.alerts;

/** The live alert board (/alertas): every change arrives over the socket, no reload. */
export function AlertsPage() {
  const board = useAlertBoard();
  const { selectedId, setSelectedId, listProps } = useSelectedId();
  const [open, setOpen] = useState<'assign' | 'chat' | null>(null);
  const selected = board.byId(selectedId);
  useClaimOnOpen(board.claims, selectedId, selected?.status === 'ABIERTA' || selected?.status === 'ASIGNADA');

  return (
    <div className="alerts-page">
      <ListDetailLayout
        title={t.title}
        count={board.counts.Todos}
        search={{ value: board.search, onChange: board.setSearch, placeholder: t.searchPlaceholder }}
        filter={{
          label: t.tabsLabel,
          value: board.tab,
          variant: 'tabs',
          options: ALERT_TABS.map((tab) => ({ value: tab, label: t.tabs[tab], count: board.counts[tab] })),
          onChange: (value) => board.setTab(value as AlertTab),
        }}
        sort={{ direction: board.order, onToggle: board.toggleOrder, label: t.order }}
        items={board.alerts}
        loading={board.loading}
        failed={board.failed}
        {...listProps}
        renderItem={(a) => (
          <span className="alert-item" data-alert-id={a.id}>
            <span className="alert-item-top">
              <strong>{folio(a.id)}</strong> <Truncated text={a.alerta_type} />
              <StatusBadge status={a.status} />
              <ResponseClock alert={a} />
            </span>
            <span className="muted">
              <Truncated text={`${a.user_info.name} ${a.user_info.last_name}`} /> · <DateText value={a.fecha_alerta} />
            </span>
            <ClaimBadge claims={board.claims} id={a.id} />
          </span>
        )}
        footer={
          board.hasMore ? (
            <LoadMore shown={board.alerts.length} total={board.counts[board.tab]} onMore={board.loadMore} />
          ) : null
        }
        detail={
          <div className="alert-detail">
            <AlertMap
              alerts={board.alerts}
              selected={selected}
              onSelect={(a) => setSelectedId(a.id)}
              overlays={responderLayers(board.responders.list, board.responders.now)}
            />
            <ResponderLegend responders={board.responders.list} now={board.responders.now} />
            {selected ? (
              <>
                <ClaimBar claims={board.claims} id={selected.id} />
                <AlertCard
                  alert={selected}
                  onAssign={() => setOpen('assign')}
                  onChat={() => setOpen('chat')}
                  heldByOther={board.claims.blocked(selected.id) !== null}
                />
              </>
            ) : (
              <p className="detail-empty">{messages.ui.selectItem}</p>
            )}
          </div>
        }
      />
      {selected && open === 'assign' && (
        <AssignModal
          alert={selected}
          onClose={() => setOpen(null)}
          onAssigned={board.show}
          onRefused={() => board.refreshAlert(selected.id)}
        />
      )}
      {selected && open === 'chat' && <ChatModal alert={selected} onClose={() => setOpen(null)} />}
      <BoardAnnouncer />
    </div>
  );
}
