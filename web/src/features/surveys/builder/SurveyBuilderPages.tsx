import { messages } from '@ppd/domain';
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
 * the list offers no Editar then, but the address can still be opened): it is shown read-only under the notice.
 */
export function EditSurveyPage({ id }: { id: string | undefined }) {
  const surveyId = Number(id);
  const survey = useSurvey(surveyId);
  if (survey.isPending) return <p className="page">{messages.ui.loading}</p>;
  if (survey.isError) {
    return (
      <div className="page">
        <BackToSurveys />
        <p className="field-error">{survey.error.message}</p>
      </div>
    );
  }
  const answered = survey.data.number_answers > 0;
  return (
    <>
      {answered && (
        <p className="page-notice" role="status">
          {t.answeredNotice}
        </p>
      )}
      <SurveyBuilder id={surveyId} initial={draftOf(survey.data)} readOnly={answered} />
    </>
  );
}
