import { forgotPasswordBody, messages } from '@ppd/domain';
import { useDialogs } from '../../ui/DialogsProvider.tsx';
import { Select, TextField } from '../../ui/fields.tsx';
import { FormModal } from '../../ui/index.ts';
import { useForm } from '../../ui/useForm.ts';
import { sessionApi } from './sessionApi.ts';

const t = messages.session;

/** Asks for the e-mail and requests a reset link; the server answers ok whether or not the account exists. */
export function ForgotPasswordModal({
  open,
  onClose,
  initialEmail = '',
  chooseAccount = false,
}: {
  open: boolean;
  onClose: () => void;
  initialEmail?: string;
  /** Asks which account (an app's or the panel's) as well: the login page's is always the panel's. */
  chooseAccount?: boolean;
}) {
  if (!open) return null;
  return <ForgotPasswordForm onClose={onClose} initialEmail={initialEmail} chooseAccount={chooseAccount} />;
}

const accounts = messages.pages.support.accounts;
const ACCOUNT_OPTIONS = (['visitor', 'authority', 'monitor'] as const).map((value) => ({
  value,
  label: accounts[value],
}));

function ForgotPasswordForm({
  onClose,
  initialEmail,
  chooseAccount,
}: {
  onClose: () => void;
  initialEmail: string;
  chooseAccount: boolean;
}) {
  const dialogs = useDialogs();
  const form = useForm(forgotPasswordBody, { email: initialEmail, usertypeWeb: chooseAccount ? 'visitor' : 'monitor' });
  const send = form.submit(async (body) => {
    await sessionApi.forgotPassword(body);
    onClose();
    void dialogs.success(messages.auth.forgotSent);
  });
  return (
    <FormModal
      title={t.forgotTitle}
      onClose={onClose}
      formId="forgot-password-form"
      formClassName="form"
      onSubmit={send}
      closeLabel={messages.ui.cancel}
      submitLabel={messages.ui.send}
      busy={form.submitting}
      size="sm"
    >
      <p className="muted">{t.forgotIntro}</p>
      {chooseAccount && (
        <Select label={messages.pages.support.accountLabel} options={ACCOUNT_OPTIONS} {...form.field('usertypeWeb')} />
      )}
      <TextField label={t.email} type="email" autoComplete="email" {...form.field('email')} />
    </FormModal>
  );
}
