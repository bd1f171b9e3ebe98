import { authorshipTexts, isSurveyEditable, messages } from '@ppd/domain';
import { useMayChange } from '../../../lib/authorship.ts';
import { BackToSurveys } from '../BackToSurveys.tsx';
import { useSurvey } from '../surveysApi.ts';
import { surveyTexts as t } from '../texts.ts';
import { draftOf, emptySurvey } from './questions.ts';
import { SurveyBuilder } from './SurveyBuilder.tsx';

/** /cuestionarios/nuevo */
export function NewSurveyPage() {
  return <SurveyBuilder id={null} initial={emptySurvey()} />;
}

/**
 * /cuestionarios/:id/editar: the survey is loaded first (spec §2.8). One with answers cannot be edited (spec §4;
 * the list offers no Editar then, but the address can still be opened): it is shown read-only under the notice, as
 * is one of another gestor to a gestor without the admin flag (the server would refuse the save).
 */
export function EditSurveyPage({ id }: { id: string | undefined }) {
  const surveyId = Number(id);
  const survey = useSurvey(surveyId);
  const mayChange = useMayChange();
  if (survey.isPending) return <p className="page">{messages.ui.loading}</p>;
  if (survey.isError) {
    return (
      <div className="page">
        <BackToSurveys />
        <p className="field-error">{survey.error.message}</p>
      </div>
    );
  }
  const answered = !isSurveyEditable(survey.data);
  const notice = answered ? t.answeredNotice : mayChange(survey.data.autor_id) ? null : authorshipTexts.surveyNotMine;
  return (
    <>
      {notice && (
        <p className="page-notice" role="status">
          {notice}
        </p>
      )}
      <SurveyBuilder id={surveyId} initial={draftOf(survey.data)} readOnly={notice !== null} />
    </>
  );
}
