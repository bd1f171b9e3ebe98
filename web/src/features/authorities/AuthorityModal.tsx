import { type AuthorityRow, authorityForm, authorityUpdate, messages } from '@ppd/domain';
import { useQuery } from '@tanstack/react-query';
import { catalogQueries, pickable } from '../../lib/catalogsApi.ts';
import { Select, TextField } from '../../ui/index.ts';
import { PersonFields, PersonModal, peopleApi, toFormData, usePersonForm } from '../people/index.ts';

const t = messages.board.authorities;

const initialOf = (m: AuthorityRow | null) => ({
  email: m?.email ?? '',
  name: m?.name ?? '',
  last_name: m?.last_name ?? '',
  auth_id: m?.auth_id ?? '',
  project_id: m?.project_id ? String(m.project_id) : '',
  category_id: m?.category_id ? String(m.category_id) : '',
  phone_number: m?.phone_number ?? '',
  address: m?.address ?? '',
  age: m?.age != null ? String(m.age) : '',
  sex: m?.sex ?? '',
});

/** Create or edit a monitor (authority); the e-mail is fixed once created. */
export function AuthorityModal({
  monitor,
  onClose,
  onSaved,
}: {
  monitor: AuthorityRow | null;
  onClose: () => void;
  /** After a save, or a refusal because the monitor was deleted meanwhile: closes and reads the list again. */
  onSaved: () => void;
}) {
  const { form, picture, dialogs } = usePersonForm(
    monitor ? authorityUpdate : authorityForm,
    initialOf(monitor),
    onSaved,
  );
  // Disabled projects and categories leave the pickers, except the one the monitor already has.
  const projects = pickable(useQuery(catalogQueries.projects).data, String(monitor?.project_id ?? '')).map((p) => ({
    value: String(p.id),
    label: p.nombre,
  }));
  const categories = pickable(
    useQuery(catalogQueries.authorityCategories).data,
    String(monitor?.category_id ?? ''),
  ).map((c) => ({ value: String(c.id), label: c.name_category }));

  const save = form.submit(async (data) => {
    if (picture.error) return;
    const body = toFormData({ ...data, ...(monitor ? {} : { type: 'authority' }) }, picture.image);
    if (monitor) await peopleApi.updateAuthority(monitor.id, body);
    else await peopleApi.create(body);
    onSaved();
    await dialogs.success(messages.people.monitorSaved);
  });

  return (
    <PersonModal
      title={monitor ? t.editTitle : t.createTitle}
      formId="monitor-form"
      submitting={form.submitting}
      onClose={onClose}
      onSubmit={save}
    >
      <TextField
        label={messages.board.people.email}
        type="email"
        disabled={monitor !== null}
        {...form.field('email')}
      />
      <TextField label={t.authId} {...form.field('auth_id')} />
      <PersonFields field={form.field} />
      <Select label={t.project} placeholder options={projects} {...form.field('project_id')} />
      <Select label={t.category} placeholder options={categories} {...form.field('category_id')} />
      {picture.field}
    </PersonModal>
  );
}
