import { describe, expect, it } from 'vitest';
import { messages } from './messages.ts';
import { firstNoticeText, noticeSections, SUPPORT_EMAIL } from './privacy-notice.ts';

describe('the privacy notice as the product keeps it', () => {
  it('reads version 1 back as the page it replaced: the intro and its ten titled sections, the mailbox named', () => {
    const page = messages.pages.privacy;
    const read = noticeSections(firstNoticeText());
    expect(read.intro).toEqual([page.intro]);
    expect(read.sections.map((s) => s.title)).toEqual(page.sections.map((s) => s.title));
    expect(read.sections.every((s) => s.paragraphs.length === 1)).toBe(true);
    expect(read.sections.find((s) => s.title === 'Contacto')?.paragraphs[0]).toContain(SUPPORT_EMAIL);
    expect(firstNoticeText()).not.toContain('{email}');
  });
});
