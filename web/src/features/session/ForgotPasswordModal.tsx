import { forgotPasswordBody, messages } from '@ppd/domain';
import { useDialogs } from '../../ui/DialogsProvider.tsx';
import { TextField } from '../../ui/fields.tsx';
import { FormFooter, Modal } from '../../ui/Modal.tsx';
import { useForm } from '../../ui/useForm.ts';
import { sessionApi } from './sessionApi.ts';

const t = messages.session;

/** Asks for the e-mail and requests a reset link; the server answers ok whether or not the account exists. */
export function ForgotPasswordModal({
  open,
  onClose,
  initialEmail = '',
}: {
  open: boolean;
  onClose: () => void;
  initialEmail?: string;
}) {
  if (!open) return null;
  return <ForgotPasswordForm onClose={onClose} initialEmail={initialEmail} />;
}

function ForgotPasswordForm({ onClose, initialEmail }: { onClose: () => void; initialEmail: string }) {
  const dialogs = useDialogs();
  const form = useForm(forgotPasswordBody, { email: initialEmail });
  const send = form.submit(async (body) => {
    await sessionApi.forgotPassword(body);
    onClose();
    void dialogs.success(messages.auth.forgotSent);
  });
  return (
    <Modal
      open
      busy={form.submitting}
      title={t.forgotTitle}
      onClose={onClose}
      size="sm"
      footer={
        <FormFooter
          formId="forgot-password-form"
          onClose={onClose}
          closeLabel={messages.ui.cancel}
          submitLabel={messages.ui.send}
          busy={form.submitting}
        />
      }
    >
      <form id="forgot-password-form" className="form" onSubmit={send} noValidate>
        <p className="muted">{t.forgotIntro}</p>
        <TextField label={t.email} type="email" autoComplete="email" {...form.field('email')} />
      </form>
    </Modal>
  );
}
