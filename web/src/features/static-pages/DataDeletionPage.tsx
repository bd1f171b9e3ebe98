import { messages } from '@ppd/domain';
import { SUPPORT_EMAIL } from '../../lib/config.ts';
import { fill } from '../../lib/text.ts';
import { ProsePage } from './PublicLayout.tsx';

const t = messages.pages.deletion;

/**
 * /requestdel: how to ask for account deletion (spec part 2 §2, §4). Instructions only, no form: the request
 * goes by e-mail to the support mailbox, which we take to be the address the spec leaves unnamed.
 */
export function DataDeletionPage() {
  return (
    <ProsePage title={t.title}>
      <p>{t.intro}</p>
      <Steps id="by-email" title={t.byEmailTitle} steps={t.steps.map((step) => fill(step, { email: SUPPORT_EMAIL }))} />
      <Steps id="process" title={t.processTitle} steps={t.process} />
    </ProsePage>
  );
}

/** A titled list of numbered steps. */
function Steps({ id, title, steps }: { id: string; title: string; steps: readonly string[] }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ol>
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </section>
  );
}
