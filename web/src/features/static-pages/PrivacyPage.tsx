import { messages, noticeSections, privacyMessages } from '@ppd/domain';
import { useQuery } from '@tanstack/react-query';
import { fill } from '../../lib/text.ts';
import { ProsePage } from './PublicLayout.tsx';
import { FIRST_NOTICE, privacyNoticeQuery, publishedOn } from './privacyNotice.ts';

const t = messages.pages.privacy;

/** /privacy: the privacy notice in force (kept versioned by the product), its sections numbered (spec part 2 §2). */
export function PrivacyPage() {
  const notice = useQuery(privacyNoticeQuery).data ?? FIRST_NOTICE;
  const { intro, sections } = noticeSections(notice.text);
  return (
    <ProsePage title={t.title}>
      <p className="muted">
        {fill(privacyMessages.noticeUpdated, { version: notice.version, date: publishedOn(notice.published_at) })}
      </p>
      {intro.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <ol className="numbered-sections">
        {sections.map((section) => (
          <li key={section.title}>
            <h2>{section.title}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </li>
        ))}
      </ol>
    </ProsePage>
  );
}
