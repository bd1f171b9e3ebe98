import { messages } from '@ppd/domain';
import { SUPPORT_EMAIL } from '../../lib/config.ts';
import { fill } from '../../lib/text.ts';
import { PublicLayout } from './PublicLayout.tsx';

const t = messages.pages.deletion;

/**
 * /requestdel: how to ask for account deletion (spec part 2 §2, §4). Instructions only, no form: the request
 * goes by e-mail to the support mailbox, which we take to be the address the spec leaves unnamed.
 */
export function DataDeletionPage() {
  return (
    <PublicLayout title={t.title}>
      <article className="prose" aria-labelledby="page-title">
        <h1 id="page-title">{t.title}</h1>
        <p>{t.intro}</p>
        <section aria-labelledby="by-email">
          <h2 id="by-email">{t.byEmailTitle}</h2>
          <ol>
            {t.steps.map((step) => (
              <li key={step}>{fill(step, { email: SUPPORT_EMAIL })}</li>
            ))}
          </ol>
        </section>
        <section aria-labelledby="process">
          <h2 id="process">{t.processTitle}</h2>
          <ol>
            {t.process.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </section>
      </article>
    </PublicLayout>
  );
}
