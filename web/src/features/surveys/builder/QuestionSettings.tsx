import { type QuestionInput, RATING_ICONS } from '@ppd/domain';
import { useId } from 'react';
import { fill } from '../../../lib/text.ts';
import { Button, IconButton, Select, TextField } from '../../../ui/index.ts';
import { surveyTexts as t } from '../texts.ts';
import type { QuestionDraft, QuestionErrors } from './questions.ts';

type Of<T extends QuestionInput['type']> = Extract<QuestionDraft, { type: T }>;
interface SettingsProps<T extends QuestionInput['type']> {
  question: Of<T>;
  errors: QuestionErrors;
  onChange: (next: Of<T>) => void;
}

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className="field-error" role="alert">
      {message}
    </p>
  ) : null;
}

/** The options of a multiple-choice question: each one filled, one at least. */
export function MultipleSettings({ question, errors, onChange }: SettingsProps<'multiple'>) {
  const errorId = useId();
  const options = question.options ?? [];
  const set = (next: string[]) => onChange({ ...question, options: next });
  return (
    <fieldset className="question-settings" aria-describedby={errors.options ? errorId : undefined}>
      <legend>{t.options}</legend>
      {options.map((option, i) => (
        <div key={i} className="option-row">
          <TextField
            label={fill(t.option, { n: i + 1 })}
            value={option}
            aria-invalid={errors.options && !option.trim() ? true : undefined}
            onChange={(e) => set(options.map((o, j) => (j === i ? e.target.value : o)))}
          />
          {options.length > 1 && (
            <IconButton
              icon="remove"
              label={fill(t.removeOption, { n: i + 1 })}
              onClick={() => set(options.filter((_, j) => j !== i))}
            />
          )}
        </div>
      ))}
      <Button variant="link" icon="plus" onClick={() => set([...options, ''])}>
        {t.addOption}
      </Button>
      <FieldError id={errorId} message={errors.options} />
    </fieldset>
  );
}

const number = (value: string) => Number.parseInt(value, 10);
const END_CHOICES = Array.from({ length: 9 }, (_, i) => String(i + 2)).map((v) => ({ value: v, label: v }));

/** A scale from 0 or 1 to 2..10, with optional labels at both ends. */
export function ScaleSettings({ question, errors, onChange }: SettingsProps<'scale'>) {
  const range = question.range ?? { start: 0, end: 5 };
  const labels = question.labels ?? { start: '', end: '' };
  return (
    <div className="question-settings settings-grid">
      <Select
        label={t.scaleStart}
        value={String(range.start)}
        options={['0', '1'].map((v) => ({ value: v, label: v }))}
        onChange={(e) => onChange({ ...question, range: { ...range, start: number(e.target.value) as 0 | 1 } })}
        error={errors.range}
      />
      <Select
        label={t.scaleEnd}
        value={String(range.end)}
        options={END_CHOICES}
        onChange={(e) => onChange({ ...question, range: { ...range, end: number(e.target.value) } })}
      />
      <TextField
        label={t.startLabel}
        value={labels.start ?? ''}
        maxLength={100}
        onChange={(e) => onChange({ ...question, labels: { ...labels, start: e.target.value } })}
        error={errors.labels}
      />
      <TextField
        label={t.endLabel}
        value={labels.end ?? ''}
        maxLength={100}
        onChange={(e) => onChange({ ...question, labels: { ...labels, end: e.target.value } })}
      />
    </div>
  );
}

export function RatingSettings({ question, onChange }: SettingsProps<'rating'>) {
  return (
    <div className="question-settings">
      <Select
        label={t.icon}
        value={question.icon ?? 'star'}
        options={RATING_ICONS.map((icon) => ({ value: icon, label: t.icons[icon] }))}
        onChange={(e) => onChange({ ...question, icon: e.target.value as (typeof RATING_ICONS)[number] })}
      />
    </div>
  );
}

/** Photo or video: the choice sets the photo / video flags the app reads. */
export function MultimediaSettings({ question, errors, onChange }: SettingsProps<'multimedia'>) {
  const name = useId();
  const errorId = useId();
  const chosen = question.fileType ?? (question.photo ? 'photo' : question.video ? 'video' : undefined);
  return (
    <fieldset
      className="question-settings radio-row"
      aria-invalid={errors.fileType ? true : undefined}
      aria-describedby={errors.fileType ? errorId : undefined}
    >
      <legend>{t.fileType}</legend>
      {(['photo', 'video'] as const).map((kind) => (
        <label key={kind} className="radio">
          <input
            type="radio"
            name={name}
            checked={chosen === kind}
            onChange={() => onChange({ ...question, fileType: kind, photo: kind === 'photo', video: kind === 'video' })}
          />
          {t[kind]}
        </label>
      ))}
      <FieldError id={errorId} message={errors.fileType} />
    </fieldset>
  );
}
