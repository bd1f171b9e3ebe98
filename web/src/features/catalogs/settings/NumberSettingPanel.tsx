import { messages } from '@ppd/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { failureOf } from '../../../lib/queryClient.ts';
import { Button, FailureNotice, SettingsSection, TextField, useDialogs, useForm } from '../../../ui/index.ts';

/** One number of a settings form: its field, label and help. */
export interface NumberField<K extends string> {
  field: K;
  label: string;
  help: string;
}

/** Numbers of Configuración's settings (retention periods) saved together: how to read, check and save them. */
export interface NumberSetting<K extends string> {
  title: string;
  fields: readonly NumberField<K>[];
  saved: string;
  schema: z.ZodType<Record<K, number>>;
  queryKey: readonly string[];
  load: () => Promise<Record<K, number>>;
  save: (body: Record<K, number>) => Promise<unknown>;
}

const asText = <K extends string>(values: Record<K, number>) =>
  Object.fromEntries(Object.entries(values).map(([k, v]) => [k, String(v)])) as Record<K, string>;

function SettingForm<K extends string>({ setting, values }: { setting: NumberSetting<K>; values: Record<K, number> }) {
  const form = useForm(setting.schema, asText(values));
  const dialogs = useDialogs();
  const client = useQueryClient();
  const onSubmit = form.submit(async (body) => {
    await setting.save(body);
    await client.invalidateQueries({ queryKey: setting.queryKey });
    await dialogs.success(setting.saved);
  });
  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      {setting.fields.map(({ field, label, help }) => (
        <div key={field}>
          <TextField
            label={label}
            inputMode="numeric"
            value={String(form.values[field] ?? '')}
            error={form.errors[field]}
            onChange={(e) => form.setField(field, e.target.value)}
          />
          <p className="muted">{help}</p>
        </div>
      ))}
      <Button type="submit" disabled={form.submitting}>
        {messages.ui.save}
      </Button>
    </form>
  );
}

/** A section of Configuración editing numbers, with what else it shows under the form (`children`). */
export function NumberSettingPanel<K extends string>({
  setting,
  children,
}: {
  setting: NumberSetting<K>;
  children?: ReactNode;
}) {
  const current = useQuery({ queryKey: setting.queryKey, queryFn: setting.load });
  const values = current.data;
  return (
    <SettingsSection title={setting.title}>
      <FailureNotice failure={failureOf(current)} />
      {values && <SettingForm key={JSON.stringify(values)} setting={setting} values={values} />}
      {children}
    </SettingsSection>
  );
}
