import { messages, resetPasswordForm } from '@ppd/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { isApiError } from '../../lib/api.ts';
import { failureOf } from '../../lib/queryClient.ts';
import { Button } from '../../ui/Button.tsx';
import { useDialogs } from '../../ui/DialogsProvider.tsx';
import { AlertDialog } from '../../ui/dialogs.tsx';
import { FailureNotice } from '../../ui/FailureNotice.tsx';
import { PasswordField } from '../../ui/fields.tsx';
import { Brand } from '../../ui/index.ts';
import { useForm } from '../../ui/useForm.ts';
import { resetTokenQuery, sessionApi } from './sessionApi.ts';

const t = messages.session;
type TokenState = 'checking' | 'valid' | 'invalid' | 'unchecked';

/** /reset_password?token=: the token is checked on load; then the new password is set. */
export function ResetPasswordPage() {
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const [, navigate] = useLocation();
  const dialogs = useDialogs();
  const check = useQuery(resetTokenQuery(token));
  // The link spent or expired while the page was open (used in another tab): the same dialog as on load.
  const [spent, setSpent] = useState(false);
  // Only the server's refusal (400) means the link is bad; a network error or a 500 leaves it unchecked, to retry.
  const refused = check.isError && isApiError(check.error) && check.error.status === 400;
  const state: TokenState =
    !token || refused || spent ? 'invalid' : check.isSuccess ? 'valid' : check.isError ? 'unchecked' : 'checking';
  const form = useForm(
    resetPasswordForm,
    { password: '', repeat_password: '' },
    {
      onError: (error) =>
        isApiError(error) && error.field === 'token'
          ? setSpent(true)
          : void dialogs.failed(error, messages.generic.error),
    },
  );

  useEffect(() => {
    document.title = `${t.resetTitle} · ${t.appName}`;
  }, []);

  const save = form.submit(async ({ password }) => {
    await sessionApi.updatePassword(token, password);
    await dialogs.success(messages.auth.passwordUpdated);
    navigate('/login', { replace: true });
  });

  return (
    <div className="auth-page auth-page-single">
      <main className="auth-main">
        <Brand to="/login" />
        <form className="auth-card" onSubmit={save} aria-labelledby="reset-title" noValidate>
          <h1 id="reset-title">{t.resetTitle}</h1>
          <p className="muted" aria-live="polite">
            {state === 'checking' ? t.verifying : t.resetIntro}
          </p>
          <FailureNotice failure={state === 'unchecked' ? failureOf(check) : null} />
          <PasswordField
            label={t.newPassword}
            autoComplete="new-password"
            disabled={state !== 'valid'}
            {...form.field('password')}
          />
          <PasswordField
            label={t.repeatPassword}
            autoComplete="new-password"
            disabled={state !== 'valid'}
            {...form.field('repeat_password')}
          />
          <Button type="submit" className="btn-block" busy={form.submitting} disabled={state !== 'valid'}>
            {messages.ui.update}
          </Button>
        </form>
      </main>
      <AlertDialog
        open={state === 'invalid'}
        tone="error"
        title={messages.auth.tokenExpiredTitle}
        message={messages.auth.resetTokenInvalid}
        onClose={() => navigate('/login', { replace: true })}
      />
    </div>
  );
}
