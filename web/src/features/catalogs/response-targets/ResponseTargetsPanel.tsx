import {
  alertTypeTargetsBody,
  clockTexts,
  complaintCategoryTargetsBody,
  messages,
  type ResponseTargets,
  responseTargetRoutes,
} from '@ppd/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import type { z } from 'zod';
import { api } from '../../../lib/api.ts';
import { failureOf } from '../../../lib/queryClient.ts';
import { Button, FailureNotice, SettingsSection, TextField, useDialogs, useForm } from '../../../ui/index.ts';

const targetsKey = ['response-targets'] as const;

type Field<B> = { name: keyof B & string; label: string };
type Saver<B> = (id: number, body: B) => Promise<unknown>;

/** One row's targets as a small form: the two fields and its save button; a refused value is told under its field. */
function TargetsRow<S extends z.ZodObject>({
  row,
  schema,
  fields,
  save,
}: {
  row: { id: number; name: string } & Record<string, unknown>;
  schema: S;
  fields: Field<z.output<S>>[];
  save: Saver<z.output<S>>;
}) {
  const initial = Object.fromEntries(fields.map((f) => [f.name, String(row[f.name])]));
  const form = useForm(schema, initial);
  const dialogs = useDialogs();
  const client = useQueryClient();
  const onSubmit = form.submit(async (body) => {
    await save(row.id, body);
    await client.invalidateQueries({ queryKey: targetsKey });
    await dialogs.success(clockTexts.targetsSaved);
  });
  return (
    <tr>
      <th scope="row">{row.name}</th>
      {fields.map((f) => (
        <td key={f.name}>
          <TextField
            label={`${f.label}: ${row.name}`}
            className="target-field"
            inputMode="numeric"
            value={String(form.values[f.name] ?? '')}
            error={form.errors[f.name]}
            onChange={(e) => form.setField(f.name, e.target.value)}
          />
        </td>
      ))}
      <td>
        <Button onClick={() => void onSubmit()} disabled={form.submitting}>
          {messages.ui.save}
        </Button>
      </td>
    </tr>
  );
}

function TargetsTable<S extends z.ZodObject>(props: {
  title: string;
  rows: ({ id: number; name: string } & Record<string, unknown>)[];
  schema: S;
  fields: Field<z.output<S>>[];
  save: Saver<z.output<S>>;
}) {
  const titleId = useId();
  return (
    <div className="table-scroll">
      <h3 id={titleId}>{props.title}</h3>
      <table className="data-table stack-table catalog-table response-targets" aria-labelledby={titleId}>
        <thead>
          <tr>
            <th scope="col">{clockTexts.nameColumn}</th>
            {props.fields.map((f) => (
              <th key={f.name} scope="col">
                {f.label}
              </th>
            ))}
            <th scope="col">
              <span className="visually-hidden">{clockTexts.actionsColumn}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {props.rows.map((row) => (
            <TargetsRow key={row.id} row={row} schema={props.schema} fields={props.fields} save={props.save} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * Configuración › Tiempos de respuesta: the response clocks' targets, seconds per alert type (the 911 norm by
 * default) and business days per complaint category. A change also moves the open items' pending deadlines.
 */
export function ResponseTargetsPanel() {
  const list = useQuery({
    queryKey: targetsKey,
    queryFn: (): Promise<ResponseTargets> => api.call(responseTargetRoutes.list, {}),
  });
  const data = list.data ?? { alertTypes: [], complaintCategories: [] };
  return (
    <SettingsSection title={clockTexts.targetsTitle}>
      <FailureNotice failure={failureOf(list)} />
      <TargetsTable
        title={clockTexts.alertTypesTable}
        rows={data.alertTypes}
        schema={alertTypeTargetsBody}
        fields={[
          { name: 'assign_target_s', label: clockTexts.assignTarget },
          { name: 'attend_target_s', label: clockTexts.attendTarget },
        ]}
        save={(id, body) => api.call(responseTargetRoutes.alertType, { params: { id }, body })}
      />
      <TargetsTable
        title={clockTexts.complaintCategoriesTable}
        rows={data.complaintCategories}
        schema={complaintCategoryTargetsBody}
        fields={[
          { name: 'first_answer_days', label: clockTexts.firstAnswerTarget },
          { name: 'closing_days', label: clockTexts.closingTarget },
        ]}
        save={(id, body) => api.call(responseTargetRoutes.complaintCategory, { params: { id }, body })}
      />
    </SettingsSection>
  );
}
