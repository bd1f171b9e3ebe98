import { fill } from '../../../lib/text.ts';
import { IconButton, TextField } from '../../../ui/index.ts';
import { surveyTexts as t } from '../texts.ts';
import { MultimediaSettings, MultipleSettings, RatingSettings, ScaleSettings } from './QuestionSettings.tsx';
import type { QuestionDraft, QuestionErrors } from './questions.ts';

export interface QuestionCardProps {
  question: QuestionDraft;
  errors: QuestionErrors;
  onChange: (next: QuestionDraft) => void;
  onRemove: () => void;
}

function Settings({ question: q, errors, onChange }: Omit<QuestionCardProps, 'onRemove'>) {
  switch (q.type) {
    case 'multiple':
      return <MultipleSettings question={q} errors={errors} onChange={onChange} />;
    case 'scale':
      return <ScaleSettings question={q} errors={errors} onChange={onChange} />;
    case 'rating':
      return <RatingSettings question={q} errors={errors} onChange={onChange} />;
    case 'multimedia':
      return <MultimediaSettings question={q} errors={errors} onChange={onChange} />;
    case 'open':
      return <p className="field-hint">{t.openHint}</p>;
    case 'geolocation':
      return <p className="field-hint">{t.geolocationHint}</p>;
  }
}

/** One question of the builder: its number and type, its text, its type's settings and its removal. */
export function QuestionCard({ question, errors, onChange, onRemove }: QuestionCardProps) {
  const title = fill(t.question, { n: question.id });
  return (
    <article className="card question-card" aria-label={title} data-question-type={question.type}>
      <header className="question-card-header">
        <h3>
          {title} <span className="question-type">{t.types[question.type]}</span>
        </h3>
        <IconButton icon="remove" label={fill(t.removeQuestion, { n: question.id })} onClick={onRemove} />
      </header>
      <TextField
        label={t.questionText}
        value={question.value ?? ''}
        maxLength={500}
        error={errors.value}
        onChange={(e) => onChange({ ...question, value: e.target.value })}
      />
      <Settings question={question} errors={errors} onChange={onChange} />
    </article>
  );
}
