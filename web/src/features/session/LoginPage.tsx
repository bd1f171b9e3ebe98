import { messages } from '@ppd/domain';
import { useAtomValue } from 'jotai';
import { type FormEvent, useEffect, useState } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { isApiError } from '../../lib/api.ts';
import { tokenAtom } from '../../lib/session.ts';
import { Button } from '../../ui/Button.tsx';
import { useDialogs } from '../../ui/DialogsProvider.tsx';
import { Checkbox, PasswordField, TextField } from '../../ui/fields.tsx';
import { PartnerLogos, PublicFooterLinks } from '../../ui/index.ts';
import { ForgotPasswordModal } from './ForgotPasswordModal.tsx';
import { nextAfterLogin } from './guard.ts';
import { useSessionActions } from './useSessionActions.ts';

const t = messages.session;

/** Login (spec part 1 §2.3). No client validation: the server's message shows in an alert dialog. */
export function LoginPage() {
  const token = useAtomValue(tokenAtom);
  const search = useSearch();
  const [, navigate] = useLocation();
  const dialogs = useDialogs();
  const { signIn } = useSessionActions();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [keep, setKeep] = useState(false);
  const [busy, setBusy] = useState(false);
  const [forgotOpen, setForgotOpen] = useState(false);

  useEffect(() => {
    document.title = `${t.loginTitle} · ${t.appName}`;
  }, []);

  if (token && !busy) return <Redirect to={nextAfterLogin(search)} replace />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await signIn(email, password, keep);
      navigate(nextAfterLogin(search), { replace: true });
    } catch (error) {
      const message = isApiError(error) ? error.message : messages.generic.error;
      void dialogs.alert(message, { title: t.loginFailedTitle, tone: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="auth-page">
      <aside className="auth-hero">
        <div className="auth-hero-inner">
          <img src="/favicon.svg" alt="" width={56} height={56} />
          <p className="auth-hero-title">{t.appName}</p>
          <p className="auth-hero-tagline">{t.appTagline}</p>
        </div>
        <PartnerLogos className="auth-logos" />
      </aside>
      <main className="auth-main">
        <form className="auth-card" onSubmit={submit} aria-labelledby="login-title" noValidate>
          <h1 id="login-title">{t.loginTitle}</h1>
          <p className="muted">{t.loginSubtitle}</p>
          <TextField
            label={t.email}
            type="email"
            name="email"
            autoComplete="username"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
          <PasswordField
            label={t.password}
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <Checkbox label={t.keepSession} checked={keep} onChange={(e) => setKeep(e.target.checked)} />
          <Button type="submit" className="btn-block" busy={busy}>
            {t.submit}
          </Button>
          <Button variant="link" className="auth-forgot" onClick={() => setForgotOpen(true)}>
            {t.forgot}
          </Button>
        </form>
        <PublicFooterLinks />
      </main>
      <ForgotPasswordModal open={forgotOpen} onClose={() => setForgotOpen(false)} initialEmail={email} />
    </div>
  );
}
