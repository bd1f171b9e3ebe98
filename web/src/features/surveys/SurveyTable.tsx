import { isSurveyEditable, type SurveyListItem } from '@ppd/domain';
import { Link } from 'wouter';
import { useMayChange } from '../../lib/authorship.ts';
import { Button, DateText, Icon } from '../../ui/index.ts';
import type { SurveyOrder } from './surveysApi.ts';
import { surveyTexts as t } from './texts.ts';

export interface SurveyTableProps {
  surveys: readonly SurveyListItem[];
  order: SurveyOrder;
  onToggleOrder: () => void;
  onDelete: (survey: SurveyListItem) => void;
  /** This survey's delete is on its way: its Eliminar is busy and takes no second click. */
  deleting: (survey: SurveyListItem) => boolean;
  onSend: (survey: SurveyListItem) => void;
}

function Actions({
  survey,
  onDelete,
  deleting,
  onSend,
}: Pick<SurveyTableProps, 'onDelete' | 'deleting' | 'onSend'> & { survey: SurveyListItem }) {
  const mine = useMayChange()(survey.autor_id);
  return (
    <div className="row-actions">
      {mine && isSurveyEditable(survey) && (
        <Link href={`/cuestionarios/${survey.id}/editar`} className="btn btn-ghost">
          <Icon name="edit" size={16} />
          {t.edit}
        </Link>
      )}
      {mine && (
        <Button variant="ghost" icon="remove" onClick={() => onDelete(survey)} busy={deleting(survey)}>
          {t.remove}
        </Button>
      )}
      <Button variant="ghost" icon="send" onClick={() => onSend(survey)}>
        {t.send}
      </Button>
      {!isSurveyEditable(survey) && (
        <Link href={`/cuestionarios/${survey.id}/respuestas`} className="btn btn-ghost">
          <Icon name="chart" size={16} />
          {t.viewAnswers}
        </Link>
      )}
    </div>
  );
}

/** The survey table: name and category, creation date (with its order toggle), answers, actions. */
export function SurveyTable({ surveys, order, onToggleOrder, onDelete, deleting, onSend }: SurveyTableProps) {
  const sortLabel = order === 'desc' ? t.newestFirst : t.oldestFirst;
  return (
    <table className="survey-table stack-table">
      <thead>
        <tr>
          <th scope="col">{t.name}</th>
          <th scope="col" aria-sort={order === 'desc' ? 'descending' : 'ascending'}>
            <button type="button" className="sort-toggle" onClick={onToggleOrder} title={sortLabel}>
              {t.createdDate}
              <Icon name={order === 'desc' ? 'arrowDown' : 'arrowUp'} size={14} />
              <span className="visually-hidden">{sortLabel}</span>
            </button>
          </th>
          <th scope="col">{t.answers}</th>
          <th scope="col">{t.actions}</th>
        </tr>
      </thead>
      <tbody>
        {surveys.map((s) => (
          <tr key={s.id} data-survey-id={s.id}>
            <th scope="row">
              <span className="survey-name">{s.nombre}</span>
              <span className="survey-category">{s.category_name}</span>
            </th>
            <td data-label={t.createdDate}>
              <DateText value={s.created_date} />
            </td>
            <td className="numeric" data-label={t.answers}>
              {s.number_answers}
            </td>
            <td>
              <Actions survey={s} onDelete={onDelete} deleting={deleting} onSend={onSend} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
