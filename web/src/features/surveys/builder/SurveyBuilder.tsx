import { type FieldErrors, newSurveyBody, QUESTION_TYPES, updateSurveyBody } from '@ppd/domain';
import { Link, useLocation } from 'wouter';
import { isApiError } from '../../../lib/api.ts';
import { Button, Select, TextArea, TextField, useDialogs, useForm } from '../../../ui/index.ts';
import { useSaveSurvey, useSurveyCategories } from '../surveysApi.ts';
import { surveyTexts as t } from '../texts.ts';
import { QuestionCard } from './QuestionCard.tsx';
import {
  addQuestion,
  builderSchema,
  emptySurvey,
  type QuestionDraft,
  questionErrors,
  removeQuestion,
  replaceQuestion,
  type SurveyDraft,
  shiftErrors,
} from './questions.ts';
import '../surveys.css';

const SCHEMAS = { create: builderSchema(newSurveyBody), edit: builderSchema(updateSurveyBody) };

const withoutQuestion = (errors: FieldErrors, index: number): FieldErrors =>
  Object.fromEntries(
    Object.entries(errors).filter(([path]) => path !== 'preguntas' && !path.startsWith(`preguntas.${index}.`)),
  );

/**
 * The survey builder of spec §2.8, for a new survey (`id` null: a successful save clears the form) or an
 * existing one (saved, then back to the list). `readOnly` (a survey with answers, spec §4: editable only while it
 * has none) shows the survey with every field and action disabled, no way to add questions and no save button.
 */
export function SurveyBuilder({
  id,
  initial,
  readOnly = false,
}: {
  id: number | null;
  initial: SurveyDraft;
  readOnly?: boolean;
}) {
  const dialogs = useDialogs();
  const [, navigate] = useLocation();
  const categories = useSurveyCategories();
  const save = useSaveSurvey(id);
  const form = useForm(SCHEMAS[id === null ? 'create' : 'edit'], initial, {
    // A 409 (answered meanwhile) says why; anything else is the spec's 'Ha ocurrido un error'.
    onError: (error) => void dialogs.error(isApiError(error) && error.status === 409 ? error.message : undefined),
  });
  const questions = form.values.preguntas;

  const setQuestions = (next: QuestionDraft[]) => form.setField('preguntas', next);
  const change = (index: number, next: QuestionDraft) => {
    form.setErrors((errors) => withoutQuestion(errors, index));
    form.setField('preguntas', replaceQuestion(questions, index, next));
  };
  const remove = (index: number) => {
    form.setErrors((errors) => shiftErrors(errors, index));
    setQuestions(removeQuestion(questions, index));
  };

  const submit = form.submit(async (body) => {
    await save.mutateAsync(body);
    await dialogs.success(t.saved);
    if (id === null) form.reset(emptySurvey());
    else navigate('/cuestionarios');
  });

  return (
    <form className="page survey-builder" onSubmit={readOnly ? (e) => e.preventDefault() : submit} noValidate>
      <h1 className="page-title">{id === null ? t.newSurvey : t.editTitle}</h1>
      {/* A disabled fieldset disables every field and button inside it, the questions' settings included. */}
      <fieldset className="builder-body" disabled={readOnly}>
        <div className="card builder-fields">
          <TextField label={t.name} maxLength={200} {...form.field('nombre')} />
          <Select
            label={t.category}
            placeholder
            options={categories.options}
            failure={categories.failure}
            {...form.field('id_categoria')}
          />
          <TextArea label={t.description} rows={3} maxLength={2000} {...form.field('description')} />
        </div>

        <section className="builder-questions" aria-label={t.questions}>
          <h2>{t.questions}</h2>
          {questions.map((q, i) => (
            <QuestionCard
              key={q.key}
              question={q}
              errors={questionErrors(form.errors, i)}
              onChange={(next) => change(i, next)}
              onRemove={() => remove(i)}
            />
          ))}
          {form.errors.preguntas && (
            <p className="field-error" role="alert">
              {form.errors.preguntas}
            </p>
          )}
          {!readOnly && (
            <fieldset className="add-question">
              <legend>{t.addQuestion}</legend>
              {QUESTION_TYPES.map((type) => (
                <Button
                  key={type}
                  variant="secondary"
                  icon="plus"
                  onClick={() => setQuestions(addQuestion(questions, type))}
                >
                  {t.types[type]}
                </Button>
              ))}
            </fieldset>
          )}
        </section>
      </fieldset>

      <div className="builder-actions">
        <Link href="/cuestionarios" className="btn btn-secondary">
          {readOnly ? t.back : t.cancel}
        </Link>
        {!readOnly && (
          <Button type="submit" icon="save" busy={form.submitting}>
            {t.save}
          </Button>
        )}
      </div>
    </form>
  );
}
