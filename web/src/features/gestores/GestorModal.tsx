import { type GestorRow, gestorCreateForm, gestorUpdate, messages } from '@ppd/domain';
import { useAtomValue, useSetAtom } from 'jotai';
import { updateUserAtom, userAtom } from '../../lib/session.ts';
import { PasswordField, Switch, TextField } from '../../ui/index.ts';
import { PersonFields, PersonModal, peopleApi, toFormData, usePersonForm } from '../people/index.ts';

const t = messages.board;

const initialOf = (g: GestorRow | null) => ({
  email: g?.email ?? '',
  name: g?.name ?? '',
  last_name: g?.last_name ?? '',
  phone_number: g?.phone_number ?? '',
  address: g?.address ?? '',
  age: g?.age != null ? String(g.age) : '',
  sex: g?.sex ?? '',
  password: '',
  password_again: '',
  is_admin: g?.is_admin ?? false,
});

/**
 * Create or edit a gestor. The Administrador switch shows only when the modal is opened from the gestor list
 * (`fromList`); elsewhere the flag is left as it is.
 */
export function GestorModal({
  gestor,
  fromList,
  onClose,
  onSaved,
}: {
  gestor: GestorRow | null;
  fromList: boolean;
  onClose: () => void;
  /** After a save, or a refusal because the gestor was deleted meanwhile: closes and reads the list again. */
  onSaved: () => void;
}) {
  const me = useAtomValue(userAtom);
  const updateMe = useSetAtom(updateUserAtom);
  const { form, picture, dialogs } = usePersonForm(
    gestor ? gestorUpdate : gestorCreateForm,
    initialOf(gestor),
    onSaved,
  );

  const save = form.submit(async (data) => {
    if (picture.error) return;
    const { password_again: _again, ...rest } = data as typeof data & { password_again?: string };
    const values = { ...rest, is_admin: fromList ? form.values.is_admin : undefined };
    if (gestor) {
      const saved = await peopleApi.updateGestor(gestor.id, toFormData(values, picture.image));
      // An admin editing their own row: the header shows the new name and picture at once.
      if (saved.id === me?.user_id) {
        const { name, last_name, profile_image, is_admin } = saved;
        updateMe({ name, last_name, profile_image, is_admin });
      }
    } else await peopleApi.create(toFormData({ ...values, type: 'monitor' }, picture.image));
    onSaved();
    await dialogs.success(messages.people.gestorSaved);
  });

  return (
    <PersonModal
      title={gestor ? t.gestores.editTitle : t.gestores.createTitle}
      formId="gestor-form"
      submitting={form.submitting}
      onClose={onClose}
      onSubmit={save}
    >
      <TextField
        label={t.people.email}
        type="email"
        className="form-grid-wide"
        disabled={gestor !== null}
        {...form.field('email')}
      />
      <PersonFields field={form.field} />
      {!gestor && (
        <>
          <PasswordField label={t.people.password} autoComplete="new-password" {...form.field('password')} />
          <PasswordField label={t.people.passwordAgain} autoComplete="new-password" {...form.field('password_again')} />
        </>
      )}
      {fromList && <Switch label={t.people.admin} className="form-grid-wide" {...form.toggle('is_admin')} />}
      {picture.field}
    </PersonModal>
  );
}
