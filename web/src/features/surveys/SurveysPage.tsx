import type { SurveyListItem } from '@ppd/domain';
import { useRef, useState } from 'react';
import { Link } from 'wouter';
import { useInFlight } from '../../lib/useInFlight.ts';
import { Icon, Select, useDialogs } from '../../ui/index.ts';
import { AudienceModal } from '../audience/AudienceModal.tsx';
import { SendProgressList } from '../audience/SendProgressList.tsx';
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
  const deleting = useInFlight();
  const send = useSendSurvey();
  useSurveyAnswersLive();

  const confirmDelete = async (survey: SurveyListItem) => {
    if (!(await dialogs.confirm(t.confirmDelete, { danger: true }))) return;
    // Busy until the row has left the table: a second click would ask again and send a second DELETE.
    await deleting.run(survey.id, () => remove.mutateAsync(survey.id)).catch(dialogs.failed);
  };

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
          options={[
            { value: String(ALL_CATEGORIES), label: t.all },
            ...(categories.data ?? []).map((c) => ({ value: String(c.id), label: c.category_name })),
          ]}
        />
        <Link href="/cuestionarios/nuevo" className="btn btn-primary">
          <Icon name="plus" size={16} />
          {t.newSurvey}
        </Link>
      </header>
      <SendProgressList kind="survey" names={sendNames.current} />
      {list.isPending ? (
        <p className="list-empty">{t.loading}</p>
      ) : (list.data ?? []).length === 0 ? (
        <p className="list-empty">{t.empty}</p>
      ) : (
        <SurveyTable
          surveys={list.data ?? []}
          order={order}
          onToggleOrder={() => setOrder((o) => (o === 'desc' ? 'asc' : 'desc'))}
          onDelete={(s) => void confirmDelete(s)}
          deleting={(s) => deleting.has(s.id)}
          onSend={setSending}
        />
      )}
      {sending && <AudienceModal title={t.sendTitle} onSubmit={sendTo(sending)} onClose={() => setSending(null)} />}
    </div>
  );
}
