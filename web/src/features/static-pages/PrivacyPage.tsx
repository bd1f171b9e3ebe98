import { messages } from '@ppd/domain';
import { SUPPORT_EMAIL } from '../../lib/config.ts';
import { fill } from '../../lib/text.ts';
import { PublicLayout } from './PublicLayout.tsx';

const t = messages.pages.privacy;

/** /privacy: the privacy notice, ten numbered sections (spec part 2 §2). */
export function PrivacyPage() {
  return (
    <PublicLayout title={t.title}>
      <article className="prose" aria-labelledby="page-title">
        <h1 id="page-title">{t.title}</h1>
        <p className="muted">{t.updated}</p>
        <p>{t.intro}</p>
        <ol className="numbered-sections">
          {t.sections.map((section) => (
            <li key={section.title}>
              <h2>{section.title}</h2>
              <p>{fill(section.body, { email: SUPPORT_EMAIL })}</p>
            </li>
          ))}
        </ol>
      </article>
    </PublicLayout>
  );
}
