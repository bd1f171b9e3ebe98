import { Link } from 'wouter';
import { Icon } from '../../ui/index.ts';
import { surveyTexts as t } from './texts.ts';

/** Regresar: back to the surveys' list from a survey's page. */
export function BackToSurveys() {
  return (
    <Link href="/cuestionarios" className="btn btn-link back-link">
      <Icon name="chevronLeft" size={16} />
      {t.back}
    </Link>
  );
}
