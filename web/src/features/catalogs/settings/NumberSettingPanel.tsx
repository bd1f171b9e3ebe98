import { messages } from '@ppd/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import type { z } from 'zod';
import { failureOf } from '../../../lib/queryClient.ts';
import { Button, FailureNotice, TextField, useDialogs, useForm } from '../../../ui/index.ts';

/** One number of Configuración's settings (a retention period): how to read, check and save it, and its texts. */
export interface NumberSetting<K extends string> {
  title: string;
  field: K;
  label: string;
  help: string;
  saved: string;
  schema: z.ZodType<Record<K, number>>;
  queryKey: readonly string[];
  load: () => Promise<Record<K, number>>;
  save: (body: Record<K, number>) => Promise<unknown>;
}

function SettingForm<K extends string>({ setting, value }: { setting: NumberSetting<K>; value: number }) {
  const form = useForm(setting.schema, { [setting.field]: String(value) } as Record<K, string>);
  const dialogs = useDialogs();
  const client = useQueryClient();
  const onSubmit = form.submit(async (body) => {
    await setting.save(body);
    await client.invalidateQueries({ queryKey: setting.queryKey });
    await dialogs.success(setting.saved);
  });
  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <TextField
        label={setting.label}
        inputMode="numeric"
        value={String(form.values[setting.field] ?? '')}
        error={form.errors[setting.field]}
        onChange={(e) => form.setField(setting.field, e.target.value)}
      />
      <p className="muted">{setting.help}</p>
      <Button type="submit" disabled={form.submitting}>
        {messages.ui.save}
      </Button>
    </form>
  );
}

/** A section of Configuración editing one number, with what else it shows under the form (`children`). */
export function NumberSettingPanel<K extends string>({
  setting,
  children,
}: {
  setting: NumberSetting<K>;
  children?: ReactNode;
}) {
  const titleId = useId();
  const current = useQuery({ queryKey: setting.queryKey, queryFn: setting.load });
  const value = current.data?.[setting.field];
  return (
    <section className="catalog-section" aria-labelledby={titleId}>
      <header className="catalog-header">
        <h2 id={titleId}>{setting.title}</h2>
      </header>
      <FailureNotice failure={failureOf(current)} />
      {value !== undefined && <SettingForm key={value} setting={setting} value={value} />}
      {children}
    </section>
  );
}
