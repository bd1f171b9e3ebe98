import { messages, type SurveyListItem } from '@ppd/domain';
import { useRef, useState } from 'react';
import { Link } from 'wouter';
import { useConfirmedDelete } from '../../lib/useConfirmedDelete.ts';
import { Icon, ListStates, Select, useDialogs } from '../../ui/index.ts';
import { BulkSendModal, SendProgressList } from '../bulk-send/index.ts';
import { SurveyTable } from './SurveyTable.tsx';
import {
  ALL_CATEGORIES,
  type SurveyOrder,
  useDeleteSurvey,
  useSendSurvey,
  useSurveyCategories,
  useSurveyList,
} from './surveysApi.ts';
import { surveyTexts as t } from './texts.ts';
import { useSurveyAnswersLive } from './useSurveyLive.ts';
import './surveys.css';

/** /cuestionarios (spec §2.6): category filter, Nueva encuesta, the table and its actions. */
export function SurveysPage() {
  const dialogs = useDialogs();
  const [category, setCategory] = useState(ALL_CATEGORIES);
  const [order, setOrder] = useState<SurveyOrder>('desc');
  const [sending, setSending] = useState<SurveyListItem | null>(null);
  const sendNames = useRef(new Map<number, string>());
  const categories = useSurveyCategories();
  const list = useSurveyList(category, order);
  const remove = useDeleteSurvey();
  // Busy until the row has left the table (the mutation waits for the list to be read again).
  const deletion = useConfirmedDelete<SurveyListItem>({
    question: t.confirmDelete,
    remove: (survey) => remove.mutateAsync(survey.id),
    deleted: messages.generic.deleted,
  });
  const send = useSendSurvey();
  useSurveyAnswersLive();

  const sendTo = (survey: SurveyListItem) => async (filter: Parameters<typeof send.mutateAsync>[0]['filter']) => {
    const accepted = await send.mutateAsync({ id: survey.id, filter });
    sendNames.current.set(accepted.send_id, survey.nombre);
    setSending(null);
    await dialogs.success(t.sent);
  };

  return (
    <div className="page surveys-page">
      <header className="surveys-header">
        <h1 className="page-title">{t.title}</h1>
        <Select
          label={t.category}
          className="category-filter"
          value={String(category)}
          onChange={(e) => setCategory(Number(e.target.value))}
          options={[{ value: String(ALL_CATEGORIES), label: t.all }, ...categories.options]}
          failure={categories.failure}
        />
        <Link href="/cuestionarios/nuevo" className="btn btn-primary">
          <Icon name="plus" size={16} />
          {t.newSurvey}
        </Link>
      </header>
      <SendProgressList kind="survey" names={sendNames.current} />
      <ListStates rows={list.data} query={list} empty={t.empty} emptyClassName="list-empty">
        {(surveys) => (
          <SurveyTable
            surveys={surveys}
            order={order}
            onToggleOrder={() => setOrder((o) => (o === 'desc' ? 'asc' : 'desc'))}
            onDelete={(s) => void deletion.remove(s)}
            deleting={deletion.busy}
            onSend={setSending}
          />
        )}
      </ListStates>
      {sending && (
        <BulkSendModal title={t.sendTitle} kind="survey" onSubmit={sendTo(sending)} onClose={() => setSending(null)} />
      )}
    </div>
  );
}
