import { messages } from '@ppd/domain';
import { useState } from 'react';
import { SUPPORT_EMAIL } from '../../lib/config.ts';
import { Button } from '../../ui/Button.tsx';
import { Icon } from '../../ui/Icon.tsx';
import { ForgotPasswordModal } from '../session/index.ts';
import { ProsePage } from './PublicLayout.tsx';

const t = messages.pages.support;

/** /support: the contact mailbox and the reset-password request. */
export function SupportPage() {
  const [resetOpen, setResetOpen] = useState(false);
  return (
    <ProsePage title={t.title}>
      <p>{t.intro}</p>
      <div className="contact-card">
        <Icon name="mail" size={28} />
        <div>
          <p className="muted">{t.mailboxLabel}</p>
          <a href={`mailto:${SUPPORT_EMAIL}`} className="contact-email">
            {SUPPORT_EMAIL}
          </a>
        </div>
      </div>
      <h2>{t.passwordTitle}</h2>
      <p>{t.passwordIntro}</p>
      <Button icon="lock" onClick={() => setResetOpen(true)}>
        {t.passwordButton}
      </Button>
      <ForgotPasswordModal open={resetOpen} onClose={() => setResetOpen(false)} chooseAccount />
    </ProsePage>
  );
}
