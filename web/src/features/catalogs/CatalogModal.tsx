import { CATALOG_KINDS, messages } from '@ppd/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { catalogsChanged } from '../../lib/catalogsApi.ts';
import { FormModal, Select, Switch, TextField, useDialogs, useForm } from '../../ui/index.ts';
import { EmailTags } from './fields/EmailTags.tsx';
import { IconPicker } from './fields/IconPicker.tsx';
import type { CatalogDef, CatalogRow, CatalogValues, FieldSpec } from './types.ts';

type Form = ReturnType<typeof useForm<CatalogDef['schemas']['create'], CatalogValues>>;

/** The body of a save: JSON, or multipart when a new icon file goes with it. */
function bodyOf(data: unknown, iconFile: File | null): unknown {
  if (!iconFile) return data;
  const form = new FormData();
  for (const [key, value] of Object.entries(data as Record<string, unknown>)) {
    if (key !== 'icon' && value !== undefined && value !== null) form.append(key, String(value));
  }
  form.append('icon', iconFile);
  return form;
}

function SelectField({ spec, form }: { spec: Extract<FieldSpec, { kind: 'select' }>; form: Form }) {
  const options = spec.useOptions(String(form.values[spec.name] ?? ''));
  return <Select label={spec.label} placeholder options={options} {...form.field(spec.name)} />;
}

/**
 * Create or edit one entry of any catalogue: the fields its definition lists, validated with the domain schema
 * (the spec's messages), the server's 409 under the name field, then its success text.
 */
export function CatalogModal({ def, row, onClose }: { def: CatalogDef; row: CatalogRow | null; onClose: () => void }) {
  const dialogs = useDialogs();
  const queryClient = useQueryClient();
  const form = useForm(row ? def.schemas.update : def.schemas.create, def.initial(row));
  const [iconFile, setIconFile] = useState<File | null>(null);
  const formId = `catalog-form-${def.kind}`;

  const save = form.submit(async (data) => {
    const body = bodyOf(data, iconFile);
    await (row ? def.update(row, body) : def.create(body));
    await catalogsChanged(queryClient);
    onClose();
    await dialogs.success(def.saved);
  });

  const control = (spec: FieldSpec) => {
    switch (spec.kind) {
      case 'text':
        return <TextField key={spec.name} label={spec.label} maxLength={spec.maxLength} {...form.field(spec.name)} />;
      case 'color':
        return <TextField key={spec.name} label={spec.label} type="color" {...form.field(spec.name)} />;
      case 'switch':
        return <Switch key={spec.name} label={spec.label} {...form.toggle(spec.name)} />;
      case 'select':
        return <SelectField key={spec.name} spec={spec} form={form} />;
      case 'emails':
        return (
          <EmailTags
            key={spec.name}
            label={spec.label}
            value={String(form.values[spec.name] ?? '')}
            error={form.errors[spec.name]}
            onChange={(v) => form.setField(spec.name, v)}
          />
        );
      case 'icon':
        return (
          <IconPicker
            key={spec.name}
            label={spec.label}
            value={String(form.values.icon ?? '')}
            error={form.errors.icon}
            file={iconFile}
            onPick={(name) => form.setField('icon', name)}
            onFile={(file) => {
              setIconFile(file);
              if (file) form.setField('icon', file.name);
            }}
          />
        );
    }
  };

  return (
    <FormModal
      title={`${row ? messages.ui.edit : messages.ui.add} ${CATALOG_KINDS[def.kind]}`}
      onClose={onClose}
      formId={formId}
      formClassName="catalog-form"
      onSubmit={save}
      closeLabel={messages.generic.close}
      submitLabel={messages.ui.save}
      busy={form.submitting}
    >
      {def.fields.map(control)}
    </FormModal>
  );
}
