import { messages } from './messages.ts';

/** The mailbox the privacy notice and the support page name. */
export const SUPPORT_EMAIL = 'soporte@monitoreo-ppd.mx';

/** A privacy notice read back from its stored text: the intro, then its titled sections (shown numbered). */
export interface NoticeSections {
  intro: string[];
  sections: { title: string; paragraphs: string[] }[];
}

const fillEmail = (text: string) => text.replaceAll('{email}', SUPPORT_EMAIL);

/**
 * Version 1 of the privacy notice as the product keeps it (`privacy_notices`): the static page's text of
 * 26 May 2025, as plain Spanish with `## ` before each section's title.
 */
export function firstNoticeText(): string {
  const t = messages.pages.privacy;
  const sections = t.sections.map((s) => `## ${s.title}\n\n${fillEmail(s.body)}`);
  return [t.intro, ...sections].join('\n\n');
}

/** Splits a stored notice into its intro and sections: a line starting `## ` opens a section. */
export function noticeSections(text: string): NoticeSections {
  const blocks = text
    .split(/\n\s*\n/)
    .map((b) => b.trim())
    .filter(Boolean);
  const read: NoticeSections = { intro: [], sections: [] };
  for (const block of blocks) {
    if (block.startsWith('## ')) read.sections.push({ title: block.slice(3).trim(), paragraphs: [] });
    else (read.sections.at(-1)?.paragraphs ?? read.intro).push(block);
  }
  return read;
}
