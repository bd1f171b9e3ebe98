import { changePasswordForm, messages } from '@ppd/domain';
import { useSetAtom } from 'jotai';
import { renewTokenAtom } from '../../lib/session.ts';
import { Button } from '../../ui/Button.tsx';
import { useDialogs } from '../../ui/DialogsProvider.tsx';
import { PasswordField } from '../../ui/fields.tsx';
import { useForm } from '../../ui/useForm.ts';
import { profileApi } from './profileApi.ts';

const t = messages.profile;
const EMPTY = { old_password: '', new_password: '', repeat_password: '' };

/**
 * Actualizar Contraseña: every spec message under its field; the server's field errors land there too. The change
 * signs out every other device; this one goes on with the token the answer carries.
 */
export function ChangePasswordTab() {
  const dialogs = useDialogs();
  const form = useForm(changePasswordForm, EMPTY);
  const renewToken = useSetAtom(renewTokenAtom);
  const save = form.submit(async ({ old_password, new_password }) => {
    const { token } = await profileApi.changePassword({ old_password, new_password });
    renewToken(token);
    form.reset(EMPTY);
    void dialogs.success(messages.auth.passwordChanged);
  });
  return (
    <form className="form" onSubmit={save} noValidate>
      <PasswordField label={t.currentPassword} autoComplete="current-password" {...form.field('old_password')} />
      <PasswordField label={t.newPassword} autoComplete="new-password" {...form.field('new_password')} />
      <PasswordField label={t.repeatPassword} autoComplete="new-password" {...form.field('repeat_password')} />
      <div className="form-actions">
        <Button type="submit" icon="lock" busy={form.submitting}>
          {messages.ui.update}
        </Button>
      </div>
    </form>
  );
}
