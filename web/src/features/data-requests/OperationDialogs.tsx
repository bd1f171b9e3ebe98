import { type DataRequestView, messages, rectifyBody, sendPreferences, dataRequestTexts as t } from '@ppd/domain';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import type { FormValues } from '../../ui/form.ts';
import { FormModal, Switch, TextField, useForm } from '../../ui/index.ts';
import { dataRequestsApi } from './dataRequestsApi.ts';

interface DialogProps {
  request: DataRequestView;
  onClose: () => void;
  /** After the operation ran: its outcome, in words. */
  onDone: (message: string) => void;
}

/** What the fields use of the form: it does not depend on the schema. */
type Form<V extends FormValues> = Pick<ReturnType<typeof useForm<z.ZodType, V>>, 'field' | 'toggle'>;

/** An operation that needs the administrator's input first: its form, sent for the request, then `done` said. */
function OperationDialog<S extends z.ZodType, V extends FormValues>(
  props: DialogProps & {
    title: string;
    schema: S;
    initial: V;
    send: (body: z.output<S>) => Promise<unknown>;
    done: string;
    fields: (form: Form<V>) => ReactNode;
  },
) {
  const form = useForm(props.schema, props.initial);
  const save = form.submit(async (body) => {
    await props.send(body);
    props.onDone(props.done);
  });
  return (
    <FormModal
      title={props.title}
      onClose={props.onClose}
      formId="data-request-operation"
      formClassName="form-grid"
      onSubmit={save}
      closeLabel={messages.generic.close}
      submitLabel={messages.ui.save}
      busy={form.submitting}
    >
      {props.fields(form)}
    </FormModal>
  );
}

const people = messages.board.people;

/** Rectification: the person's name, last name and phone as their request asks (a blank phone removes it). */
export function RectifyDialog(props: DialogProps) {
  const { name, last_name, phone_number } = props.request.person;
  return (
    <OperationDialog
      {...props}
      title={t.rectifyTitle}
      schema={rectifyBody}
      initial={{ name, last_name, phone_number: phone_number ?? '' }}
      send={(body) => dataRequestsApi.rectify(props.request.id, body)}
      done={t.rectified}
      fields={(form) => (
        <>
          <TextField label={people.name} {...form.field('name')} />
          <TextField label={people.lastName} {...form.field('last_name')} />
          <TextField label={people.phone} inputMode="numeric" maxLength={10} {...form.field('phone_number')} />
        </>
      )}
    />
  );
}

/** Opposition: which bulk sends may still reach the person; both off unless the request keeps one. */
export function OpposeDialog(props: DialogProps) {
  return (
    <OperationDialog
      {...props}
      title={t.opposeTitle}
      schema={sendPreferences}
      initial={{ surveys: false, activities: false }}
      send={(body) => dataRequestsApi.oppose(props.request.id, body)}
      done={t.opposed}
      fields={(form) => (
        <>
          <Switch label={t.opposeSurveys} className="form-grid-wide" {...form.toggle('surveys')} />
          <Switch label={t.opposeActivities} className="form-grid-wide" {...form.toggle('activities')} />
        </>
      )}
    />
  );
}
