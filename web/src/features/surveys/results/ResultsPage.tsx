import { messages } from '@ppd/domain';
import { Button } from '../../../ui/index.ts';
import { BackToSurveys } from '../BackToSurveys.tsx';
import { downloadWorkbook, useSurveyResults } from '../surveysApi.ts';
import { surveyTexts as t } from '../texts.ts';
import { useSurveyAnswersLive } from '../useSurveyLive.ts';
import { QuestionBlock } from './QuestionBlock.tsx';
import { VisitorSummary } from './VisitorSummary.tsx';
import '../surveys.css';
import { useDownload } from '../../../lib/useDownload.ts';

/** /cuestionarios/:id/respuestas (spec §2.9): refetched as answers arrive; Descargar gives Cuestionario.xlsx. */
export function ResultsPage({ id }: { id: string | undefined }) {
  const surveyId = Number(id);
  const results = useSurveyResults(surveyId);
  const downloads = useDownload();
  useSurveyAnswersLive();

  return (
    <div className="page survey-results">
      <BackToSurveys />
      {results.isPending ? (
        <p>{messages.ui.loading}</p>
      ) : results.isError ? (
        <p className="field-error">{results.error.message}</p>
      ) : (
        <>
          <header className="surveys-header">
            <h1 className="page-title">{results.data.name}</h1>
            <Button
              icon="download"
              onClick={() => downloads.start(() => downloadWorkbook(surveyId))}
              busy={downloads.busy()}
            >
              {t.download}
            </Button>
          </header>
          <VisitorSummary visitors={results.data.visitors} />
          {results.data.questions.map((block) => (
            <QuestionBlock key={block.question_id} surveyId={surveyId} block={block} />
          ))}
        </>
      )}
    </div>
  );
}
